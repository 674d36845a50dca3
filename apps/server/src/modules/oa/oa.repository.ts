import { USER_STATUS } from '@awb/contract/account.contract';
import { and, asc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { TExecutor } from '../../platform/db/db.ts';
import { users } from '../account/user.table.ts';
import { departments } from '../org/department.table.ts';
import { roles, userRoles } from '../role/role.table.ts';
import { oaFlowItems, oaFlows, oaGroups } from './oa.table.ts';

export type TOaGroupRow = typeof oaGroups.$inferSelect;
export type TOaFlowDbRow = typeof oaFlows.$inferSelect;
export type TOaFlowInsert = typeof oaFlows.$inferInsert;

const liveFlow = (companyId: number) => and(eq(oaFlows.companyId, companyId), isNull(oaFlows.deletedAt));

/** SQL of approval groups and flows; always scoped by company. */
export const oaRepository = {
  groups(db: TExecutor, companyId: number): Promise<TOaGroupRow[]> {
    return db
      .select()
      .from(oaGroups)
      .where(eq(oaGroups.companyId, companyId))
      .orderBy(asc(oaGroups.sort), asc(oaGroups.id));
  },

  async group(db: TExecutor, companyId: number, groupId: number): Promise<TOaGroupRow | undefined> {
    const [row] = await db
      .select()
      .from(oaGroups)
      .where(and(eq(oaGroups.companyId, companyId), eq(oaGroups.id, groupId)));
    return row;
  },

  async maxSort(db: TExecutor, companyId: number): Promise<number> {
    const [row] = await db
      .select({ n: sql<number>`coalesce(max(${oaGroups.sort}), 0)` })
      .from(oaGroups)
      .where(eq(oaGroups.companyId, companyId));
    return Number(row?.n ?? 0);
  },

  async addGroup(db: TExecutor, row: typeof oaGroups.$inferInsert): Promise<TOaGroupRow> {
    const [created] = await db.insert(oaGroups).values(row).returning();
    if (!created) throw new Error('oa group insert returned nothing');
    return created;
  },

  async updateGroup(
    db: TExecutor,
    companyId: number,
    groupId: number,
    set: Partial<Pick<TOaGroupRow, 'name' | 'sort' | 'updatedAt'>>,
  ): Promise<TOaGroupRow | undefined> {
    const [row] = await db
      .update(oaGroups)
      .set(set)
      .where(and(eq(oaGroups.companyId, companyId), eq(oaGroups.id, groupId)))
      .returning();
    return row;
  },

  async deleteGroup(db: TExecutor, companyId: number, groupId: number, now: Date): Promise<boolean> {
    await db
      .update(oaFlows)
      .set({ groupId: 0, updatedAt: now })
      .where(and(eq(oaFlows.companyId, companyId), eq(oaFlows.groupId, groupId)));
    const gone = await db
      .delete(oaGroups)
      .where(and(eq(oaGroups.companyId, companyId), eq(oaGroups.id, groupId)))
      .returning({ id: oaGroups.id });
    return gone.length > 0;
  },

  flows(db: TExecutor, companyId: number): Promise<TOaFlowDbRow[]> {
    return db.select().from(oaFlows).where(liveFlow(companyId)).orderBy(asc(oaFlows.id));
  },

  async flow(db: TExecutor, companyId: number, flowId: number, lock = false): Promise<TOaFlowDbRow | undefined> {
    const q = db
      .select()
      .from(oaFlows)
      .where(and(liveFlow(companyId), eq(oaFlows.id, flowId)));
    const [row] = lock ? await q.for('update') : await q;
    return row;
  },

  async addFlow(db: TExecutor, row: TOaFlowInsert): Promise<TOaFlowDbRow> {
    const [created] = await db.insert(oaFlows).values(row).returning();
    if (!created) throw new Error('oa flow insert returned nothing');
    return created;
  },

  async updateFlow(
    db: TExecutor,
    companyId: number,
    flowId: number,
    set: Partial<TOaFlowInsert>,
  ): Promise<TOaFlowDbRow | undefined> {
    const [row] = await db
      .update(oaFlows)
      .set(set)
      .where(and(liveFlow(companyId), eq(oaFlows.id, flowId)))
      .returning();
    return row;
  },

  /** Item rows of the company's live flows (enabled or not). */
  flowItems(db: TExecutor, companyId: number, appType?: number) {
    return db
      .select({
        flowId: oaFlowItems.flowId,
        appType: oaFlowItems.appType,
        itemId: oaFlowItems.itemId,
        enabled: oaFlowItems.enabled,
      })
      .from(oaFlowItems)
      .where(
        and(eq(oaFlowItems.companyId, companyId), appType === undefined ? undefined : eq(oaFlowItems.appType, appType)),
      );
  },

  /** Enabled flows, other than `exceptFlowId`, already covering any of the items. */
  takenItems(db: TExecutor, companyId: number, appType: number, itemIds: number[], exceptFlowId: number) {
    return db
      .select({ itemId: oaFlowItems.itemId, flowId: oaFlowItems.flowId })
      .from(oaFlowItems)
      .where(
        and(
          eq(oaFlowItems.companyId, companyId),
          eq(oaFlowItems.appType, appType),
          eq(oaFlowItems.enabled, 1),
          inArray(oaFlowItems.itemId, itemIds),
          ne(oaFlowItems.flowId, exceptFlowId),
        ),
      );
  },

  async setFlowItems(
    db: TExecutor,
    companyId: number,
    flowId: number,
    appType: number,
    itemIds: number[],
    enabled: number,
  ): Promise<void> {
    await db.delete(oaFlowItems).where(and(eq(oaFlowItems.companyId, companyId), eq(oaFlowItems.flowId, flowId)));
    if (itemIds.length === 0) return;
    await db.insert(oaFlowItems).values(itemIds.map((itemId) => ({ companyId, flowId, appType, itemId, enabled })));
  },

  async setFlowItemsEnabled(db: TExecutor, companyId: number, flowId: number, enabled: number): Promise<void> {
    await db
      .update(oaFlowItems)
      .set({ enabled })
      .where(and(eq(oaFlowItems.companyId, companyId), eq(oaFlowItems.flowId, flowId)));
  },

  /** The enabled flow covering an item, if any. */
  async coveringFlow(
    db: TExecutor,
    companyId: number,
    appType: number,
    itemId: number,
  ): Promise<TOaFlowDbRow | undefined> {
    const [row] = await db
      .select({ flow: oaFlows })
      .from(oaFlowItems)
      .innerJoin(oaFlows, and(eq(oaFlows.companyId, oaFlowItems.companyId), eq(oaFlows.id, oaFlowItems.flowId)))
      .where(
        and(
          eq(oaFlowItems.companyId, companyId),
          eq(oaFlowItems.appType, appType),
          eq(oaFlowItems.itemId, itemId),
          eq(oaFlowItems.enabled, 1),
          isNull(oaFlows.deletedAt),
        ),
      );
    return row?.flow;
  },

  /** Names of the company's active users among `ids` (others are left out). */
  async userNames(db: TExecutor, companyId: number, ids: number[]): Promise<Map<number, string>> {
    if (ids.length === 0) return new Map();
    const rows = await db
      .select({ id: users.id, name: users.name })
      .from(users)
      .where(and(eq(users.companyId, companyId), eq(users.status, USER_STATUS.active), inArray(users.id, ids)));
    return new Map(rows.map((r) => [r.id, r.name]));
  },

  async roleIdsOf(db: TExecutor, companyId: number, userId: number): Promise<number[]> {
    const rows = await db
      .select({ roleId: userRoles.roleId })
      .from(userRoles)
      .where(and(eq(userRoles.companyId, companyId), eq(userRoles.userId, userId)));
    return rows.map((r) => r.roleId);
  },

  /** How many of `ids` are departments / roles of the company. */
  async countOwn(db: TExecutor, companyId: number, kind: 'departments' | 'roles', ids: number[]): Promise<number> {
    if (ids.length === 0) return 0;
    const table = kind === 'departments' ? departments : roles;
    const [row] = await db
      .select({ n: sql<number>`count(*)` })
      .from(table)
      .where(and(eq(table.companyId, companyId), inArray(table.id, ids)));
    return Number(row?.n ?? 0);
  },
};
