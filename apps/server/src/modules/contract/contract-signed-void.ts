import {
  CONTRACT_FOLLOW_CATEGORY,
  CONTRACT_TYPE,
  contractState,
  RENT_CONTRACT_STATE,
  SALE_CONTRACT_STATE,
} from '@awb/contract/contract-fields';
import type { TExecutor } from '../../platform/db/db.ts';
import { appRecordRepository } from '../housing/app-record/app-record.repository.ts';
import { contractRepository, type TContractDbRow } from './contract.repository.ts';
import { contractItem, contractRecord } from './contract-records.ts';

/**
 * The record of an e-contract that is invalidated after it completed goes to 作废 with it, and back
 * when the invalidation is revoked (docs/contract.md "Records from e-contracts"). Both run in the
 * signing module's transaction and leave what a state change by hand leaves: a state-change row, an
 * app record and a 系统 follow-up.
 */

export type TSignedStateChange = {
  companyId: number;
  signContractId: number;
  /** The e-contract's number (QY…), named in the records. */
  contractNo: string;
  /** The invalidation's (or its revocation's) remark. */
  remark: string;
  userId: number;
  at: Date;
};

const VOIDED: Record<number, number> = {
  [CONTRACT_TYPE.sale]: SALE_CONTRACT_STATE.voided,
  [CONTRACT_TYPE.rent]: RENT_CONTRACT_STATE.voided,
};

/** The state-change remark of a record voided with its e-contract: the revocation looks for it. */
const voidedBy = (contractNo: string) => `电子合同 ${contractNo} 已作废`;
const withRemark = (text: string, remark: string) => (remark ? `${text}；备注：${remark}` : text);

/** The live record of the e-contract, locked; undefined when it has none or it was deleted. */
async function recordOf(tx: TExecutor, c: TSignedStateChange): Promise<TContractDbRow | undefined> {
  const linked = await contractRepository.bySignContract(tx, c.companyId, c.signContractId);
  return linked ? contractRepository.find(tx, c.companyId, linked.id, undefined, true) : undefined;
}

async function moveTo(
  tx: TExecutor,
  c: TSignedStateChange,
  row: TContractDbRow,
  state: number,
  action: string,
  note: string,
): Promise<number | null> {
  const updated = await contractRepository.update(tx, c.companyId, row.id, { state, updatedAt: c.at });
  if (!updated) return null;
  await contractRepository.addStateChange(tx, {
    companyId: c.companyId,
    contractId: row.id,
    fromState: row.state,
    toState: state,
    remark: note,
    userId: c.userId,
    createdAt: c.at,
  });
  const from = contractState(row.contractType, row.state)?.label ?? String(row.state);
  const to = contractState(row.contractType, state)?.label ?? String(state);
  await contractRecord(tx, c, row, c.at, action, withRemark(note, c.remark));
  await appRecordRepository.addFollowUp(tx, contractItem(row), {
    categoryType: CONTRACT_FOLLOW_CATEGORY.system,
    content: `合同状态：${from} → ${to}；${withRemark(note, c.remark)}`,
    userId: null,
    createdAt: c.at,
  });
  return updated.id;
}

/** Moves the e-contract's record to 作废; nothing when it has none, it was deleted or is 作废 already. */
export async function voidSignedRecord(tx: TExecutor, c: TSignedStateChange): Promise<number | null> {
  const row = await recordOf(tx, c);
  const voided = row ? VOIDED[row.contractType] : undefined;
  if (!row || voided === undefined || row.state === voided) return null;
  return moveTo(tx, c, row, voided, '电子合同已作废', voidedBy(c.contractNo));
}

/**
 * Puts the record back to the state it had before its e-contract's invalidation voided it: only when
 * it is still 作废 by that invalidation (its last state change), so a move made by hand since stays.
 */
export async function restoreSignedRecord(tx: TExecutor, c: TSignedStateChange): Promise<number | null> {
  const row = await recordOf(tx, c);
  if (!row || row.state !== VOIDED[row.contractType]) return null;
  const last = (await contractRepository.stateChanges(tx, c.companyId, row.id)).at(-1);
  if (!last || last.toState !== row.state || last.remark !== voidedBy(c.contractNo)) return null;
  return moveTo(tx, c, row, last.fromState, '电子合同撤销作废', `电子合同 ${c.contractNo} 撤销作废`);
}
