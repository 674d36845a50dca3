import { CONTRACT_INITIAL_STATE } from '@awb/contract/contract-fields';
import { APP_RECORD_TYPE } from '@awb/contract/housing-options';
import type { TExecutor } from '../../platform/db/db.ts';
import { peopleByIds } from '../housing/housing-people.ts';
import { contractRepository, type TContractInsert } from './contract.repository.ts';
import { contractChanges } from './contract-changes.ts';
import { contractRecord } from './contract-records.ts';

/**
 * A completed e-contract as the contract book records it: the signing module builds it from the frozen
 * content; money in 元, days `YYYY-MM-DD` (China time). docs/contract.md "Records from e-contracts".
 */
export type TSignedContract = {
  companyId: number;
  signContractId: number;
  contractType: number;
  contractNo: string;
  signDate: string;
  /** The listing the e-contract was started from (checked at its submission), null for none. */
  houseId: number | null;
  houseName: string;
  houseAddress: string;
  houseBuilding: string;
  houseRoomNo: string;
  houseArea: number | null;
  partyAName: string;
  partyAPhone: string;
  partyBName: string;
  partyBPhone: string;
  amount: number;
  partyAFee: number | null;
  partyBFee: number | null;
  paymentMethod: number;
  deposit: number | null;
  loanAmount: number | null;
  transferDate: string | null;
  deliveryDate: string | null;
  startDate: string | null;
  endDate: string | null;
  /** The customer the e-contract was drafted for (checked at its submission), null for none. */
  customerId: number | null;
  /**
   * The 合同管理 record the e-contract was started from (checked at its submission), null for none:
   * it is updated and linked instead of a new record being added.
   */
  recordId: number | null;
  /** The agent who drafted the e-contract: the record's 经办人. */
  userId: number;
  at: Date;
};

/**
 * Adds the record of a completed e-contract in the caller's transaction, once: a second call for the
 * same e-contract answers the first record (the unique index on `sign_contract_id` backs this up).
 * Started from a record that is still live, of its type and linked to no other e-contract, that
 * record is updated and linked instead; otherwise a new one is added. A typed record that already
 * holds the e-contract's number keeps it; the new one gets the number with `-E`.
 */
export async function recordSignedContract(
  tx: TExecutor,
  c: TSignedContract,
): Promise<{ contractId: number; created: boolean }> {
  const existing = await contractRepository.bySignContract(tx, c.companyId, c.signContractId);
  if (existing) return { contractId: existing.id, created: false };
  const linked = c.recordId ? await linkRecord(tx, c, c.recordId) : null;
  if (linked) return { contractId: linked, created: false };
  const taken = await contractRepository.numberTaken(tx, c.companyId, c.contractNo);
  const agent = (await peopleByIds(tx, c.companyId, [c.userId])).get(c.userId);
  const { at, recordId: _recordId, ...values } = c;
  const row = await contractRepository.insert(tx, {
    ...values,
    contractNo: taken ? `${c.contractNo}-E` : c.contractNo,
    deptId: agent?.deptId || null,
    state: CONTRACT_INITIAL_STATE[c.contractType] ?? 1,
    createdBy: c.userId,
    createdAt: at,
    updatedAt: at,
  });
  await contractRecord(
    tx,
    { userId: c.userId },
    row,
    at,
    '电子签约完成',
    `由电子合同 ${c.contractNo} 签署完成生成`,
    APP_RECORD_TYPE.operation,
  );
  return { contractId: row.id, created: true };
}

/**
 * The record the e-contract was started from takes the signed document's house, parties, amounts and
 * dates (its number, state, pictures, remark and 经办人 stay) and links the e-contract. Null when it
 * was deleted, is of the other type or another e-contract linked it meanwhile.
 */
async function linkRecord(tx: TExecutor, c: TSignedContract, recordId: number): Promise<number | null> {
  const record = await contractRepository.find(tx, c.companyId, recordId, undefined, true);
  if (!record || record.contractType !== c.contractType || record.signContractId !== null) return null;
  const values: Partial<TContractInsert> = {
    signDate: c.signDate,
    houseId: c.houseId ?? record.houseId,
    customerId: c.customerId ?? record.customerId,
    houseName: c.houseName,
    houseAddress: c.houseAddress,
    houseBuilding: c.houseBuilding,
    houseRoomNo: c.houseRoomNo,
    houseArea: c.houseArea,
    partyAName: c.partyAName,
    partyAPhone: c.partyAPhone,
    partyBName: c.partyBName,
    partyBPhone: c.partyBPhone,
    amount: c.amount,
    partyAFee: c.partyAFee,
    partyBFee: c.partyBFee,
    paymentMethod: c.paymentMethod,
    deposit: c.deposit,
    loanAmount: c.loanAmount,
    transferDate: c.transferDate,
    deliveryDate: c.deliveryDate,
    startDate: c.startDate,
    endDate: c.endDate,
    signContractId: c.signContractId,
    updatedAt: c.at,
  };
  const row = await contractRepository.update(tx, c.companyId, record.id, values);
  if (!row) return null;
  const changes = contractChanges(record.contractType, record, values);
  const detail = changes.length > 0 ? `：${changes.join('；')}` : '';
  await contractRecord(
    tx,
    { userId: c.userId },
    row,
    c.at,
    '电子签约完成',
    `由电子合同 ${c.contractNo} 签署完成更新${detail}`,
    APP_RECORD_TYPE.operation,
  );
  return row.id;
}
