import { USER_STATUS } from '@awb/contract/account.contract';
import { CODE } from '@awb/contract/common/codes';
import { STAFF_MSG } from '@awb/contract/staff.contract';
import { and, eq } from 'drizzle-orm';
import type { TRequestContext } from '../../platform/auth/context.ts';
import { committing } from '../../platform/db/after-commit.ts';
import type { TDeps } from '../../platform/deps.ts';
import { AppError, invalid } from '../../platform/errors.ts';
import type { THandoverStep } from '../../platform/hooks/leaver-steps.ts';
import { userRepository } from '../account/user.repository.ts';
import { users } from '../account/user.table.ts';
import { departmentRepository } from './department.repository.ts';
import { handOverLeaver } from './leaver-handover.ts';
import { StaffService } from './staff.service.ts';

/** The organisation's own share of a hand-over: departments the leaver led get the colleague. */
export const departmentLeaderHandover: THandoverStep = {
  name: 'org.departmentLeaders',
  run: (tx, h) => departmentRepository.replaceLeader(tx, h.companyId, h.fromUserId, h.toUserId),
};

type TLeave = { userId: number; handoverUserId: number; reason: string };

/** Leaving: the account closes, its sessions end, and what it holds goes to a colleague, atomically. */
export class LeaveService {
  private readonly staff: StaffService;
  constructor(private readonly deps: TDeps) {
    this.staff = new StaffService(deps);
  }

  leave(ctx: TRequestContext, input: TLeave): Promise<void> {
    // A hand-over step may queue texts (an approval passed on the leaving): sent once it commits.
    return committing(() => this.closeAndHandOver(ctx, input));
  }

  private async closeAndHandOver(ctx: TRequestContext, input: TLeave): Promise<void> {
    const { db, sessions, clock } = this.deps;
    if (input.userId === ctx.userId) throw invalid(STAFF_MSG.leaveSelf);
    const leaver = await this.staff.inScope(ctx, input.userId);
    if (leaver.status !== USER_STATUS.active) throw invalid(STAFF_MSG.notActive);
    if (leaver.isManager && !ctx.isManager) throw new AppError(CODE.noPermission, STAFF_MSG.managerOnly);
    if (input.handoverUserId === input.userId) throw invalid(STAFF_MSG.handoverSelf);
    const colleague = await userRepository.findById(db, ctx.companyId, input.handoverUserId);
    if (colleague?.status !== USER_STATUS.active) throw invalid(STAFF_MSG.handoverInvalid);
    if (leaver.isManager && (await userRepository.activeManagerIds(db, ctx.companyId)).length <= 1) {
      throw invalid(STAFF_MSG.lastManager);
    }

    await db.transaction(async (tx) => {
      const left = await tx
        .update(users)
        .set({
          status: USER_STATUS.left,
          leftAt: clock.now(),
          leaveReason: input.reason,
          handoverUserId: colleague.id,
          updatedAt: clock.now(),
        })
        .where(
          and(eq(users.companyId, ctx.companyId), eq(users.id, input.userId), eq(users.status, USER_STATUS.active)),
        )
        .returning({ id: users.id });
      // Someone else processed the same leaving a moment earlier.
      if (left.length === 0) throw invalid(STAFF_MSG.notActive);
      await sessions.revokeAllOf(tx, ctx.companyId, input.userId);
      await handOverLeaver(
        this.deps.hooks.leaverSteps,
        tx,
        { companyId: ctx.companyId, fromUserId: input.userId, toUserId: colleague.id, byUserId: ctx.userId },
        { name: leaver.userName, how: '已离职' },
      );
    });
    sessions.forgetUser(ctx.companyId, input.userId);
  }
}
