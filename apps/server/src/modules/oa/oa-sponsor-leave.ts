import { APPROVAL_STATUS, OA_MSG } from '@awb/contract/oa-fields';
import { and, asc, eq } from 'drizzle-orm';
import type { TClock } from '../../platform/clock.ts';
import type { TExecutor } from '../../platform/db/db.ts';
import type { THandover, THandoverStep } from '../../platform/hooks/leaver-steps.ts';
import { notify } from '../message/notify.ts';
import { oaRecordRepository as repo, type TRecordDbRow } from './oa-record.repository.ts';
import { approvalRecords, approvalSteps } from './oa-record.table.ts';

const WAITING = 0;

/**
 * A sponsor who leaves (离职, or an account cancellation carried out; docs/approvals.md "A sponsor who
 * leaves"): in the leaving transaction, every request of theirs still pending is withdrawn (已撤回, with
 * `result` 发起人已离职) by the same guarded claim as a pass, so the held action never runs on behalf of
 * someone gone; the waiting turns of its approvers are dropped and those of the current step are told.
 */
export function sponsorLeaveStep(clock: TClock): THandoverStep {
  return {
    name: 'oa.sponsorRequests',
    async run(tx, h) {
      const now = clock.now();
      for (const seen of await pendingOf(tx, h)) {
        // A decision committed meanwhile leaves nothing to withdraw.
        const record = await repo.claim(tx, h.companyId, seen.id, seen.currentStep, now);
        if (record) await withdraw(tx, record, now);
      }
    },
  };
}

function pendingOf(tx: TExecutor, h: THandover): Promise<TRecordDbRow[]> {
  return tx
    .select()
    .from(approvalRecords)
    .where(
      and(
        eq(approvalRecords.companyId, h.companyId),
        eq(approvalRecords.sponsorId, h.fromUserId),
        eq(approvalRecords.status, APPROVAL_STATUS.pending),
      ),
    )
    .orderBy(asc(approvalRecords.id));
}

async function withdraw(tx: TExecutor, record: TRecordDbRow, now: Date): Promise<void> {
  const { companyId, id } = record;
  await repo.update(tx, companyId, id, {
    status: APPROVAL_STATUS.withdrawn,
    result: OA_MSG.sponsorLeft,
    finishedAt: now,
  });
  const dropped = await tx
    .delete(approvalSteps)
    .where(
      and(eq(approvalSteps.companyId, companyId), eq(approvalSteps.recordId, id), eq(approvalSteps.state, WAITING)),
    )
    .returning({ userId: approvalSteps.userId, step: approvalSteps.step });
  const told = dropped.filter((r) => r.step === record.currentStep).map((r) => r.userId);
  const names = await repo.names(tx, companyId, [record.sponsorId]);
  await notify(tx, {
    companyId,
    userIds: told,
    title: `审批已撤回：${record.flowName}`,
    content: `${names.get(record.sponsorId) ?? ''}${OA_MSG.sponsorLeft}，其提交的审批已撤回：${record.title}`,
  });
}
