import { CONTRACT_TYPE, RENT_CONTRACT_STATE, SALE_CONTRACT_STATE } from '@awb/contract/contract-fields';
import { CUSTOMER_RECORD_TYPE, CUSTOMER_TYPE, TRANSACTION_STATUS } from '@awb/contract/customer-enums';
import { HOUSE_STATE, houseStateName } from '@awb/contract/housing-options';
import type { TExecutor } from '../../platform/db/db.ts';
import { customerRepository } from '../customer/customer.repository.ts';
import { addChangeRecord } from '../customer/customer-record.ts';
import { customerSettingService } from '../customer/customer-setting.service.ts';
import { listingRepository } from '../housing/listing.repository.ts';
import { listingRecords } from '../housing/listing-records.ts';
import type { TContractDbRow } from './contract.repository.ts';

/**
 * A contract that reaches 完成 closes the deal it records (seed 001 §4): its listing becomes 我售 /
 * 我租 (houseState 3, a deal by this company) and its customer — the buyer or tenant (party B), found
 * by phone among the company's customers of the matching intent (求购 or 新房 for a sale, 求租 for a
 * rent) — 已成交 (transactionStatus 1). Runs inside the state change's transaction, so both follow
 * the contract or nothing does; each leaves the record its own module writes for such a change.
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

async function markListing(tx: TExecutor, actor: TActor, row: TContractDbRow, at: Date): Promise<void> {
  if (!row.houseId) return;
  const listing = await listingRepository.find(tx, actor.companyId, row.houseId);
  if (!listing || listing.deletedAt || listing.houseState === HOUSE_STATE.dealOurs) return;
  await listingRepository.update(tx, actor.companyId, listing.id, { houseState: HOUSE_STATE.dealOurs, updatedAt: at });
  const from = houseStateName(listing.type, listing.houseState);
  const to = houseStateName(listing.type, HOUSE_STATE.dealOurs);
  const text = `状态由${from}改为${to}：合同${row.contractNo}已完成`;
  await listingRecords.operation(tx, listing, actor.userId, at, '修改状态', text);
  await listingRecords.systemFollowUp(tx, listing, at, text);
}

async function markCustomer(tx: TExecutor, actor: TActor, row: TContractDbRow, at: Date): Promise<void> {
  if (!row.partyBPhone) return;
  for (const customerType of CUSTOMER_TYPES_OF[row.contractType] ?? []) {
    const found = await customerRepository.findByPhones(
      tx,
      actor.companyId,
      customerType,
      [row.partyBPhone],
      undefined,
    );
    if (!found) continue;
    const customer = found.customer;
    if (customer.transactionStatus === TRANSACTION_STATUS.deal) return;
    await customerRepository.update(tx, actor.companyId, customer.id, {
      transactionStatus: TRANSACTION_STATUS.deal,
      dealAt: at,
      updatedAt: at,
    });
    // The deal starts the out-to-public days of the `deal` rule, as a deal marked by hand does.
    const setting = await customerSettingService.get(tx, actor.companyId);
    await customerSettingService.recomputeOutDue(tx, actor.companyId, setting, [customer.id]);
    await addChangeRecord(tx, {
      companyId: actor.companyId,
      customerId: customer.id,
      userId: actor.userId,
      type: CUSTOMER_RECORD_TYPE.deal,
      content: `合同${row.contractNo}已完成，标记为已成交`,
      at,
    });
    return;
  }
}

/** Call after a contract's state changed to `state` (inside the same transaction). */
export async function afterContractState(
  tx: TExecutor,
  actor: TActor,
  row: TContractDbRow,
  state: number,
  at: Date,
): Promise<void> {
  if (!isCompletion(row.contractType, state)) return;
  await markListing(tx, actor, row, at);
  await markCustomer(tx, actor, row, at);
}
