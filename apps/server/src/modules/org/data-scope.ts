import { scopeOf } from '@awb/contract/permission-check';
import { DATA_SCOPE } from '@awb/contract/permissions';
import { type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { TRequestContext } from '../../platform/auth/context.ts';

/**
 * The data scope of an app as an SQL condition on a row's owner (a user id column), for list
 * queries: own rows, the caller's department, it and the departments below, or the whole company
 * (undefined: no condition beyond the company one every query has). A caller in no department sees
 * their own rows under the department scopes.
 */
export function ownerScope(ctx: TRequestContext, appType: number, owner: PgColumn | SQL): SQL | undefined {
  const scope = scopeOf(ctx, appType);
  if (scope === DATA_SCOPE.company) return undefined;
  if (scope === DATA_SCOPE.own || ctx.departmentId === null || ctx.departmentPath === null) {
    return sql`${owner} = ${ctx.userId}`;
  }
  if (scope === DATA_SCOPE.department) {
    return sql`${owner} in (select scope_u.id from users scope_u where scope_u.company_id = ${ctx.companyId} and scope_u.department_id = ${ctx.departmentId})`;
  }
  return sql`${owner} in (select scope_u.id from users scope_u join departments scope_d on scope_d.company_id = scope_u.company_id and scope_d.id = scope_u.department_id where scope_u.company_id = ${ctx.companyId} and scope_d.path like ${`${ctx.departmentPath}%`})`;
}

/** Whether one owner is within the caller's scope, for single-row reads and changes. */
export function ownerInScopeSql(ctx: TRequestContext, appType: number, ownerId: number): SQL {
  return ownerScope(ctx, appType, sql`${ownerId}::bigint`) ?? sql`true`;
}
