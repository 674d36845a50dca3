import { CONTRACT_INITIAL_STATE } from '@awb/contract/contract-fields';
import { APP_RECORD_TYPE } from '@awb/contract/housing-options';
import type { TExecutor } from '../../platform/db/db.ts';
import { peopleByIds } from '../housing/housing-people.ts';
import { contractRepository } from './contract.repository.ts';
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
  /** The agent who drafted the e-contract: the record's 经办人. */
  userId: number;
  at: Date;
};

/**
 * Adds the record of a completed e-contract in the caller's transaction, once: a second call for the
 * same e-contract answers the first record (the unique index on `sign_contract_id` backs this up). A
 * typed record that already holds the e-contract's number keeps it; this one gets the number with `-E`.
 */
export async function recordSignedContract(
  tx: TExecutor,
  c: TSignedContract,
): Promise<{ contractId: number; created: boolean }> {
  const existing = await contractRepository.bySignContract(tx, c.companyId, c.signContractId);
  if (existing) return { contractId: existing.id, created: false };
  const taken = await contractRepository.numberTaken(tx, c.companyId, c.contractNo);
  const agent = (await peopleByIds(tx, c.companyId, [c.userId])).get(c.userId);
  const { at, ...values } = c;
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
