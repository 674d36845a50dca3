import { USER_STATUS } from '@awb/contract/account.contract';
import { PUSH_STATE } from '@awb/contract/promotion-constants';
import { and, asc, eq, inArray, lt } from 'drizzle-orm';
import type { TExecutor } from '../../platform/db/db.ts';
import { users } from '../account/user.table.ts';
import { promotionBindings, promotionPushes } from './promotion.table.ts';

export type TBindingRow = typeof promotionBindings.$inferSelect;
export type TPushRow = typeof promotionPushes.$inferSelect;
export type TPushValues = Omit<typeof promotionPushes.$inferInsert, 'id'>;
export type TPerson = { id: number; name: string; phone: string };

/** SQL of 房源推广: every statement is scoped by the caller's company first. */
export const promotionRepository = {
  async bindings(db: TExecutor, companyId: number): Promise<TBindingRow[]> {
    return db.select().from(promotionBindings).where(eq(promotionBindings.companyId, companyId));
  },

  async binding(db: TExecutor, companyId: number, portal: number): Promise<TBindingRow | undefined> {
    const [row] = await db
      .select()
      .from(promotionBindings)
      .where(and(eq(promotionBindings.companyId, companyId), eq(promotionBindings.portal, portal)));
    return row;
  },

  async saveBinding(db: TExecutor, values: Omit<typeof promotionBindings.$inferInsert, 'id'>): Promise<void> {
    await db
      .insert(promotionBindings)
      .values(values)
      .onConflictDoUpdate({
        target: [promotionBindings.companyId, promotionBindings.portal],
        set: { fields: values.fields, secrets: values.secrets, open: values.open, updatedAt: values.updatedAt },
      });
  },

  async setOpen(db: TExecutor, companyId: number, portal: number, open: boolean, at: Date): Promise<boolean> {
    const rows = await db
      .update(promotionBindings)
      .set({ open, updatedAt: at })
      .where(and(eq(promotionBindings.companyId, companyId), eq(promotionBindings.portal, portal)))
      .returning({ id: promotionBindings.id });
    return rows.length > 0;
  },

  async deleteBinding(db: TExecutor, companyId: number, portal: number): Promise<boolean> {
    const rows = await db
      .delete(promotionBindings)
      .where(and(eq(promotionBindings.companyId, companyId), eq(promotionBindings.portal, portal)))
      .returning({ id: promotionBindings.id });
    return rows.length > 0;
  },

  async push(db: TExecutor, companyId: number, portal: number, houseId: number): Promise<TPushRow | undefined> {
    const [row] = await db
      .select()
      .from(promotionPushes)
      .where(
        and(
          eq(promotionPushes.companyId, companyId),
          eq(promotionPushes.portal, portal),
          eq(promotionPushes.houseId, houseId),
        ),
      );
    return row;
  },

  /** Pushes of every company still 推送中 and untouched since `before`, oldest first (the poll job). */
  async pendingPushes(db: TExecutor, before: Date, limit: number): Promise<TPushRow[]> {
    return db
      .select()
      .from(promotionPushes)
      .where(and(eq(promotionPushes.state, PUSH_STATE.pushing), lt(promotionPushes.updatedAt, before)))
      .orderBy(asc(promotionPushes.updatedAt))
      .limit(limit);
  },

  async pushesOfHouse(db: TExecutor, companyId: number, houseId: number): Promise<TPushRow[]> {
    return db
      .select()
      .from(promotionPushes)
      .where(and(eq(promotionPushes.companyId, companyId), eq(promotionPushes.houseId, houseId)));
  },

  async pushesOn(db: TExecutor, companyId: number, portal: number, houseIds: number[]): Promise<TPushRow[]> {
    if (houseIds.length === 0) return [];
    return db
      .select()
      .from(promotionPushes)
      .where(
        and(
          eq(promotionPushes.companyId, companyId),
          eq(promotionPushes.portal, portal),
          inArray(promotionPushes.houseId, houseIds),
        ),
      );
  },

  /** One record per company, portal and listing: a new push replaces the old one. */
  async savePush(db: TExecutor, values: TPushValues): Promise<TPushRow> {
    const [row] = await db
      .insert(promotionPushes)
      .values(values)
      .onConflictDoUpdate({
        target: [promotionPushes.companyId, promotionPushes.portal, promotionPushes.houseId],
        set: { ...values },
      })
      .returning();
    if (!row) throw new Error('push record not saved');
    return row;
  },

  async updatePush(
    db: TExecutor,
    companyId: number,
    id: number,
    set: Partial<Pick<TPushRow, 'state' | 'message' | 'portalListingId' | 'updatedAt'>>,
  ): Promise<void> {
    await db
      .update(promotionPushes)
      .set(set)
      .where(and(eq(promotionPushes.companyId, companyId), eq(promotionPushes.id, id)));
  },

  /** `updatePush` only if the row is still as it was read (state and time): one of several servers wins. */
  async updatePushIf(
    db: TExecutor,
    row: TPushRow,
    set: Partial<Pick<TPushRow, 'state' | 'message' | 'updatedAt'>>,
  ): Promise<boolean> {
    const rows = await db
      .update(promotionPushes)
      .set(set)
      .where(
        and(
          eq(promotionPushes.companyId, row.companyId),
          eq(promotionPushes.id, row.id),
          eq(promotionPushes.state, row.state),
          // Not touched since it was read (times are read to the millisecond).
          lt(promotionPushes.updatedAt, new Date(row.updatedAt.getTime() + 1)),
        ),
      )
      .returning({ id: promotionPushes.id });
    return rows.length > 0;
  },

  async deletePush(db: TExecutor, companyId: number, id: number): Promise<void> {
    await db.delete(promotionPushes).where(and(eq(promotionPushes.companyId, companyId), eq(promotionPushes.id, id)));
  },

  /** Names of people of the company (publishers, pushers); the account module's rows, read only. */
  async people(db: TExecutor, companyId: number, ids: number[]): Promise<Map<number, TPerson>> {
    const unique = [...new Set(ids)].filter((id) => Number.isSafeInteger(id) && id > 0);
    if (unique.length === 0) return new Map();
    const rows = await db
      .select({ id: users.id, name: users.name, phone: users.phone })
      .from(users)
      .where(and(eq(users.companyId, companyId), inArray(users.id, unique)));
    return new Map(rows.map((r) => [r.id, r]));
  },

  /** An active member of the company who may appear as the listing's contact on a portal. */
  async activeMember(db: TExecutor, companyId: number, id: number): Promise<TPerson | undefined> {
    const [row] = await db
      .select({ id: users.id, name: users.name, phone: users.phone })
      .from(users)
      .where(and(eq(users.companyId, companyId), eq(users.id, id), eq(users.status, USER_STATUS.active)));
    return row;
  },
};
