import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEMO } from '../../../test/create-test-app.ts';
import { setupFileApp } from '../../../test/file-app.ts';
import { deptNamed, userIdOf } from '../../../test/org-fixtures.ts';
import { departments } from './department.table.ts';

const { t, manager, agent, managerB, get, post } = setupFileApp({
  manager: 'managerA',
  agent: 'agentA',
  managerB: 'managerB',
});

const A = DEMO.companyA.id;
const deptsOfA = () => t.db.select().from(departments).where(eq(departments.companyId, A)).orderBy(departments.id);

describe('GET /org/v2/lwpV2', () => {
  it('answers the whole tree depth first with direct and subtree staff counts, to any member', async () => {
    const res = await get('/org/v2/lwpV2', agent);
    expect(res).toMatchObject({ code: 200, data: { companyName: DEMO.companyA.name, totalStaffCount: 6 } });
    expect(res.data.depts.map((d: any) => [d.deptName, d.depth, d.staffCount, d.totalStaffCount])).toEqual([
      ['文三路店', 1, 1, 3],
      ['文三路一组', 2, 1, 1],
      ['文三路二组', 2, 1, 1],
      ['滨江店', 1, 1, 2],
      ['滨江一组', 2, 1, 1],
    ]);
    const wensan = res.data.depts[0];
    expect(res.data.depts[1].parentId).toBe(wensan.deptId);
    expect(wensan.leaderUserId).toBe(await userIdOf(t, DEMO.users.headA.phone));
  });

  it('shows company B only its own tree', async () => {
    const res = await get('/org/v2/lwpV2', managerB);
    expect(res.data.depts.map((d: any) => d.deptName)).toEqual(['江南大道店', '江南一组']);
  });
});

describe('GET /org/v2/get_sub_depts and deptDetail', () => {
  it('answers the root: top departments and staff in no department', async () => {
    const res = await get('/org/v2/get_sub_depts', agent);
    expect(res.data.dept).toBeNull();
    expect(res.data.path).toEqual([]);
    expect(res.data.depts.map((d: any) => d.deptName)).toEqual(['文三路店', '滨江店']);
    expect(res.data.users.map((u: any) => u.userName)).toEqual([DEMO.users.managerA.name]);
  });

  it('answers one department: its breadcrumb, sub-departments and its own people with the leader marked', async () => {
    const wensan = await deptNamed(t, A, '文三路店');
    const res = await get(`/org/v2/get_sub_depts?deptId=${wensan.id}`, agent);
    expect(res.data.dept).toMatchObject({ deptName: '文三路店', totalStaffCount: 3 });
    expect(res.data.path).toEqual([{ deptId: wensan.id, deptName: '文三路店' }]);
    expect(res.data.depts.map((d: any) => d.deptName)).toEqual(['文三路一组', '文三路二组']);
    expect(res.data.users).toEqual([
      expect.objectContaining({ userName: DEMO.users.headA.name, isLeader: true, jobName: '店长', deptId: wensan.id }),
    ]);
    const team = await deptNamed(t, A, '文三路一组');
    const detail = await get(`/org/v2/deptDetail?deptId=${team.id}`, agent);
    expect(detail.data).toMatchObject({
      deptName: '文三路一组',
      parentName: '文三路店',
      leaderName: DEMO.users.agentA.name,
      subDeptCount: 0,
      staffCount: 1,
      path: [
        { deptId: wensan.id, deptName: '文三路店' },
        { deptId: team.id, deptName: '文三路一组' },
      ],
    });
  });

  it('does not tell another company’s department from a missing one', async () => {
    const jiangnan = await deptNamed(t, DEMO.companyB.id, '江南大道店');
    for (const url of [`/org/v2/deptDetail?deptId=${jiangnan.id}`, `/org/v2/get_sub_depts?deptId=${jiangnan.id}`]) {
      expect(await get(url, agent)).toMatchObject({ code: 404, msg: '部门不存在或已删除', data: null });
    }
    expect(await get('/org/v2/deptDetail?deptId=abc', agent)).toMatchObject({ code: 405, msg: '参数错误' });
    expect(await get('/org/v2/deptDetail', agent)).toMatchObject({ code: 405, msg: '参数错误' });
  });
});

describe('creating, renaming, moving and deleting departments', () => {
  it('creates departments of any depth and renames one with a leader', async () => {
    let parentId = 0;
    const ids: number[] = [];
    for (const name of ['总部', '行政中心', '人事部', '招聘组', '校园招聘']) {
      const res = await post('/org/v2/deptCreate', { deptName: name, parentId }, manager);
      expect(res).toMatchObject({ code: 200, msg: '部门已创建' });
      parentId = res.data.deptId;
      ids.push(parentId);
    }
    const deepest = (await deptsOfA()).find((d) => d.id === ids[4]);
    expect(deepest).toMatchObject({ depth: 5, path: `/${ids.join('/')}/` });

    const leader = await userIdOf(t, DEMO.users.agentA2.phone);
    const res = await post('/org/v2/deptEdit', { deptId: ids[0], deptName: '公司总部', leaderUserId: leader }, manager);
    expect(res).toMatchObject({ code: 200, msg: '部门已保存' });
    expect((await deptsOfA()).find((d) => d.id === ids[0])).toMatchObject({ name: '公司总部', leaderUserId: leader });
  });

  it('moves a department with everything below it, but never into itself or below it', async () => {
    const a = (await post('/org/v2/deptCreate', { deptName: '移动甲' }, manager)).data.deptId;
    const b = (await post('/org/v2/deptCreate', { deptName: '移动乙', parentId: a }, manager)).data.deptId;
    const c = (await post('/org/v2/deptCreate', { deptName: '移动丙', parentId: b }, manager)).data.deptId;
    const target = await deptNamed(t, A, '滨江一组');
    expect(await post('/org/v2/deptMove', { deptId: b, parentId: c }, manager)).toMatchObject({
      code: 405,
      msg: '不能移动到该部门自身或其下级部门',
    });
    expect(await post('/org/v2/deptMove', { deptId: b, parentId: b }, manager)).toMatchObject({ code: 405 });
    expect(await post('/org/v2/deptMove', { deptId: b, parentId: target.id }, manager)).toMatchObject({ code: 200 });
    const rows = await deptsOfA();
    expect(rows.find((d) => d.id === b)).toMatchObject({ parentId: target.id, depth: 3, path: `${target.path}${b}/` });
    expect(rows.find((d) => d.id === c)).toMatchObject({ depth: 4, path: `${target.path}${b}/${c}/` });
    expect(await post('/org/v2/deptMove', { deptId: b, parentId: 0 }, manager)).toMatchObject({ code: 200 });
    expect((await deptsOfA()).find((d) => d.id === c)).toMatchObject({ depth: 2, path: `/${b}/${c}/` });
  });

  it('deletes only an empty department', async () => {
    const wensan = await deptNamed(t, A, '文三路店');
    const team = await deptNamed(t, A, '文三路二组');
    expect(await post('/org/v2/deptDelete', { deptId: wensan.id }, manager)).toMatchObject({
      code: 405,
      msg: '该部门下还有员工，无法删除',
    });
    const empty = (await post('/org/v2/deptCreate', { deptName: '空部门' }, manager)).data.deptId;
    await post('/org/v2/deptCreate', { deptName: '子部门', parentId: empty }, manager);
    expect(await post('/org/v2/deptDelete', { deptId: empty }, manager)).toMatchObject({
      code: 405,
      msg: '该部门下还有子部门，无法删除',
    });
    const child = (await deptsOfA()).find((d) => d.name === '子部门')!;
    expect(await post('/org/v2/deptDelete', { deptId: child.id }, manager)).toMatchObject({ code: 200 });
    expect(await post('/org/v2/deptDelete', { deptId: empty }, manager)).toMatchObject({
      code: 200,
      msg: '部门已删除',
    });
    expect((await deptsOfA()).some((d) => d.id === empty || d.id === child.id)).toBe(false);
    expect((await deptsOfA()).some((d) => d.id === team.id)).toBe(true);
  });

  it.each([
    [{}, '请输入部门名称'],
    [{ deptName: '  ' }, '请输入部门名称'],
    [{ deptName: '部'.repeat(21) }, '内容不能超过20个字'],
    [{ deptName: '好名字', parentId: 'x' }, '参数错误'],
    [{ deptName: '好名字', parentId: -1 }, '参数错误'],
    [{ deptName: '好名字', leaderUserId: 'x' }, '参数错误'],
  ])('refuses %j with %s', async (payload, msg) => {
    expect(await post('/org/v2/deptCreate', payload, manager)).toMatchObject({ code: 405, msg });
  });

  it('refuses a sibling with the same name, a leader who is not active staff, and an unknown parent', async () => {
    expect(await post('/org/v2/deptCreate', { deptName: '文三路店' }, manager)).toMatchObject({
      code: 405,
      msg: '同级部门下已有同名部门',
    });
    const wensan = await deptNamed(t, A, '文三路店');
    expect(await post('/org/v2/deptCreate', { deptName: '文三路一组', parentId: wensan.id }, manager)).toMatchObject({
      code: 405,
      msg: '同级部门下已有同名部门',
    });
    const pending = await userIdOf(t, DEMO.users.pendingA.phone);
    expect(await post('/org/v2/deptCreate', { deptName: '新部门', leaderUserId: pending }, manager)).toMatchObject({
      code: 405,
      msg: '负责人必须是在职员工',
    });
    expect(await post('/org/v2/deptCreate', { deptName: '新部门', parentId: 999999 }, manager)).toMatchObject({
      code: 404,
    });
  });

  it('never changes another company’s departments, whatever ids are sent', async () => {
    const before = await deptsOfA();
    const wensan = await deptNamed(t, A, '文三路店');
    const agentOfA = await userIdOf(t, DEMO.users.agentA.phone);
    const jiangnan = await deptNamed(t, DEMO.companyB.id, '江南大道店');
    const attempts = [
      ['/org/v2/deptEdit', { deptId: wensan.id, deptName: '被改名' }],
      ['/org/v2/deptMove', { deptId: wensan.id, parentId: jiangnan.id }],
      ['/org/v2/deptDelete', { deptId: wensan.id }],
      ['/org/v2/deptCreate', { deptName: '外来', parentId: wensan.id }],
      ['/org/v2/deptEdit', { deptId: jiangnan.id, deptName: '江南', leaderUserId: agentOfA }],
    ] as const;
    for (const [url, payload] of attempts) {
      const res = await post(url, payload, managerB);
      expect([404, 405], `${url}: ${res.msg}`).toContain(res.code);
    }
    expect(await deptsOfA()).toEqual(before);
  });

  it('needs a login', async () => {
    for (const url of ['/org/v2/deptCreate', '/org/v2/deptEdit', '/org/v2/deptMove', '/org/v2/deptDelete']) {
      expect(await post(url, { deptName: 'x' })).toMatchObject({ code: 400, msg: '您还未登录请登录！' });
    }
    for (const url of ['/org/v2/lwpV2', '/org/v2/get_sub_depts', '/org/v2/deptDetail?deptId=1']) {
      expect(await get(url)).toMatchObject({ code: 400 });
    }
  });
});
