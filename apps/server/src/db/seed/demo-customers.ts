import type { TExecutor } from '../../platform/db/db.ts';
import type { TDemoIds } from './demo-ids.ts';

/** Customers in the private and public pools, with intentions and follow-ups. Filled in by its module. */
export async function seedDemoCustomers(_tx: TExecutor, _ids: TDemoIds): Promise<void> {}
