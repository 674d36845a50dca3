import { describe, expect, it } from 'vitest';
import { DEMO } from '../../../test/create-test-app.ts';
import { setupFileApp } from '../../../test/file-app.ts';
import { rankGroups, ranks } from './rank.table.ts';

const { t, manager, managerB, get, post } = setupFileApp({ manager: 'managerA', managerB: 'managerB' });
const snapshot = async () => ({
  groups: await t.db.select().from(rankGroups).orderBy(rankGroups.id),
  ranks: await t.db.select().from(ranks).orderBy(ranks.id),
});

describe('ranks and rank groups', () => {
  it('lists groups and ranks in order with counts, to any member', async () => {
    const agent = await t.login(DEMO.users.agentA.phone);
    const groups = await get('/setting/rankGroupList', agent);
    expect(groups.data.map((g: any) => [g.groupName, g.rankCount])).toEqual([
      ['经纪人序列', 4],
      ['管理序列', 2],
    ]);
    const all = await get('/setting/rankList', agent);
    expect(all.data.map((r: any) => [r.groupName, r.rankName, r.userCount])).toEqual([
      ['经纪人序列', '见习经纪人', 1],
      ['经纪人序列', '经纪人', 1],
      ['经纪人序列', '高级经纪人', 1],
      ['经纪人序列', '资深经纪人', 0],
      ['管理序列', '店长', 2],
      ['管理序列', '区域经理', 0],
    ]);
    const managers = await get(`/setting/rankList?groupId=${groups.data[1].groupId}`, agent);
    expect(managers.data.map((r: any) => r.rankName)).toEqual(['店长', '区域经理']);
  });

  it('adds, edits and deletes groups and ranks; deletes are GET calls as in the seeds', async () => {
    const group = await post('/setting/rankGroupCreate', { groupName: '行政序列', sort: 3 }, manager);
    expect(group).toMatchObject({ code: 200, msg: '职级组已添加' });
    const groupId = group.data.groupId;
    const rank = await post('/setting/rankCreate', { groupId, rankName: '行政专员', sort: 1 }, manager);
    expect(rank).toMatchObject({ code: 200, msg: '职级已添加' });
    const rankId = rank.data.rankId;
    expect(await post('/setting/rankEdit', { rankId, groupId, rankName: '行政主管', sort: 2 }, manager)).toMatchObject({
      code: 200,
    });
    expect(await post('/setting/rankGroupEdit', { groupId, groupName: '职能序列' }, manager)).toMatchObject({
      code: 200,
    });
    expect((await get(`/setting/rankList?groupId=${groupId}`, manager)).data).toEqual([
      expect.objectContaining({ rankName: '行政主管', groupName: '职能序列', sort: 2 }),
    ]);
    expect(await get(`/setting/deleteRankGroup?groupId=${groupId}`, manager)).toMatchObject({
      code: 405,
      msg: '请先删除该职级组下的职级',
    });
    expect(await get(`/setting/deleteRank?rankId=${rankId}`, manager)).toMatchObject({ code: 200, msg: '职级已删除' });
    expect(await get(`/setting/deleteRankGroup?groupId=${groupId}`, manager)).toMatchObject({ code: 200 });
    expect((await get('/setting/rankGroupList', manager)).total).toBe(2);
  });

  it('refuses deleting a rank held by active staff, duplicates and bad input', async () => {
    const head = (await get('/setting/rankList', manager)).data.find((r: any) => r.rankName === '店长');
    expect(await get(`/setting/deleteRank?rankId=${head.rankId}`, manager)).toMatchObject({
      code: 405,
      msg: '该职级下还有员工，无法删除',
    });
    expect(await post('/setting/rankCreate', { groupId: head.groupId, rankName: '店长' }, manager)).toMatchObject({
      msg: '该职级组下已有同名职级',
    });
    expect(await post('/setting/rankGroupCreate', { groupName: '管理序列' }, manager)).toMatchObject({
      msg: '职级组名称已存在',
    });
    expect(await post('/setting/rankCreate', { rankName: '无组' }, manager)).toMatchObject({ msg: '请选择职级组' });
    expect(await post('/setting/rankCreate', { groupId: head.groupId }, manager)).toMatchObject({
      msg: '请输入职级名称',
    });
    expect(await post('/setting/rankGroupCreate', {}, manager)).toMatchObject({ msg: '请输入职级组名称' });
    expect(await get('/setting/deleteRank', manager)).toMatchObject({ code: 405, msg: '参数错误' });
    expect(await get('/setting/deleteRankGroup?groupId=x', manager)).toMatchObject({ code: 405, msg: '参数错误' });
  });

  it('never shows or changes another company’s ranks', async () => {
    const before = await snapshot();
    const a = (await get('/setting/rankList', manager)).data[0];
    expect(await get(`/setting/deleteRank?rankId=${a.rankId}`, managerB)).toMatchObject({ code: 404 });
    expect(await get(`/setting/deleteRankGroup?groupId=${a.groupId}`, managerB)).toMatchObject({ code: 404 });
    expect(
      await post('/setting/rankEdit', { rankId: a.rankId, groupId: a.groupId, rankName: 'x' }, managerB),
    ).toMatchObject({
      code: 404,
    });
    expect(await post('/setting/rankCreate', { groupId: a.groupId, rankName: 'x' }, managerB)).toMatchObject({
      code: 404,
    });
    expect(await post('/setting/rankGroupEdit', { groupId: a.groupId, groupName: 'x' }, managerB)).toMatchObject({
      code: 404,
    });
    expect(await snapshot()).toEqual(before);
    expect((await get('/setting/rankList', managerB)).data.map((r: any) => r.rankName)).toEqual([
      '经纪人',
      '高级经纪人',
    ]);
  });
});
