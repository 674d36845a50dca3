import { USER_STATUS } from '@awb/contract/account.contract';
import { and, eq, sql } from 'drizzle-orm';
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
  return new Map(rows.map((r) => [r.userId, { ...r, deptId: r.deptId ?? 0, deptName: r.deptName ?? '' }]));
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
