import { USER_STATUS } from '@awb/contract/account.contract';
import { and, asc, desc, eq, inArray, like, or, type SQL } from 'drizzle-orm';
import type { TExecutor } from '../../platform/db/db.ts';
import { cappedCount, likeContains, pageOffset } from '../../platform/db/list.ts';
import { users } from '../account/user.table.ts';
import { ranks } from '../role/rank.table.ts';
import { departments } from './department.table.ts';
import { jobs } from './job.table.ts';

const staffColumns = {
  userId: users.id,
  userName: users.name,
  phone: users.phone,
  avatarUrl: users.avatarUrl,
  deptId: users.departmentId,
  deptName: departments.name,
  jobId: users.jobId,
  jobName: jobs.name,
  rankId: users.rankId,
  rankName: ranks.name,
  isManager: users.isManager,
  entryDate: users.entryDate,
  status: users.status,
  leftAt: users.leftAt,
  leaveReason: users.leaveReason,
  handoverUserId: users.handoverUserId,
};

function staffSelect(db: TExecutor) {
  return db
    .select(staffColumns)
    .from(users)
    .leftJoin(departments, and(eq(departments.companyId, users.companyId), eq(departments.id, users.departmentId)))
    .leftJoin(jobs, and(eq(jobs.companyId, users.companyId), eq(jobs.id, users.jobId)))
    .leftJoin(ranks, and(eq(ranks.companyId, users.companyId), eq(ranks.id, users.rankId)));
}

export type TStaffRecord = Awaited<ReturnType<typeof staffSelect>>[number];

/** Staff search: name or phone contains the key. */
export function keyCondition(key: string): SQL | undefined {
  return key ? or(like(users.name, likeContains(key)), like(users.phone, likeContains(key))) : undefined;
}

/** Staff of a department and the departments below it. */
export function inDepartmentTree(db: TExecutor, companyId: number, path: string): SQL {
  return inArray(
    users.departmentId,
    db
      .select({ id: departments.id })
      .from(departments)
      .where(and(eq(departments.companyId, companyId), like(departments.path, `${path}%`))),
  );
}

/** SQL for staff lists and people pickers; every query is scoped by company. */
export const staffRepository = {
  async activePage(
    db: TExecutor,
    companyId: number,
    conditions: (SQL | undefined)[],
    page: { pageindex: number; pagesize: number },
  ): Promise<{ rows: TStaffRecord[]; total: number }> {
    const where = and(eq(users.companyId, companyId), eq(users.status, USER_STATUS.active), ...conditions);
    const rows = await staffSelect(db)
      .where(where)
      .orderBy(desc(users.isManager), asc(users.id))
      .limit(page.pagesize)
      .offset(pageOffset(page.pageindex, page.pagesize));
    return { rows, total: await cappedCount(db, users, where) };
  },

  async leftPage(
    db: TExecutor,
    companyId: number,
    conditions: (SQL | undefined)[],
    page: { pageindex: number; pagesize: number },
  ): Promise<{ rows: (TStaffRecord & { handoverUserName: string | null })[]; total: number }> {
    const where = and(eq(users.companyId, companyId), eq(users.status, USER_STATUS.left), ...conditions);
    const rows = await staffSelect(db)
      .where(where)
      .orderBy(desc(users.leftAt), desc(users.id))
      .limit(page.pagesize)
      .offset(pageOffset(page.pageindex, page.pagesize));
    const names = await this.names(
      db,
      companyId,
      rows.map((r) => r.handoverUserId).filter((id): id is number => id !== null),
    );
    return {
      rows: rows.map((r) => ({
        ...r,
        handoverUserName: r.handoverUserId ? (names.get(r.handoverUserId) ?? null) : null,
      })),
      total: await cappedCount(db, users, where),
    };
  },

  async findOne(db: TExecutor, companyId: number, userId: number): Promise<TStaffRecord | undefined> {
    const [row] = await staffSelect(db)
      .where(and(eq(users.companyId, companyId), eq(users.id, userId)))
      .limit(1);
    return row;
  },

  /** Active people matching a condition (pickers), managers first. */
  async people(db: TExecutor, companyId: number, condition: SQL | undefined, limit = 2000): Promise<TStaffRecord[]> {
    return staffSelect(db)
      .where(and(eq(users.companyId, companyId), eq(users.status, USER_STATUS.active), condition))
      .orderBy(desc(users.isManager), asc(users.id))
      .limit(limit);
  },

  async names(db: TExecutor, companyId: number, ids: number[]): Promise<Map<number, string>> {
    if (ids.length === 0) return new Map();
    const rows = await db
      .select({ id: users.id, name: users.name })
      .from(users)
      .where(and(eq(users.companyId, companyId), inArray(users.id, ids)));
    return new Map(rows.map((r) => [r.id, r.name]));
  },
};
