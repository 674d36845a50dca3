import type { TExecutor } from '../../platform/db/db.ts';
import type { LeaverSteps, THandover } from '../../platform/hooks/leaver-steps.ts';
import { notify } from '../message/notify.ts';
import { roleRepository } from '../role/role.repository.ts';

/**
 * What every way out of a company does once the account is closed, in the same transaction: leaving
 * (离职, `LeaveService`) and an account cancellation carried out (`AccountService`). The roles go, every
 * hand-over step in `steps` (the app's `deps.hooks.leaverSteps`: listings, customers, approvals, the
 * micro-site …) runs and the receiver is told. `how` is the sentence's verb: 已离职 or 已注销账号.
 */
export async function handOverLeaver(
  steps: LeaverSteps,
  tx: TExecutor,
  h: THandover,
  leaver: { name: string; how: string },
): Promise<void> {
  await roleRepository.setUserRoles(tx, h.companyId, h.fromUserId, []);
  await steps.runAll(tx, h);
  await notify(tx, {
    companyId: h.companyId,
    userIds: [h.toUserId],
    title: '离职交接',
    content: `${leaver.name}${leaver.how}，其名下的房源、客户等已交接给您，请及时跟进。`,
  });
}
