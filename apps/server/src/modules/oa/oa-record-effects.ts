import { APPROVAL_STATUS, APPROVAL_STATUS_NAMES } from '@awb/contract/oa-fields';
import { keptIfCompleted } from '../../platform/db/after-commit.ts';
import type { TExecutor } from '../../platform/db/db.ts';
import { AppError } from '../../platform/errors.ts';
import type { HeldActions } from '../../platform/hooks/held-actions.ts';
import { notify } from '../message/notify.ts';
import { oaRecordRepository as repo, type TRecordDbRow } from './oa-record.repository.ts';

/**
 * What a request's progress does outside its own rows: the held action run on the final pass, and the
 * reminders of the message centre (待审批 to a step's approvers, the result to the sponsor and copies).
 */
export const oaRecordEffects = {
  /**
   * Runs the held action in a savepoint: an AppError (a precondition no longer holds) is the reason it
   * could not run. What the action queues for after the commit (texts) is dropped with the savepoint.
   */
  async execute(
    tx: TExecutor,
    actions: HeldActions,
    record: TRecordDbRow,
    approverId: number,
    at: Date,
  ): Promise<string> {
    const executor = actions.executor(record.action);
    if (!executor) throw new Error(`no executor registered for ${record.action}`);
    try {
      await keptIfCompleted(() =>
        tx.transaction(async (sp) =>
          executor(sp, {
            companyId: record.companyId,
            sponsorId: record.sponsorId,
            approverId,
            approvalId: record.id,
            itemId: record.itemId,
            targetType: record.targetType,
            targetId: record.targetId,
            payload: record.payload,
            remark: record.remark,
            at,
          }),
        ),
      );
      return '';
    } catch (error) {
      if (error instanceof AppError) return error.message;
      throw error;
    }
  },

  remindStep(tx: TExecutor, record: TRecordDbRow, step: number): Promise<void> {
    return oaRecordEffects.remindUsers(tx, record, record.steps[step]?.userIds ?? []);
  },

  async remindUsers(tx: TExecutor, record: TRecordDbRow, userIds: number[]): Promise<void> {
    const names = await repo.names(tx, record.companyId, [record.sponsorId]);
    await notify(tx, {
      companyId: record.companyId,
      userIds,
      title: `待审批：${record.flowName}`,
      content: `${names.get(record.sponsorId) ?? ''}提交的审批等待您处理：${record.title}`,
    });
  },

  async remindResult(tx: TExecutor, record: TRecordDbRow, status: number, note: string): Promise<void> {
    const word = APPROVAL_STATUS_NAMES[status] ?? '';
    const content = `${record.title}${note ? `；${note}` : ''}`;
    await notify(tx, {
      companyId: record.companyId,
      userIds: [record.sponsorId],
      title: `您提交的${record.flowName}${word}`,
      content,
    });
    if (status !== APPROVAL_STATUS.passed) return;
    await notify(tx, {
      companyId: record.companyId,
      userIds: await repo.copies(tx, record.companyId, record.id),
      title: `抄送：${record.flowName}${word}`,
      content,
    });
  },
};
