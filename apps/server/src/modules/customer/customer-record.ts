import { CUSTOMER_RECORD_NAMES } from '@awb/contract/customer-enums';
import type { TExecutor } from '../../platform/db/db.ts';
import { customerChangeRecords } from './customer.table.ts';

/** Writes one line of a customer's change record (userId null: the out-to-public job). */
export async function addChangeRecord(
  db: TExecutor,
  values: { companyId: number; customerId: number; userId: number | null; type: number; content?: string; at: Date },
): Promise<void> {
  await db.insert(customerChangeRecords).values({
    companyId: values.companyId,
    customerId: values.customerId,
    userId: values.userId,
    type: values.type,
    content: values.content || (CUSTOMER_RECORD_NAMES[values.type] ?? ''),
    createdAt: values.at,
  });
}
