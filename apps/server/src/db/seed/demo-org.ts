import { APP_TYPE } from '@awb/contract/common/apps';
import { COLLECT_ITEM, CONTRACT_ITEM, DATA_SCOPE, MANAGER_ITEM } from '@awb/contract/permissions';
import { departmentRepository } from '../../modules/org/department.repository.ts';
import type { TExecutor } from '../../platform/db/db.ts';
import {
  createApplication,
  createDepartment,
  createJob,
  createRankGroup,
  createRole,
  grantOf,
  placeUser,
} from './org-factories.ts';

type TIds = Record<string, number>;

const { own, departmentAndBelow } = DATA_SCOPE;
const { house, customer, estate, contract, manager } = APP_TYPE;

/** An agent's everyday work: listings, customers, communities and contract records, own rows only. */
const agentGrants = () => [
  grantOf(house, own, [1, 2, 4, 5, 6, 7, 8, 10, 11, 12, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, COLLECT_ITEM.view]),
  grantOf(customer, own, [1, 2, 4, 6, 11]),
  grantOf(estate, own, [1, 2, 4, 5]),
  grantOf(contract, own, [
    CONTRACT_ITEM.saleAdd,
    CONTRACT_ITEM.saleEdit,
    CONTRACT_ITEM.rentAdd,
    CONTRACT_ITEM.rentEdit,
  ]),
];

/** A store head: everything in the store's apps, their store and its teams, and its staff. */
const headGrants = () => [
  grantOf(house, departmentAndBelow),
  grantOf(customer, departmentAndBelow),
  grantOf(estate, departmentAndBelow),
  grantOf(contract, departmentAndBelow),
  grantOf(manager, departmentAndBelow, [MANAGER_ITEM.staff, MANAGER_ITEM.leave, MANAGER_ITEM.applications]),
];

/**
 * Company A: two stores with teams (文三路店: 一组, 二组; 滨江店: 一组), store heads, agents placed in
 * the teams, the roles 经纪人 / 店长 / 行政, jobs, two rank groups and a pending application.
 * Company B: one store with one team. `u` holds the demo users' ids by DEMO.users key.
 */
export async function seedDemoOrg(tx: TExecutor, a: number, b: number, u: TIds): Promise<void> {
  const wensan = await createDepartment(tx, a, '文三路店');
  const wensan1 = await createDepartment(tx, a, '文三路一组', wensan);
  const wensan2 = await createDepartment(tx, a, '文三路二组', wensan);
  const binjiang = await createDepartment(tx, a, '滨江店');
  const binjiang1 = await createDepartment(tx, a, '滨江一组', binjiang);
  await departmentRepository.update(tx, a, wensan.id, { leaderUserId: u.headA!, sort: 1 });
  await departmentRepository.update(tx, a, binjiang.id, { leaderUserId: u.headA2!, sort: 2 });
  await departmentRepository.update(tx, a, wensan1.id, { leaderUserId: u.agentA!, sort: 1 });
  await departmentRepository.update(tx, a, wensan2.id, { sort: 2 });

  const jobHead = await createJob(tx, a, '店长', 1);
  const jobLead = await createJob(tx, a, '组长', 2);
  const jobAgent = await createJob(tx, a, '置业顾问', 3);
  await createJob(tx, a, '行政', 4);
  const agents = await createRankGroup(tx, a, '经纪人序列', ['见习经纪人', '经纪人', '高级经纪人', '资深经纪人'], 1);
  const managers = await createRankGroup(tx, a, '管理序列', ['店长', '区域经理'], 2);

  const agentRole = await createRole(tx, a, '经纪人', agentGrants(), '房源、客源、小区、合同录入，仅本人数据');
  const headRole = await createRole(tx, a, '店长', headGrants(), '本店及下属小组的全部数据与员工');
  await createRole(
    tx,
    a,
    '行政',
    [grantOf(manager, DATA_SCOPE.company, [MANAGER_ITEM.applications, MANAGER_ITEM.jobs, MANAGER_ITEM.notices])],
    '审核入职申请、维护岗位、发布公告',
  );

  await placeUser(tx, a, u.headA!, {
    dept: wensan,
    jobId: jobHead.id,
    rankId: managers.ranks[0]!.id,
    roleIds: [headRole.id],
    entryDate: '2019-03-01',
  });
  await placeUser(tx, a, u.headA2!, {
    dept: binjiang,
    jobId: jobHead.id,
    rankId: managers.ranks[0]!.id,
    roleIds: [headRole.id],
    entryDate: '2020-07-15',
  });
  await placeUser(tx, a, u.agentA!, {
    dept: wensan1,
    jobId: jobLead.id,
    rankId: agents.ranks[2]!.id,
    roleIds: [agentRole.id],
    entryDate: '2021-05-10',
  });
  await placeUser(tx, a, u.agentA2!, {
    dept: wensan2,
    jobId: jobAgent.id,
    rankId: agents.ranks[1]!.id,
    roleIds: [agentRole.id],
    entryDate: '2022-09-01',
  });
  await placeUser(tx, a, u.agentA3!, {
    dept: binjiang1,
    jobId: jobAgent.id,
    rankId: agents.ranks[0]!.id,
    roleIds: [agentRole.id],
    entryDate: '2024-02-20',
  });
  await createApplication(tx, a, u.pendingA!);

  const jiangnan = await createDepartment(tx, b, '江南大道店');
  const jiangnan1 = await createDepartment(tx, b, '江南一组', jiangnan);
  await departmentRepository.update(tx, b, jiangnan.id, { leaderUserId: u.managerB! });
  const jobB = await createJob(tx, b, '经纪人', 1);
  const ranksB = await createRankGroup(tx, b, '经纪人序列', ['经纪人', '高级经纪人'], 1);
  const agentRoleB = await createRole(tx, b, '经纪人', agentGrants(), '仅本人数据');
  await placeUser(tx, b, u.managerB!, { dept: jiangnan, entryDate: '2018-01-08' });
  await placeUser(tx, b, u.agentB!, {
    dept: jiangnan1,
    jobId: jobB.id,
    rankId: ranksB.ranks[0]!.id,
    roleIds: [agentRoleB.id],
    entryDate: '2023-04-03',
  });
}
