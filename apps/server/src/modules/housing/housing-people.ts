import { USER_STATUS } from '@awb/contract/account.contract';
import { type AnyColumn, and, eq, type SQL, sql } from 'drizzle-orm';
import type { TExecutor } from '../../platform/db/db.ts';
import { prepared } from '../../platform/db/prepared.ts';
import { users } from '../account/user.table.ts';
import { departments } from '../org/department.table.ts';

/** A member of staff as listings show them (attributor, team, follow-ups). */
export type TPersonRecord = {
  userId: number;
  userName: string;
  avatarRef: string;
  phone: string;
  deptId: number;
  deptName: string;
  status: number;
};

/** A person as the database gives them, before the missing department is made 0 / ''. */
type TPersonRow = Omit<TPersonRecord, 'deptId' | 'deptName'> & { deptId: number | null; deptName: string | null };

const toPerson = (r: TPersonRow): TPersonRecord => ({ ...r, deptId: r.deptId ?? 0, deptName: r.deptName ?? '' });

/**
 * A person of the company as one JSON object, or null (no such person): for a statement that reads
 * people together with what they belong to (the listing detail, listing-detail-read.ts). Read it back
 * with `personFromJson`.
 */
export function personJson(companyId: AnyColumn | SQL, userId: AnyColumn | SQL): SQL<TPersonRow | null> {
  return sql<TPersonRow | null>`(select json_build_object('userId', u.id, 'userName', u.name, 'avatarRef', u.avatar_url, 'phone', u.phone, 'deptId', u.department_id, 'deptName', d.name, 'status', u.status) from ${users} u left join ${departments} d on d.company_id = u.company_id and d.id = u.department_id where u.company_id = ${companyId} and u.id = ${userId})`;
}

export function personFromJson(r: TPersonRow | null): TPersonRecord | undefined {
  return r === null ? undefined : toPerson(r);
}

/** People of one company by id, with their department's name. */
export async function peopleByIds(
  db: TExecutor,
  companyId: number,
  ids: number[],
): Promise<Map<number, TPersonRecord>> {
  const unique = [...new Set(ids)].filter((id) => Number.isSafeInteger(id) && id > 0);
  if (unique.length === 0) return new Map();
  // Built once and prepared (decision 0006): a lookup by primary keys.
  const rows = await prepared(db, 'people_by_ids', (db) =>
    db
      .select({
        userId: users.id,
        userName: users.name,
        avatarRef: users.avatarUrl,
        phone: users.phone,
        deptId: users.departmentId,
        deptName: departments.name,
        status: users.status,
      })
      .from(users)
      .leftJoin(departments, and(eq(departments.companyId, users.companyId), eq(departments.id, users.departmentId)))
      .where(
        and(
          eq(users.companyId, sql.placeholder('companyId')),
          sql`${users.id} = any(${sql.placeholder('ids')}::bigint[])`,
        ),
      ),
  ).execute({ companyId, ids: unique });
  return new Map(rows.map((r) => [r.userId, toPerson(r)]));
}

/** An active member of the company, or undefined. */
export async function activePerson(
  db: TExecutor,
  companyId: number,
  userId: number,
): Promise<TPersonRecord | undefined> {
  const person = (await peopleByIds(db, companyId, [userId])).get(userId);
  return person?.status === USER_STATUS.active ? person : undefined;
}

/** The person DTO (ZPerson) with a signed avatar link. */
export function personView(p: TPersonRecord | undefined, link: (ref: string) => string) {
  return {
    userId: p?.userId ?? 0,
    userName: p?.userName ?? '',
    avatar: p?.avatarRef ? link(p.avatarRef) : '',
    phone: p?.phone ?? '',
    deptId: p?.deptId ?? 0,
    deptName: p?.deptName ?? '',
  };
}
