import { APP_TYPE } from '@awb/contract/common/apps';
import { CODE, MSG } from '@awb/contract/common/codes';
import { HOUSING_MSG } from '@awb/contract/housing-options';
import { DATA_SCOPE } from '@awb/contract/permissions';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO, type THeaders } from '../../../../test/create-test-app.ts';
import { setupFileApp } from '../../../../test/file-app.ts';
import { multipart, SAMPLE_FILES } from '../../../../test/multipart.ts';
import { staffWith, userIdOf } from '../../../../test/org-fixtures.ts';
import { grantOf } from '../../../db/seed/org-factories.ts';
import { addListing, firstCommunity, saleBody } from '../housing-fixtures.ts';
import { listings } from '../listing.table.ts';

const { t, manager, agent, agent2, head, get, post } = setupFileApp({
  manager: 'managerA',
  agent: 'agentA',
  agent2: 'agentA2',
  head: 'headA',
});
let communityId: number;
beforeAll(async () => {
  communityId = (await firstCommunity(t, DEMO.companyA.id)).communityId;
});
const team = async (id: number) => (await get(`/housing/v2/teamPosts?houseId=${id}`, manager)).data;
const listing = async (id: number) => (await t.db.select().from(listings).where(eq(listings.id, id)))[0]!;
const publicListing = () => addListing(t, agent, saleBody(communityId, { infoAttribution: 2 }));

async function upload(headers: THeaders): Promise<string> {
  const form = multipart({ filename: 'room.png', contentType: 'image/png', bytes: SAMPLE_FILES.png });
  const res = await t.call({
    method: 'POST',
    url: '/housing/v2/houseUpload',
    headers: { ...headers, ...form.headers },
    payload: form.payload,
  });
  expect(res.code).toBe(200);
  expect(res.data.url).toMatch(/^\/files\//);
  return res.data.ref as string;
}

describe('taking team roles', () => {
  it('the adder is the maintainer; others take the vacant key, entrustment and agent roles', async () => {
    const id = await publicListing();
    expect((await team(id)).vacancies).toEqual([1, 2, 3, 4]);
    expect(
      await post('/housing/v2/teamKey', { houseId: id, keyNo: 'K-088', remark: '门店钥匙箱' }, agent2),
    ).toMatchObject({
      code: 200,
      msg: '钥匙登记成功',
    });
    expect(await listing(id)).toMatchObject({ haveKeys: 1, houseKeys: 'K-088' });
    const entrust = { houseId: id, entrustType: 2, entrustStart: '2026-11-01', entrustEnd: '2027-01-31' };
    expect((await post('/housing/v2/teamEntrustment', entrust, agent2)).code).toBe(200);
    expect((await post('/housing/v2/teamAgent', { houseId: id }, head)).code).toBe(200);
    const now = await team(id);
    expect(now.vacancies).toEqual([3]);
    expect(now.teamData.map((m: { type: number; userName: string }) => [m.type, m.userName])).toEqual([
      [0, DEMO.users.agentA.name],
      [1, DEMO.users.agentA2.name],
      [2, DEMO.users.agentA2.name],
      [4, DEMO.users.headA.name],
    ]);
    expect(now.teamData[2]).toMatchObject({ entrustType: 2, entrustEnd: '2027-01-31' });
  });

  it('refuses a taken role, an own role twice, a bad entrustment period and a missing permission', async () => {
    const id = await publicListing();
    expect(await post('/housing/v2/teamMaintainer', { houseId: id }, agent2)).toMatchObject({
      code: CODE.invalid,
      msg: HOUSING_MSG.teamTaken,
    });
    expect((await post('/housing/v2/teamMaintainer', { houseId: id }, agent)).msg).toBe(HOUSING_MSG.teamAlreadyYou);
    const bad = { houseId: id, entrustType: 1, entrustStart: '2026-12-01', entrustEnd: '2026-11-01' };
    expect((await post('/housing/v2/teamEntrustment', bad, agent2)).msg).toBe(HOUSING_MSG.entrustDateOrder);
    expect((await post('/housing/v2/teamKey', { houseId: id, keyNo: '' }, agent2)).msg).toBe(HOUSING_MSG.keyNoRequired);
    const noTeam = await staffWith(t, DEMO.companyA.id, [grantOf(APP_TYPE.house, DATA_SCOPE.own, [1, 2])]);
    expect(await post('/housing/v2/teamKey', { houseId: id, keyNo: 'K1' }, noTeam.headers)).toMatchObject({
      code: CODE.noPermission,
      msg: MSG.noPermission,
    });
    const foreign = await post('/housing/v2/teamAgent', { houseId: id }, await t.login(DEMO.users.agentB.phone));
    expect(foreign.code).toBe(CODE.notFound);
  });

  it('a maintainer who was relieved leaves the role vacant to take (become maintainer)', async () => {
    const id = await publicListing();
    const mine = (await team(id)).teamData[0];
    expect(await post('/housing/v2/teamRelieve', { teamId: mine.teamId }, agent)).toMatchObject({
      code: 200,
      msg: '已解除',
    });
    expect((await listing(id)).maintainerId).toBeNull();
    expect(await post('/housing/v2/teamMaintainer', { houseId: id }, agent2)).toMatchObject({
      code: 200,
      msg: '您已成为维护人',
    });
    expect((await listing(id)).maintainerId).toBe(await userIdOf(t, DEMO.users.agentA2.phone));
  });
});

describe('surveys and pictures', () => {
  it('uploads pictures, makes the first the cover, answers the survey with its VR link', async () => {
    const id = await publicListing();
    const refs = [await upload(agent2), await upload(agent2)];
    const res = await post(
      '/housing/v2/teamSurveyor',
      {
        houseId: id,
        pictures: refs.map((ref) => ({ ref, title: '客厅' })),
        vr: 'https://vr.example.com/h/1',
        remark: '采光好',
      },
      agent2,
    );
    expect(res).toMatchObject({ code: 200, msg: '实勘已上传' });
    const survey = await get(`/housing/v2/teamSurveyorDetail?houseId=${id}`, agent);
    expect(survey.data.pictures).toHaveLength(2);
    expect(survey.data.pictures[0].isCover).toBe(true);
    expect(survey.data).toMatchObject({
      vr: 'https://vr.example.com/h/1',
      requestData: { userName: DEMO.users.agentA2.name, remark: '采光好' },
    });
    const second = survey.data.pictures[1].pictureId;
    expect((await post('/housing/v2/houseThumbnail', { houseId: id, pictureId: second }, agent2)).code).toBe(200);
    const detail = await get(`/housing/v2/housingDetail?houseId=${id}`, agent);
    expect(detail.data.pictures[0]).toMatchObject({ pictureId: second, isCover: true });
    expect(detail.data.cover).toMatch(/^\/files\//);
    const list = await post('/housing/v2/housingPosts', { type: 1, searchIds: [id] }, agent);
    expect(list.data[0].cover).toMatch(/^\/files\//);
  });

  it('refuses pictures that are not the company’s listing uploads, a bad VR link, a colleague’s cover change', async () => {
    const id = await publicListing();
    const foreignRef = await upload(await t.login(DEMO.users.agentB.phone));
    const foreign = await post('/housing/v2/teamSurveyor', { houseId: id, pictures: [{ ref: foreignRef }] }, agent2);
    expect(foreign).toMatchObject({ code: CODE.invalid, msg: HOUSING_MSG.pictureNotFound });
    const ref = await upload(agent2);
    expect(
      (await post('/housing/v2/teamSurveyor', { houseId: id, pictures: [{ ref }], vr: 'javascript:alert(1)' }, agent2))
        .msg,
    ).toBe(HOUSING_MSG.vrFormat);
    expect((await post('/housing/v2/teamSurveyor', { houseId: id, pictures: [] }, agent2)).msg).toBe(
      HOUSING_MSG.picturesRequired,
    );
    expect((await post('/housing/v2/teamSurveyor', { houseId: id, pictures: [{ ref }] }, agent2)).code).toBe(200);
    const pictureId = (await get(`/housing/v2/housingPictures?houseId=${id}`, agent)).data[0].pictureId;
    const outsider = await staffWith(t, DEMO.companyA.id, [grantOf(APP_TYPE.house, DATA_SCOPE.own)]);
    expect((await post('/housing/v2/houseThumbnail', { houseId: id, pictureId }, outsider.headers)).code).toBe(
      CODE.noPermission,
    );
    expect((await post('/housing/v2/teamSurveyor', { houseId: id, pictures: [{ ref }] }, head)).msg).toBe(
      HOUSING_MSG.teamTaken,
    );
  });
});

describe('assigning and relieving', () => {
  it('gives a role to a colleague, replacing the holder; every change is recorded', async () => {
    const id = await publicListing();
    const agent2Id = await userIdOf(t, DEMO.users.agentA2.phone);
    expect(await post('/housing/v2/teamAssign', { houseId: id, type: 0, userId: agent2Id }, head)).toMatchObject({
      code: 200,
      msg: '分配成功',
    });
    expect((await listing(id)).maintainerId).toBe(agent2Id);
    expect((await post('/housing/v2/teamAssign', { houseId: id, type: 0, userId: agent2Id }, head)).code).toBe(
      CODE.invalid,
    );
    const records = await get(`/housing/v2/teamChangeRecord?houseId=${id}`, agent);
    expect(
      records.data.map((r: { actionName: string; userName: string; previousUserName: string }) => [
        r.actionName,
        r.userName,
        r.previousUserName,
      ]),
    ).toEqual([
      ['分配', DEMO.users.agentA2.name, DEMO.users.agentA.name],
      ['获得', DEMO.users.agentA.name, ''],
    ]);
    const circulation = await get(`/app/appRecord?appType=1&itemId=${id}&recordType=2`, agent);
    expect(circulation.data[0]).toMatchObject({ action: '维护人变更' });
  });

  it('needs 分配与解除团队成员 to assign or relieve someone else; a holder may relieve themself', async () => {
    const id = await publicListing();
    const agent2Id = await userIdOf(t, DEMO.users.agentA2.phone);
    expect((await post('/housing/v2/teamAssign', { houseId: id, type: 1, userId: agent2Id }, agent)).code).toBe(
      CODE.noPermission,
    );
    expect((await post('/housing/v2/teamKey', { houseId: id, keyNo: 'K-1' }, agent2)).code).toBe(200);
    const key = (await team(id)).teamData.find((m: { type: number }) => m.type === 1);
    expect((await post('/housing/v2/teamRelieve', { teamId: key.teamId }, agent)).code).toBe(CODE.noPermission);
    expect((await post('/housing/v2/teamRelieve', { teamId: key.teamId }, agent2)).code).toBe(200);
    expect(await listing(id)).toMatchObject({ haveKeys: 0, houseKeys: '' });
    expect((await post('/housing/v2/teamRelieve', { teamId: key.teamId }, manager)).msg).toBe(
      HOUSING_MSG.teamMemberNotFound,
    );
    const leftId = await userIdOf(t, DEMO.users.pendingA.phone);
    expect((await post('/housing/v2/teamAssign', { houseId: id, type: 1, userId: leftId }, manager)).msg).toBe(
      HOUSING_MSG.userNotFound,
    );
    const bUser = await userIdOf(t, DEMO.users.agentB.phone);
    expect((await post('/housing/v2/teamAssign', { houseId: id, type: 1, userId: bUser }, manager)).msg).toBe(
      HOUSING_MSG.userNotFound,
    );
  });
});
