import { and, eq, sql } from 'drizzle-orm';
import type { SessionService } from '../../platform/auth/session.service.ts';
import type { TExecutor } from '../../platform/db/db.ts';
import { prepared } from '../../platform/db/prepared.ts';
import { companyApps } from '../app-use/company-app.table.ts';
import { companies } from '../company/company.table.ts';
import { roles, userRoles } from '../role/role.table.ts';
import { users } from './user.table.ts';

/**
 * What `POST /user/initialize` shows, in ONE statement: the caller, the company, the
 * caller's role names (in role order) and the company's open apps (ascending), instead of four
 * round trips. Prepared once: a lookup by key, so on PGlite it keeps one plan (decision 0006).
 */
export async function loadInitialize(db: TExecutor, companyId: number, userId: number, now: Date) {
  const [row] = await prepared(db, 'account_initialize', (db) =>
    db
      .select({
        userId: users.id,
        userName: users.name,
        phone: users.phone,
        avatarUrl: users.avatarUrl,
        isManager: users.isManager,
        status: users.status,
        cancelExecuteAt: users.cancelExecuteAt,
        companyId: companies.id,
        companyName: companies.name,
        provinceId: companies.provinceId,
        cityId: companies.cityId,
        inviteCode: companies.inviteCode,
        roleNames: sql<string[]>`array(select ${roles.name} from ${userRoles} join ${roles}
          on ${roles.companyId} = ${userRoles.companyId} and ${roles.id} = ${userRoles.roleId}
          where ${userRoles.companyId} = ${users.companyId} and ${userRoles.userId} = ${users.id}
          order by ${roles.id})`,
        // The open apps with when each closes (epoch milliseconds), ascending: a kept answer still
        // closes an app on time (openAt).
        openApps: sql<[number, number][]>`(select coalesce(json_agg(json_build_array(${companyApps.appType},
            (extract(epoch from ${companyApps.expiresAt}) * 1000)::float8) order by ${companyApps.appType}), '[]'::json)
          from ${companyApps}
          where ${companyApps.companyId} = ${users.companyId}
            and ${companyApps.expiresAt} > ${sql.placeholder('now')}::timestamptz)`,
      })
      .from(users)
      .innerJoin(companies, eq(companies.id, users.companyId))
      .where(and(eq(users.companyId, sql.placeholder('companyId')), eq(users.id, sql.placeholder('userId')))),
  ).execute({ companyId, userId, now: now.toISOString() });
  if (!row) return undefined;
  // Arrays and JSON come back parsed on both drivers; the timestamp as the drivers' text, as Drizzle maps it.
  return {
    ...row,
    roleNames: row.roleNames ?? [],
    openApps: (row.openApps ?? []).map(([appType, until]) => ({ appType: Number(appType), until: Number(until) })),
  };
}

export type TInitializeRow = NonNullable<Awaited<ReturnType<typeof loadInitialize>>>;

/**
 * What initialize read, per company and user, for the session cache's seconds (decision 0005): dropped
 * by `sessions.forgetUser` / `forgetCompany` / `forgetCompanyFacts`, which follow every change to a
 * person, their roles and the company's apps made through this process.
 */
export const initializeRows = (deps: { sessions: SessionService }) =>
  deps.sessions.companyCache<TInitializeRow | undefined>('initialize');

/** The open apps of a read row at `now`. */
export function openAt(row: TInitializeRow, now: Date): number[] {
  return row.openApps.filter((app) => app.until > now.getTime()).map((app) => app.appType);
}
