import { USER_STATUS } from '@awb/contract/account.contract';
import { and, asc, eq, inArray, isNotNull, lte, ne } from 'drizzle-orm';
import { committing } from '../../platform/db/after-commit.ts';
import type { TExecutor } from '../../platform/db/db.ts';
import type { TDeps } from '../../platform/deps.ts';
import { handOverLeaver } from '../org/leaver-handover.ts';
import { users } from './user.table.ts';

type TDue = { id: number; companyId: number; status: number; isManager: boolean; name: string };

/** The manager role must pass to someone first: the account waits (the job tries again every hour). */
const WAIT = 'wait';

/**
 * Carries out the cancellations whose 15 days have passed (docs/api.md "Account cancellation"), one
 * transaction per account: the account closes, its sessions end and, for a member of staff, the same
 * hand-over as leaving runs (`handOverLeaver`: every registered step) to the company's manager. One
 * account whose hand-over fails stays as it was and does not hold up the others; the job reports it.
 * Answers how many accounts closed.
 */
export async function closeDueCancellations(deps: TDeps): Promise<number> {
  const now = deps.clock.now();
  const due: TDue[] = await deps.db
    .select({
      id: users.id,
      companyId: users.companyId,
      status: users.status,
      isManager: users.isManager,
      name: users.name,
    })
    .from(users)
    .where(
      and(
        isNotNull(users.cancelExecuteAt),
        lte(users.cancelExecuteAt, now),
        inArray(users.status, [USER_STATUS.pending, USER_STATUS.active]),
      ),
    )
    .orderBy(asc(users.id));
  let closed = 0;
  const failures: unknown[] = [];
  for (const user of due) {
    try {
      // A hand-over step may queue texts (an approval passed on the leaving): sent once it commits.
      if (await committing(() => closeOne(deps, user, now))) closed += 1;
    } catch (error) {
      failures.push(error);
    }
  }
  if (failures.length > 0) throw new AggregateError(failures, `${failures.length} account cancellation(s) failed`);
  return closed;
}

async function closeOne(deps: TDeps, user: TDue, now: Date): Promise<boolean> {
  const { db, sessions } = deps;
  const closed = await db.transaction(async (tx) => {
    // An applicant never joined: they hold nothing to hand over.
    const receiver = user.status === USER_STATUS.active ? await receiverOf(tx, user) : undefined;
    if (receiver === WAIT) return false;
    // Guarded: a second server running the job at once, or a withdrawal meanwhile, finds nothing to do.
    const rows = await tx
      .update(users)
      .set({ status: USER_STATUS.cancelled, updatedAt: now, handoverUserId: receiver ?? null })
      .where(
        and(
          eq(users.companyId, user.companyId),
          eq(users.id, user.id),
          eq(users.status, user.status),
          isNotNull(users.cancelExecuteAt),
          lte(users.cancelExecuteAt, now),
        ),
      )
      .returning({ id: users.id });
    if (rows.length === 0) return false;
    await sessions.revokeAllOf(tx, user.companyId, user.id);
    if (receiver !== undefined) {
      // Nobody processed it: the receiver is recorded as having carried the hand-over out.
      await handOverLeaver(
        deps.hooks.leaverSteps,
        tx,
        { companyId: user.companyId, fromUserId: user.id, toUserId: receiver, byUserId: receiver },
        { name: user.name, how: '已注销账号' },
      );
    }
    return true;
  });
  if (closed) sessions.forgetUser(user.companyId, user.id);
  return closed;
}

/**
 * Who receives what the person holds: the company's first active manager other than them. With no
 * other manager, a manager whose company still has active staff waits (as applying refuses the only
 * manager); when nobody else is active (a company of one), the account closes with nothing to hand over.
 */
async function receiverOf(tx: TExecutor, user: TDue): Promise<number | typeof WAIT | undefined> {
  const others = (isManager?: boolean) =>
    tx
      .select({ id: users.id })
      .from(users)
      .where(
        and(
          eq(users.companyId, user.companyId),
          eq(users.status, USER_STATUS.active),
          ne(users.id, user.id),
          isManager ? eq(users.isManager, true) : undefined,
        ),
      )
      .orderBy(asc(users.id))
      .limit(1);
  const [manager] = await others(true);
  if (manager) return manager.id;
  const [anyone] = await others();
  return anyone && user.isManager ? WAIT : undefined;
}
