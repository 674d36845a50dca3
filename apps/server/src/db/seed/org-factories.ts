import { PERMISSION_CATALOGUE } from '@awb/contract/permissions';
import { userRepository } from '../../modules/account/user.repository.ts';
import { applicationRepository } from '../../modules/org/application.repository.ts';
import type { TDeptRow } from '../../modules/org/department.repository.ts';
import { departmentRepository } from '../../modules/org/department.repository.ts';
import { ROOT_PATH } from '../../modules/org/department-tree.ts';
import { jobRepository } from '../../modules/org/job.repository.ts';
import { rankRepository } from '../../modules/role/rank.repository.ts';
import { roleRepository, type TGrant } from '../../modules/role/role.repository.ts';
import type { TExecutor } from '../../platform/db/db.ts';

/** Organisation factories shared by the demo data and the API tests. */

export async function createDepartment(
  db: TExecutor,
  companyId: number,
  name: string,
  parent?: TDeptRow,
): Promise<TDeptRow> {
  return departmentRepository.insert(db, {
    companyId,
    parentId: parent?.id ?? 0,
    name,
    parentPath: parent?.path ?? ROOT_PATH,
    leaderUserId: null,
  });
}

/** Grants of one app: every item of the catalogue (with all children), or only the listed item ids. */
export function grantOf(appType: number, dataScope: number, itemIds?: number[]): TGrant {
  const authData: Record<string, number[]> = {};
  const app = PERMISSION_CATALOGUE.find((a) => a.appType === appType);
  for (const group of app?.groups ?? []) {
    for (const item of group.items) {
      if (itemIds && !itemIds.includes(item.id)) continue;
      authData[String(item.id)] = (item.children ?? []).map((c) => c.id);
    }
  }
  return { appType, dataScope, authData };
}

export async function createRole(db: TExecutor, companyId: number, name: string, grants: TGrant[], remark = '') {
  const role = await roleRepository.insert(db, { companyId, name, remark });
  await roleRepository.replaceGrants(db, companyId, role.id, grants);
  return role;
}

/** Places a member of staff: department, job, rank, roles. */
export async function placeUser(
  db: TExecutor,
  companyId: number,
  userId: number,
  place: { dept?: TDeptRow; jobId?: number; rankId?: number; roleIds?: number[]; entryDate?: string },
): Promise<void> {
  await userRepository.update(db, companyId, userId, {
    departmentId: place.dept?.id ?? null,
    jobId: place.jobId ?? null,
    rankId: place.rankId ?? null,
    entryDate: place.entryDate ?? null,
  });
  await roleRepository.setUserRoles(db, companyId, userId, place.roleIds ?? []);
}

export async function createJob(db: TExecutor, companyId: number, name: string, sort = 0) {
  return jobRepository.insert(db, { companyId, name, sort });
}

export async function createRankGroup(db: TExecutor, companyId: number, name: string, rankNames: string[], sort = 0) {
  const group = await rankRepository.insertGroup(db, { companyId, name, sort });
  const ranks = [];
  for (const [i, rankName] of rankNames.entries()) {
    ranks.push(await rankRepository.insertRank(db, { companyId, groupId: group.id, name: rankName, sort: i + 1 }));
  }
  return { group, ranks };
}

export async function createApplication(db: TExecutor, companyId: number, userId: number): Promise<void> {
  await applicationRepository.insert(db, { companyId, userId });
}
