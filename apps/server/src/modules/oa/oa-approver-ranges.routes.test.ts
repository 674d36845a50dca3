import { APP_TYPE } from '@awb/contract/common/apps';
import { OA_MSG } from '@awb/contract/oa-fields';
import { DATA_SCOPE } from '@awb/contract/permissions';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO, type THeaders } from '../../../test/create-test-app.ts';
import { setupFileApp } from '../../../test/file-app.ts';
import { deptNamed, staffWith, userIdOf } from '../../../test/org-fixtures.ts';
import { grantOf } from '../../db/seed/org-factories.ts';
import { contractKit } from '../contract/contract-test-kit.ts';
import { addListing, firstCommunity, saleBody } from '../housing/housing-fixtures.ts';
import { roles } from '../role/role.table.ts';
import { approvalRecords } from './oa-record.table.ts';
import { withContractFlow } from './oa-test-kit.ts';

/**
 * Approver resolution against the demo organisation (docs/approvals.md "Approver resolution"): company A
 * has 文三路店 (head 孙丽; 一组 led by 李娜, 二组 with 王强) and 滨江店 (head 周杰; 一组 with 吴芳); the roles
 * 店长 (孙丽, 周杰) and 经纪人 (李娜, 王强, 吴芳). Sponsors placed in different departments ask to move a
 * sale contract to 办理中 (item 62) under flows with each kind of step; the steps of the request show
 * whom it resolved to.
 */
const { t, get, post, manager } = setupFileApp({ manager: 'managerA' });
const kit = contractKit(t);
const A = DEMO.companyA.id;
const u = { manager: 0, headA: 0, headA2: 0, agentA: 0, agentA2: 0, agentA3: 0 };
const role = { head: 0, agent: 0 };
type TSponsor = { id: number; headers: THeaders };
/** Sponsors who may move sale contracts to 办理中, one in each place of the tree. */
const at: Record<'store' | 'team1' | 'team2' | 'binjiangTeam', TSponsor> = {} as never;
let binjiang = 0;

beforeAll(async () => {
  for (const key of Object.keys(u) as (keyof typeof u)[]) {
    u[key] = await userIdOf(t, DEMO.users[key === 'manager' ? 'managerA' : key].phone);
  }
  const roleRows = await t.db.select().from(roles).where(eq(roles.companyId, A));
  role.head = roleRows.find((r) => r.name === '店长')?.id ?? 0;
  role.agent = roleRows.find((r) => r.name === '经纪人')?.id ?? 0;
  binjiang = (await deptNamed(t, A, '滨江店')).id;
  const grants = [grantOf(APP_TYPE.contract, DATA_SCOPE.company, [62])];
  at.store = await staffWith(t, A, grants, { dept: await deptNamed(t, A, '文三路店') });
  at.team1 = await staffWith(t, A, grants, { dept: await deptNamed(t, A, '文三路一组') });
  at.team2 = await staffWith(t, A, grants, { dept: await deptNamed(t, A, '文三路二组') });
  at.binjiangTeam = await staffWith(t, A, grants, { dept: await deptNamed(t, A, '滨江一组') });
});

const byUsers = (...userIds: number[]) => ({ approvalType: 1, userIds });
const byRole = (roleId: number, range: number, selectDepartment: number[] = []) => ({
  approvalType: 2,
  role: { roleIds: [roleId] },
  range,
  selectDepartment,
});
const RANGE = { company: 1, deptAndBelow: 2, deptOnly: 3, departments: 4 } as const;

/** Runs `fn` while a flow on item 62 has these steps (and rule); deletes it after. */
const withFlow = (approverList: object[], fn: () => Promise<void>, emptyApprover = 1) =>
  withContractFlow(t, manager, { approvalName: '范围审批', icon: 2, item: 62, approverList, emptyApprover }, fn);

/** The sponsor's request on a fresh contract: the envelope and the approvers of each step (then withdrawn). */
async function resolved(sponsor: TSponsor) {
  const contractId = await kit.addSale(manager);
  const res = await post('/contract/v2/contractSaleState', { contractId, state: 2 }, sponsor.headers);
  const approvalId = res.data?.approvalId as number | undefined;
  if (!approvalId) return { res, steps: [] as number[][], detail: undefined };
  const detail = (await get(`/oa/companyOaApprovalDetail?approvalId=${approvalId}`, sponsor.headers)).data;
  if (detail.status === 0) await post('/oa/approvalWithdraw', { approvalId }, sponsor.headers);
  const steps = detail.steps.map((s: { approvers: { userId: number }[] }) => s.approvers.map((a) => a.userId));
  return { res, steps: steps as number[][], detail };
}
const sorted = (...ids: number[]) => [...ids].sort((a, b) => a - b);

describe('each approver range, resolved for sponsors in different departments', () => {
  it('全公司: every holder of the role, wherever the sponsor sits', async () => {
    await withFlow([byRole(role.head, RANGE.company)], async () => {
      expect((await resolved(at.team1)).steps).toEqual([sorted(u.headA, u.headA2)]);
      expect((await resolved(at.binjiangTeam)).steps).toEqual([sorted(u.headA, u.headA2)]);
    });
  });

  it('所在部门及以下部门: holders in the sponsor’s department and the ones under it', async () => {
    await withFlow([byRole(role.agent, RANGE.deptAndBelow)], async () => {
      expect((await resolved(at.store)).steps).toEqual([sorted(u.agentA, u.agentA2)]);
      expect((await resolved(at.team1)).steps).toEqual([[u.agentA]]);
      expect((await resolved(at.binjiangTeam)).steps).toEqual([[u.agentA3]]);
    });
  });

  it('仅所在部门: holders of the sponsor’s own department only (none in the store itself → the manager)', async () => {
    await withFlow([byRole(role.agent, RANGE.deptOnly)], async () => {
      expect((await resolved(at.team2)).steps).toEqual([[u.agentA2]]);
      expect((await resolved(at.binjiangTeam)).steps).toEqual([[u.agentA3]]);
      expect((await resolved(at.store)).steps).toEqual([[u.manager]]);
    });
  });

  it('指定部门: holders in the chosen departments and below, whoever the sponsor is', async () => {
    await withFlow([byRole(role.head, RANGE.departments, [binjiang])], async () => {
      expect((await resolved(at.team1)).steps).toEqual([[u.headA2]]);
    });
    await withFlow([byRole(role.agent, RANGE.departments, [binjiang])], async () => {
      expect((await resolved(at.store)).steps).toEqual([[u.agentA3]]);
    });
  });

  it('指定成员: the named users, wherever they sit', async () => {
    await withFlow([byUsers(u.agentA3, u.headA2)], async () => {
      expect((await resolved(at.team1)).steps).toEqual([sorted(u.agentA3, u.headA2)]);
    });
  });

  it('发起人部门主管: the leader of the sponsor’s department, going up the tree', async () => {
    await withFlow([{ approvalType: 3 }], async () => {
      // 文三路一组 is led by 李娜; 二组 has no leader (→ 文三路店's 孙丽); 滨江一组 neither (→ 周杰).
      expect((await resolved(at.team1)).steps).toEqual([[u.agentA]]);
      expect((await resolved(at.team2)).steps).toEqual([[u.headA]]);
      expect((await resolved(at.store)).steps).toEqual([[u.headA]]);
      expect((await resolved(at.binjiangTeam)).steps).toEqual([[u.headA2]]);
    });
  });
});

describe('the rules after resolving', () => {
  it('an empty range goes to the manager; or passes at once; or rejects, as the flow says', async () => {
    const empty = byRole(role.agent, RANGE.deptOnly);
    await withFlow([empty], async () => {
      expect((await resolved(at.store)).steps).toEqual([[u.manager]]);
    });
    await withFlow(
      [empty],
      async () => {
        const { res } = await resolved(at.store);
        expect(res).toMatchObject({ code: 200, msg: '合同状态已修改' });
        expect(res.data.approvalId).toBeUndefined();
      },
      2,
    );
    await withFlow(
      [empty],
      async () => {
        const { res, detail } = await resolved(at.store);
        expect(res).toMatchObject({ code: 200, msg: OA_MSG.submitted });
        expect(detail).toMatchObject({ status: 2, result: OA_MSG.emptyRejected });
      },
      3,
    );
  });

  it('leaves the sponsor out of a step with others, and keeps a step of the sponsor alone as skipped', async () => {
    await withFlow([byUsers(at.team2.id, u.headA), byUsers(at.team2.id), byUsers(u.manager)], async () => {
      // The skipped step has no approver; the record says so (docs/approvals.md "The sponsor never approves").
      expect((await resolved(at.team2)).steps).toEqual([[u.headA], [], [u.manager]]);
    });
  });

  it('merges consecutive steps that resolve to the same approvers, however they were defined', async () => {
    const store = (await deptNamed(t, A, '文三路店')).id;
    await withFlow([byUsers(u.headA), byRole(role.head, RANGE.departments, [store]), { approvalType: 3 }], async () => {
      expect((await resolved(at.team2)).steps).toEqual([[u.headA]]);
    });
  });
});

describe('the demo flows (enabled)', () => {
  it('holds an agent’s sale-listing delete for their store head, then the manager; heads delete at once', async () => {
    const community = (await firstCommunity(t, A)).communityId;
    const asks = async (phone: string) => {
      const headers = await t.login(phone);
      const houseId = await addListing(t, headers, saleBody(community));
      const res = await post('/housing/v2/housingToRecycle', { houseId }, headers);
      const mine = await get('/oa/companyOaApprovalList?type=3', headers);
      const row = mine.data.find((r: { targetId: number }) => r.targetId === houseId);
      const detail = row && (await get(`/oa/companyOaApprovalDetail?approvalId=${row.approvalId}`, headers)).data;
      return {
        res,
        steps: detail?.steps.map((s: { approvers: { userId: number }[] }) => s.approvers.map((a) => a.userId)),
      };
    };
    // 李娜 leads 文三路一组 herself: her head is the store's.
    expect(await asks(DEMO.users.agentA.phone)).toMatchObject({
      res: { code: 200, msg: OA_MSG.submitted },
      steps: [[u.headA], [u.manager]],
    });
    expect((await asks(DEMO.users.agentA2.phone)).steps).toEqual([[u.headA], [u.manager]]);
    expect((await asks(DEMO.users.agentA3.phone)).steps).toEqual([[u.headA2], [u.manager]]);
    expect((await asks(DEMO.users.headA.phone)).res).toMatchObject({ code: 200, msg: '房源已删除' });
    expect((await asks(DEMO.users.managerA.phone)).res).toMatchObject({ code: 200, msg: '房源已删除' });
  });

  it('holds a store head’s 作废 of a sale contract for the manager', async () => {
    const head = await t.login(DEMO.users.headA2.phone);
    const contractId = await kit.addSale(head);
    const res = await post('/contract/v2/contractSaleState', { contractId, state: 6 }, head);
    expect(res).toMatchObject({ code: 200, msg: OA_MSG.submitted });
    const detail = (await get(`/oa/companyOaApprovalDetail?approvalId=${res.data.approvalId}`, head)).data;
    expect(detail.steps.map((s: { approvers: { userId: number }[] }) => s.approvers.map((a) => a.userId))).toEqual([
      [u.manager],
    ]);
    await post('/oa/approvalWithdraw', { approvalId: res.data.approvalId }, head);
    expect(await post('/contract/v2/contractSaleState', { contractId, state: 6 }, manager)).toMatchObject({
      code: 200,
    });
  });

  it('has requests in each state', async () => {
    const statuses = async (phone: string, type: number) => {
      const list = await get(`/oa/companyOaApprovalList?type=${type}`, await t.login(phone));
      return list.data.map((r: { status: number; currentStep: number }) => [r.status, r.currentStep]);
    };
    // 待我审批: the store head a step-1 delete; the manager a step-2 delete and a 作废.
    expect(await statuses(DEMO.users.headA.phone, 1)).toContainEqual([0, 0]);
    expect(await statuses(DEMO.users.managerA.phone, 1)).toEqual(
      expect.arrayContaining([
        [0, 1],
        [0, 0],
      ]),
    );
    expect(await statuses(DEMO.users.agentA.phone, 3)).toEqual(
      expect.arrayContaining([
        [0, 1],
        [1, 2],
        [2, 1],
      ]),
    );
    expect(await statuses(DEMO.users.agentA3.phone, 3)).toContainEqual([3, 0]);
    expect(await statuses(DEMO.users.headA.phone, 3)).toEqual(
      expect.arrayContaining([
        [0, 0],
        [4, 1],
      ]),
    );
    const [failed] = await t.db.select().from(approvalRecords).where(eq(approvalRecords.status, 4));
    expect(failed?.result).toBe('已完成或已作废的合同仅管理员可修改');
  });
});
