import type { TExecutor } from '../../platform/db/db.ts';
import type { TDemoIds } from './demo-ids.ts';

/** Communities of the demo city (and the base catalogue) for both companies. Filled in by its module. */
export async function seedDemoCommunities(_tx: TExecutor, _ids: TDemoIds): Promise<void> {}
