import { CONTRACT_TYPE, RENT_CONTRACT_STATE, SALE_CONTRACT_STATE } from '@awb/contract/contract-fields';
import { CUSTOMER_TYPE } from '@awb/contract/customer-enums';
import type { TExecutor } from '../../platform/db/db.ts';
import { customerDealService } from '../customer/customer-deal.service.ts';
import { listingDealService } from '../housing/listing-deal.service.ts';
import type { TContractDbRow } from './contract.repository.ts';

/**
 * A contract that reaches 完成 closes the deal it records (seed 001 §4): its listing becomes 我售 /
 * 我租 (houseState 3, a deal by this company) and its customer — the buyer or tenant (party B), found
 * by phone among the company's customers of the matching intent (求购 or 新房 for a sale, 求租 for a
 * rent) — 已成交 (transactionStatus 1). Runs inside the state change's transaction, so both follow
 * the contract or nothing does. Each change goes through its own module's service (housing's
 * listingDealService, customer's customerDealService), which writes its tables and the records it
 * leaves for such a change: this module touches only its own.
 */

const COMPLETED: Record<number, number> = {
  [CONTRACT_TYPE.sale]: SALE_CONTRACT_STATE.completed,
  [CONTRACT_TYPE.rent]: RENT_CONTRACT_STATE.completed,
};

const CUSTOMER_TYPES_OF: Record<number, number[]> = {
  [CONTRACT_TYPE.sale]: [CUSTOMER_TYPE.sell, CUSTOMER_TYPE.new],
  [CONTRACT_TYPE.rent]: [CUSTOMER_TYPE.rent],
};

export function isCompletion(contractType: number, state: number): boolean {
  return COMPLETED[contractType] === state;
}

type TActor = { companyId: number; userId: number };

/** Call after a contract's state changed to `state` (inside the same transaction). */
export async function afterContractState(
  tx: TExecutor,
  actor: TActor,
  row: TContractDbRow,
  state: number,
  at: Date,
): Promise<void> {
  if (!isCompletion(row.contractType, state)) return;
  if (row.houseId) await listingDealService.markDealt(tx, actor, row.houseId, `合同${row.contractNo}已完成`, at);
  await customerDealService.markDealtByPhone(
    tx,
    actor,
    { phone: row.partyBPhone, customerTypes: CUSTOMER_TYPES_OF[row.contractType] ?? [] },
    `合同${row.contractNo}已完成，标记为已成交`,
    at,
  );
}
