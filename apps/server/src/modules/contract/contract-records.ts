import { APP_TYPE } from '@awb/contract/common/apps';
import { CONTRACT_CLOSED_STATES } from '@awb/contract/contract-fields';
import { APP_RECORD_TYPE } from '@awb/contract/housing-options';
import type { TRequestContext } from '../../platform/auth/context.ts';
import type { TExecutor } from '../../platform/db/db.ts';
import { appRecordRepository } from '../housing/app-record/app-record.repository.ts';
import type { TContractDbRow } from './contract.repository.ts';

/** The `/app/*` item of a contract: app type 5, its type (1 sale, 2 rent) and id. */
export function contractItem(row: Pick<TContractDbRow, 'companyId' | 'contractType' | 'id'>) {
  return { companyId: row.companyId, appType: APP_TYPE.contract, itemType: row.contractType, itemId: row.id };
}

/** Writes an app record about a contract (page contract/other-record). */
export function contractRecord(
  db: TExecutor,
  ctx: Pick<TRequestContext, 'userId'>,
  row: TContractDbRow,
  at: Date,
  action: string,
  content = '',
  recordType: number = APP_RECORD_TYPE.operation,
): Promise<void> {
  return appRecordRepository.addRecord(db, contractItem(row), {
    recordType,
    action,
    content,
    userId: ctx.userId,
    createdAt: at,
  });
}

/** 完成 and 作废: edited, moved on or deleted only by a manager (docs/contract.md "Transitions"). */
export function isClosed(row: Pick<TContractDbRow, 'contractType' | 'state'>): boolean {
  return (CONTRACT_CLOSED_STATES[row.contractType] ?? []).includes(row.state);
}
