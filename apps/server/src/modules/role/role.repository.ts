import { USER_STATUS } from '@awb/contract/account.contract';
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { TExecutor } from '../../platform/db/db.ts';
import { users } from '../account/user.table.ts';
import { roleGrants, roles, userRoles } from './role.table.ts';

export type TRoleRow = typeof roles.$inferSelect;
export type TGrant = { appType: number; dataScope: number; authData: Record<string, number[]> };

/** SQL for roles, their grants and who holds them; always scoped by company. */
export const roleRepository = {
  async list(db: TExecutor, companyId: number): Promise<(TRoleRow & { userCount: number })[]> {
    const holders = db
      .select({ roleId: userRoles.roleId, n: count().as('n') })
      .from(userRoles)
      .innerJoin(users, and(eq(users.companyId, userRoles.companyId), eq(users.id, userRoles.userId)))
      .where(and(eq(userRoles.companyId, companyId), eq(users.status, USER_STATUS.active)))
      .groupBy(userRoles.roleId)
      .as('holders');
    const rows = await db
      .select({ role: roles, n: holders.n })
      .from(roles)
      .leftJoin(holders, eq(holders.roleId, roles.id))
      .where(eq(roles.companyId, companyId))
      .orderBy(asc(roles.id));
    return rows.map((r) => ({ ...r.role, userCount: Number(r.n ?? 0) }));
  },

  async findById(db: TExecutor, companyId: number, roleId: number): Promise<TRoleRow | undefined> {
    const [row] = await db
      .select()
      .from(roles)
      .where(and(eq(roles.companyId, companyId), eq(roles.id, roleId)))
      .limit(1);
    return row;
  },

  async grants(db: TExecutor, companyId: number, roleId: number): Promise<TGrant[]> {
    const rows = await db
      .select()
      .from(roleGrants)
      .where(and(eq(roleGrants.companyId, companyId), eq(roleGrants.roleId, roleId)))
      .orderBy(asc(roleGrants.appType));
    return rows.map((r) => ({ appType: r.appType, dataScope: r.dataScope, authData: r.items }));
  },

  async insert(db: TExecutor, values: { companyId: number; name: string; remark: string }): Promise<TRoleRow> {
    const [row] = await db.insert(roles).values(values).returning();
    if (!row) throw new Error('role insert returned nothing');
    return row;
  },

  async update(db: TExecutor, companyId: number, roleId: number, values: { name: string; remark: string }) {
    await db
      .update(roles)
      .set({ ...values, updatedAt: new Date() })
      .where(and(eq(roles.companyId, companyId), eq(roles.id, roleId)));
  },

  async remove(db: TExecutor, companyId: number, roleId: number): Promise<void> {
    await db.delete(userRoles).where(and(eq(userRoles.companyId, companyId), eq(userRoles.roleId, roleId)));
    await db.delete(roleGrants).where(and(eq(roleGrants.companyId, companyId), eq(roleGrants.roleId, roleId)));
    await db.delete(roles).where(and(eq(roles.companyId, companyId), eq(roles.id, roleId)));
  },

  /** Replaces the grants of the given app types (all of a role's grants when `onlyApps` is absent). */
  async replaceGrants(
    db: TExecutor,
    companyId: number,
    roleId: number,
    grants: TGrant[],
    onlyApps?: number[],
  ): Promise<void> {
    const scope = [eq(roleGrants.companyId, companyId), eq(roleGrants.roleId, roleId)];
    if (onlyApps) scope.push(inArray(roleGrants.appType, onlyApps));
    await db.delete(roleGrants).where(and(...scope));
    if (grants.length === 0) return;
    await db
      .insert(roleGrants)
      .values(
        grants.map((g) => ({ companyId, roleId, appType: g.appType, dataScope: g.dataScope, items: g.authData })),
      );
  },

  async activeHolders(db: TExecutor, companyId: number, roleId: number): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(userRoles)
      .innerJoin(users, and(eq(users.companyId, userRoles.companyId), eq(users.id, userRoles.userId)))
      .where(
        and(eq(userRoles.companyId, companyId), eq(userRoles.roleId, roleId), eq(users.status, USER_STATUS.active)),
      );
    return row?.n ?? 0;
  },

  /** The ids among `ids` that are roles of the company. */
  async existingIds(db: TExecutor, companyId: number, ids: number[]): Promise<number[]> {
    if (ids.length === 0) return [];
    const rows = await db
      .select({ id: roles.id })
      .from(roles)
      .where(and(eq(roles.companyId, companyId), inArray(roles.id, ids)));
    return rows.map((r) => r.id);
  },

  async rolesOf(db: TExecutor, companyId: number, userId: number): Promise<{ roleId: number; roleName: string }[]> {
    return db
      .select({ roleId: roles.id, roleName: roles.name })
      .from(userRoles)
      .innerJoin(roles, and(eq(roles.companyId, userRoles.companyId), eq(roles.id, userRoles.roleId)))
      .where(and(eq(userRoles.companyId, companyId), eq(userRoles.userId, userId)))
      .orderBy(asc(roles.id));
  },

  async setUserRoles(db: TExecutor, companyId: number, userId: number, roleIds: number[]): Promise<void> {
    await db.delete(userRoles).where(and(eq(userRoles.companyId, companyId), eq(userRoles.userId, userId)));
    if (roleIds.length === 0) return;
    await db.insert(userRoles).values([...new Set(roleIds)].map((roleId) => ({ companyId, userId, roleId })));
  },
};
