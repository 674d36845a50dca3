import { ORDER_STATE } from '@awb/contract/recharge-constants';
import { and, asc, count, desc, eq, getTableColumns, inArray, lte, sql } from 'drizzle-orm';
import type { TExecutor } from '../../platform/db/db.ts';
import { users } from '../account/user.table.ts';
import { rechargeOrders, rechargePlans, type TGranted } from './recharge.table.ts';

export type TPlanRow = typeof rechargePlans.$inferSelect;
export type TOrderRow = typeof rechargeOrders.$inferSelect;
/** An order with its plan's name and the name of who placed it. */
export type TOrderView = TOrderRow & { planName: string; userName: string };

const RECORD_STATES = [ORDER_STATE.paid, ORDER_STATE.refunded];

const orderSelection = {
  ...getTableColumns(rechargeOrders),
  planName: sql<string>`coalesce(${rechargePlans.name}, '')`,
  userName: sql<string>`coalesce(${users.name}, '')`,
};

/** SQL of the recharge centre; every order statement is scoped by the company. */
export const rechargeRepository = {
  plans(db: TExecutor, appType: number): Promise<TPlanRow[]> {
    return db
      .select()
      .from(rechargePlans)
      .where(
        and(
          eq(rechargePlans.active, true),
          appType ? sql`${rechargePlans.appTypes} @> ${JSON.stringify([appType])}::jsonb` : undefined,
        ),
      )
      .orderBy(asc(rechargePlans.sort), asc(rechargePlans.id));
  },

  async plan(db: TExecutor, planId: number): Promise<TPlanRow | undefined> {
    const [row] = await db
      .select()
      .from(rechargePlans)
      .where(and(eq(rechargePlans.id, planId), eq(rechargePlans.active, true)));
    return row;
  },

  async insertOrder(db: TExecutor, values: typeof rechargeOrders.$inferInsert): Promise<void> {
    await db.insert(rechargeOrders).values(values);
  },

  async order(db: TExecutor, companyId: number, orderNo: string): Promise<TOrderView | undefined> {
    const [row] = await db
      .select(orderSelection)
      .from(rechargeOrders)
      .leftJoin(rechargePlans, eq(rechargePlans.id, rechargeOrders.planId))
      .leftJoin(users, and(eq(users.id, rechargeOrders.userId), eq(users.companyId, rechargeOrders.companyId)))
      .where(and(eq(rechargeOrders.companyId, companyId), eq(rechargeOrders.orderNo, orderNo)));
    return row;
  },

  /** Closes the company's unpaid orders whose deadline has passed (lazily, on the company's next call). */
  async closeOverdue(db: TExecutor, companyId: number, now: Date): Promise<void> {
    await db
      .update(rechargeOrders)
      .set({ state: ORDER_STATE.closed, closedAt: sql`${rechargeOrders.payBefore}` })
      .where(
        and(
          eq(rechargeOrders.companyId, companyId),
          eq(rechargeOrders.state, ORDER_STATE.pending),
          lte(rechargeOrders.payBefore, now),
        ),
      );
  },

  async latestPending(db: TExecutor, companyId: number): Promise<string> {
    const [row] = await db
      .select({ orderNo: rechargeOrders.orderNo })
      .from(rechargeOrders)
      .where(and(eq(rechargeOrders.companyId, companyId), eq(rechargeOrders.state, ORDER_STATE.pending)))
      .orderBy(desc(rechargeOrders.createdAt))
      .limit(1);
    return row?.orderNo ?? '';
  },

  /** Records the gateway's payment of a pending order; false when the order is no longer pending. */
  async setPayment(
    db: TExecutor,
    companyId: number,
    orderNo: string,
    payment: { payChannel: number; tradeNo: string; payUrl: string; qrCode: string },
  ): Promise<boolean> {
    const rows = await db
      .update(rechargeOrders)
      .set(payment)
      .where(
        and(
          eq(rechargeOrders.companyId, companyId),
          eq(rechargeOrders.orderNo, orderNo),
          eq(rechargeOrders.state, ORDER_STATE.pending),
        ),
      )
      .returning({ id: rechargeOrders.id });
    return rows.length > 0;
  },

  /**
   * Marks an order paid, once: only a pending order or one closed by its deadline (the money was taken
   * all the same) changes; a repeated notice finds it paid and changes nothing (undefined).
   */
  async markPaid(
    db: TExecutor,
    companyId: number,
    orderNo: string,
    paid: { paidAt: Date; tradeNo: string },
  ): Promise<TOrderRow | undefined> {
    const [row] = await db
      .update(rechargeOrders)
      .set({ state: ORDER_STATE.paid, paidAt: paid.paidAt, tradeNo: paid.tradeNo, closedAt: null })
      .where(
        and(
          eq(rechargeOrders.companyId, companyId),
          eq(rechargeOrders.orderNo, orderNo),
          inArray(rechargeOrders.state, [ORDER_STATE.pending, ORDER_STATE.closed]),
        ),
      )
      .returning();
    return row;
  },

  async setGranted(db: TExecutor, companyId: number, orderNo: string, granted: TGranted): Promise<void> {
    await db
      .update(rechargeOrders)
      .set({ granted })
      .where(and(eq(rechargeOrders.companyId, companyId), eq(rechargeOrders.orderNo, orderNo)));
  },

  async records(
    db: TExecutor,
    companyId: number,
    page: { pageindex: number; pagesize: number },
  ): Promise<{ rows: TOrderView[]; total: number }> {
    const where = and(eq(rechargeOrders.companyId, companyId), inArray(rechargeOrders.state, RECORD_STATES));
    const rows = await db
      .select(orderSelection)
      .from(rechargeOrders)
      .leftJoin(rechargePlans, eq(rechargePlans.id, rechargeOrders.planId))
      .leftJoin(users, and(eq(users.id, rechargeOrders.userId), eq(users.companyId, rechargeOrders.companyId)))
      .where(where)
      .orderBy(desc(rechargeOrders.paidAt), desc(rechargeOrders.id))
      .limit(page.pagesize)
      .offset((page.pageindex - 1) * page.pagesize);
    const [total] = await db.select({ n: count() }).from(rechargeOrders).where(where);
    return { rows, total: total?.n ?? 0 };
  },
};
