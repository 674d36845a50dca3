import { USER_STATUS } from '@awb/contract/account.contract';
import { formatTime } from '@awb/contract/common/china-time';
import { APPLY_STATUS, STAFF_MSG, type ZApplication } from '@awb/contract/staff.contract';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { TRequestContext } from '../../platform/auth/context.ts';
import type { TDeps } from '../../platform/deps.ts';
import { invalid, notFound } from '../../platform/errors.ts';
import { users } from '../account/user.table.ts';
import { notify } from '../message/notify.ts';
import { roleRepository } from '../role/role.repository.ts';
import { applicationRepository } from './application.repository.ts';
import { StaffService } from './staff.service.ts';

type TDecision = { applyId: number; status: number; deptId: number | null; jobId: number | null; roleIds: number[] };

/** Join applications: a person registered with the invite code waits (status 0) until decided here. */
export class ApplicationService {
  private readonly staff: StaffService;
  constructor(private readonly deps: TDeps) {
    this.staff = new StaffService(deps);
  }

  async count(ctx: TRequestContext): Promise<{ count: number }> {
    return { count: await applicationRepository.pendingCount(this.deps.db, ctx.companyId) };
  }

  async list(
    ctx: TRequestContext,
    q: { pageindex: number; pagesize: number; status?: number | undefined },
  ): Promise<{ rows: z.input<typeof ZApplication>[]; total: number }> {
    const page = await applicationRepository.page(this.deps.db, ctx.companyId, q.status, q);
    return {
      rows: page.rows.map((r) => ({
        applyId: r.application.id,
        userId: r.application.userId,
        userName: r.userName,
        phone: r.phone,
        status: r.application.status,
        createdAt: formatTime(r.application.createdAt),
        handledAt: formatTime(r.application.handledAt),
        handlerName: r.handlerName ?? '',
      })),
      total: page.total,
    };
  }

  async decide(ctx: TRequestContext, input: TDecision): Promise<void> {
    const { db, clock, sessions } = this.deps;
    const application = await applicationRepository.findById(db, ctx.companyId, input.applyId);
    if (!application) throw notFound('申请不存在');
    if (application.status !== APPLY_STATUS.pending) throw invalid(STAFF_MSG.applicationHandled);
    const approve = input.status === APPLY_STATUS.approved;
    if (approve) await this.staff.checkReferences(ctx, { ...input, deptId: input.deptId ?? ctx.departmentId });

    await db.transaction(async (tx) => {
      const decided = await applicationRepository.decide(tx, ctx.companyId, application.id, {
        status: input.status,
        handledBy: ctx.userId,
        handledAt: clock.now(),
      });
      if (!decided) throw invalid(STAFF_MSG.applicationHandled);
      const person = await tx
        .update(users)
        .set({
          status: approve ? USER_STATUS.active : USER_STATUS.rejected,
          ...(approve ? { departmentId: input.deptId ?? ctx.departmentId, jobId: input.jobId } : {}),
          updatedAt: clock.now(),
        })
        .where(
          and(
            eq(users.companyId, ctx.companyId),
            eq(users.id, application.userId),
            eq(users.status, USER_STATUS.pending),
          ),
        )
        .returning({ id: users.id });
      // The person withdrew (cancelled their account) meanwhile.
      if (person.length === 0) throw invalid(STAFF_MSG.applicationHandled);
      if (approve) {
        await roleRepository.setUserRoles(tx, ctx.companyId, application.userId, input.roleIds);
        await notify(tx, {
          companyId: ctx.companyId,
          userIds: [application.userId],
          title: '加入申请已通过',
          content: '管理员已通过您的加入申请，欢迎加入！',
        });
      } else {
        await sessions.revokeAllOf(tx, ctx.companyId, application.userId);
      }
    });
    sessions.forgetUser(ctx.companyId, application.userId);
  }
}
