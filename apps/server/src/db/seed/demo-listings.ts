import type { TExecutor } from '../../platform/db/db.ts';
import type { TDemoIds } from './demo-ids.ts';

/** Listings for sale and rent, with teams, follow-ups and price changes. Filled in by its module. */
export async function seedDemoListings(_tx: TExecutor, _ids: TDemoIds): Promise<void> {}
