import { APPLY_STATUS } from '@awb/contract/staff.contract';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { TExecutor } from '../../platform/db/db.ts';
import { cappedCount, pageOffset } from '../../platform/db/list.ts';
import { users } from '../account/user.table.ts';
import { joinApplications } from './application.table.ts';

const handler = alias(users, 'handler');

export type TApplicationRow = typeof joinApplications.$inferSelect;

/** SQL for join applications, always scoped by company. */
export const applicationRepository = {
  async insert(db: TExecutor, values: { companyId: number; userId: number }): Promise<void> {
    await db.insert(joinApplications).values(values);
  },

  async pendingCount(db: TExecutor, companyId: number): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(joinApplications)
      .where(and(eq(joinApplications.companyId, companyId), eq(joinApplications.status, APPLY_STATUS.pending)));
    return row?.n ?? 0;
  },

  async page(
    db: TExecutor,
    companyId: number,
    status: number | undefined,
    page: { pageindex: number; pagesize: number },
  ) {
    const where = and(
      eq(joinApplications.companyId, companyId),
      status === undefined ? undefined : eq(joinApplications.status, status),
    );
    const rows = await db
      .select({
        application: joinApplications,
        userName: users.name,
        phone: users.phone,
        handlerName: handler.name,
      })
      .from(joinApplications)
      .innerJoin(users, and(eq(users.companyId, joinApplications.companyId), eq(users.id, joinApplications.userId)))
      .leftJoin(
        handler,
        and(eq(handler.companyId, joinApplications.companyId), eq(handler.id, joinApplications.handledBy)),
      )
      .where(where)
      // Pending ones first, then the newest.
      .orderBy(sql`${joinApplications.status} = ${APPLY_STATUS.pending} desc`, desc(joinApplications.id))
      .limit(page.pagesize)
      .offset(pageOffset(page.pageindex, page.pagesize));
    return { rows, total: await cappedCount(db, joinApplications, where) };
  },

  async findById(db: TExecutor, companyId: number, id: number): Promise<TApplicationRow | undefined> {
    const [row] = await db
      .select()
      .from(joinApplications)
      .where(and(eq(joinApplications.companyId, companyId), eq(joinApplications.id, id)))
      .limit(1);
    return row;
  },

  /** Decides a pending application; false when it was no longer pending. */
  async decide(
    db: TExecutor,
    companyId: number,
    id: number,
    values: { status: number; handledBy: number; handledAt: Date },
  ): Promise<boolean> {
    const rows = await db
      .update(joinApplications)
      .set(values)
      .where(
        and(
          eq(joinApplications.companyId, companyId),
          eq(joinApplications.id, id),
          eq(joinApplications.status, APPLY_STATUS.pending),
        ),
      )
      .returning({ id: joinApplications.id });
    return rows.length > 0;
  },
};
