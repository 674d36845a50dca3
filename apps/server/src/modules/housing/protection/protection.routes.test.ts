import { APP_TYPE } from '@awb/contract/common/apps';
import { CODE, MSG } from '@awb/contract/common/codes';
import { HOUSING_MSG } from '@awb/contract/housing-options';
import { DATA_SCOPE } from '@awb/contract/permissions';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO, type THeaders } from '../../../../test/create-test-app.ts';
import { setupFileApp } from '../../../../test/file-app.ts';
import { staffWith } from '../../../../test/org-fixtures.ts';
import { grantOf } from '../../../db/seed/org-factories.ts';
import { addListing, firstCommunity, saleBody } from '../housing-fixtures.ts';
import { listingReveals } from './protection.table.ts';

const { t, manager, agent, head, get, post } = setupFileApp({ manager: 'managerA', agent: 'agentA', head: 'headA' });
let communityId: number;
beforeAll(async () => {
  communityId = (await firstCommunity(t, DEMO.companyA.id)).communityId;
});

const reveal = (houseId: number, type: number, headers: THeaders) =>
  get(`/housing/v2/getHouseInfoProtection?houseId=${houseId}&type=${type}`, headers);
const publicListing = () => addListing(t, agent, saleBody(communityId, { infoAttribution: 2 }));

describe('GET /housing/v2/getHouseInfoProtection', () => {
  it('reveals contacts, the address or everything to a colleague with the permission, counted and logged', async () => {
    const id = await publicListing();
    const contacts = await reveal(id, 1, head);
    expect(contacts.code).toBe(200);
    expect(contacts.data.contacts).toEqual([{ name: '王建国', phone: '13912345678', level: '先生' }]);
    expect(contacts.data.address.roomNo).toBe('');
    expect(contacts.data.remain).toBe(29);
    const address = await reveal(id, 2, head);
    expect(address.data.address).toMatchObject({ buildingNo: '88', unitNo: '1', floor: 5, totalFloor: 18 });
    expect(address.data.contacts).toEqual([]);
    const all = await reveal(id, 3, head);
    expect(all.data.requestData).toMatchObject({ houseId: id, sellPrice: 320 });
    expect(all.data.requestData.contacts[0].phone).toBe('13912345678');
    const log = await get(`/housing/v2/protectionRecord?houseId=${id}`, manager);
    expect(log.data.map((r: { type: number; userName: string }) => [r.type, r.userName])).toEqual([
      [3, DEMO.users.headA.name],
      [2, DEMO.users.headA.name],
      [1, DEMO.users.headA.name],
    ]);
    const records = await get(`/app/appRecord?appType=1&itemId=${id}&recordType=1`, manager);
    expect(records.data.map((r: { action: string }) => r.action)).toContain('查看业主电话');
  });

  it('lets owners and managers see freely, uncounted', async () => {
    const id = await publicListing();
    expect((await reveal(id, 1, agent)).data.remain).toBe(-1);
    expect((await reveal(id, 1, manager)).data.remain).toBe(-1);
    const rows = await t.db.select().from(listingReveals).where(eq(listingReveals.listingId, id));
    expect(rows.every((r) => !r.counted)).toBe(true);
  });

  it('refuses without the permission child, and type 3 without the edit permission', async () => {
    const id = await publicListing();
    const addressOnly = await staffWith(t, DEMO.companyA.id, [
      { appType: APP_TYPE.house, dataScope: DATA_SCOPE.company, authData: { '5': [502] } },
    ]);
    expect(await reveal(id, 1, addressOnly.headers)).toMatchObject({ code: CODE.noPermission, msg: MSG.noPermission });
    expect((await reveal(id, 2, addressOnly.headers)).code).toBe(200);
    expect((await reveal(id, 3, addressOnly.headers)).code).toBe(CODE.noPermission);
    const foreign = await reveal(id, 1, await t.login(DEMO.users.managerB.phone));
    expect(foreign.code).toBe(CODE.notFound);
    expect((await get(`/housing/v2/getHouseInfoProtection?houseId=${id}&type=4`, head)).code).toBe(CODE.invalid);
  });

  it('stops at the daily quota; a repeat of the same listing is free; the next day starts again', async () => {
    expect(
      (
        await post(
          '/housing/v2/housingSettingSave',
          { dailyViewLimit: 2, protectContacts: 1, protectAddress: true },
          manager,
        )
      ).code,
    ).toBe(200);
    const viewer = await staffWith(t, DEMO.companyA.id, [grantOf(APP_TYPE.house, DATA_SCOPE.own)]);
    const [a, b, c] = [await publicListing(), await publicListing(), await publicListing()];
    expect((await reveal(a, 1, viewer.headers)).data.remain).toBe(1);
    expect((await reveal(a, 1, viewer.headers)).data.remain).toBe(1);
    expect((await reveal(b, 1, viewer.headers)).data.remain).toBe(0);
    expect(await reveal(c, 1, viewer.headers)).toMatchObject({ code: CODE.invalid, msg: HOUSING_MSG.quotaExceeded });
    expect((await get('/housing/v2/queryAuthHouseCount?type=1', viewer.headers)).data).toMatchObject({
      limit: 2,
      used: 2,
      remain: 0,
    });
    t.clock.advance(24 * 3_600_000);
    expect((await reveal(c, 1, viewer.headers)).code).toBe(200);
    await post(
      '/housing/v2/housingSettingSave',
      { dailyViewLimit: 30, protectContacts: true, protectAddress: true },
      manager,
    );
  });

  it('counts each search by owner phone as a reveal, so that guessing hidden digits spends the quota', async () => {
    await post(
      '/housing/v2/housingSettingSave',
      { dailyViewLimit: 3, protectContacts: true, protectAddress: true },
      manager,
    );
    const viewer = await staffWith(t, DEMO.companyA.id, [grantOf(APP_TYPE.house, DATA_SCOPE.company)]);
    const id = await publicListing();
    const search = (contactPhone: string) =>
      post('/housing/v2/housingPosts', { type: 1, contactPhone }, viewer.headers);
    // Guessing the four hidden digits of 139****5678: every try costs one reveal, found or not.
    expect((await search('13912340000')).code).toBe(200);
    expect((await search('13912341111')).code).toBe(200);
    const hit = await search('13912345678');
    expect(hit.data.map((r: { houseId: number }) => r.houseId)).toContain(id);
    expect(await search('13912342222')).toMatchObject({ code: CODE.invalid, msg: HOUSING_MSG.quotaExceeded });
    // The manager sees each search in the reveal log.
    const log = await get(`/housing/v2/protectionRecord?userId=${viewer.id}`, manager);
    expect(log.data.map((r: { title: string; counted: boolean }) => [r.title, r.counted])).toEqual([
      ['按业主电话搜索房源', true],
      ['按业主电话搜索房源', true],
      ['按业主电话搜索房源', true],
    ]);
    // A manager searches freely.
    expect((await post('/housing/v2/housingPosts', { type: 1, contactPhone: '13912345678' }, manager)).code).toBe(200);
    await post(
      '/housing/v2/housingSettingSave',
      { dailyViewLimit: 30, protectContacts: true, protectAddress: true },
      manager,
    );
  });

  it('does not mask or count what the company does not protect', async () => {
    await post(
      '/housing/v2/housingSettingSave',
      { dailyViewLimit: 30, protectContacts: false, protectAddress: true },
      manager,
    );
    const id = await publicListing();
    const detail = await get(`/housing/v2/housingDetail?houseId=${id}`, head);
    expect(detail.data.requestData).toMatchObject({ contactsMasked: false, addressMasked: true });
    expect(detail.data.requestData.contacts[0].phone).toBe('13912345678');
    expect((await reveal(id, 1, head)).data.remain).toBe(-1);
    await post(
      '/housing/v2/housingSettingSave',
      { dailyViewLimit: 30, protectContacts: true, protectAddress: true },
      manager,
    );
  });
});

describe('settings and the reveal log', () => {
  it('answers the defaults, saves with the settings permission only', async () => {
    const res = await get('/housing/v2/getHousingSetting', agent);
    expect(res.data).toEqual({ dailyViewLimit: 30, protectContacts: true, protectAddress: true, publicPoolDays: 0 });
    expect(
      (
        await post(
          '/housing/v2/housingSettingSave',
          { dailyViewLimit: 5, protectContacts: true, protectAddress: true },
          agent,
        )
      ).code,
    ).toBe(CODE.noPermission);
    expect(
      (
        await post(
          '/housing/v2/housingSettingSave',
          { dailyViewLimit: -1, protectContacts: true, protectAddress: true },
          manager,
        )
      ).msg,
    ).toBe('每日查看次数必须是0-1000的整数');
  });

  it('lets only the holders of 查看保护信息查看记录 read the log, filtered by person and date', async () => {
    expect((await get('/housing/v2/protectionRecord', agent)).code).toBe(CODE.noPermission);
    const all = await get('/housing/v2/protectionRecord?dateStart=2020-01-01', manager);
    expect(all.total).toBeGreaterThan(0);
    const none = await get('/housing/v2/protectionRecord?dateEnd=2020-01-01', manager);
    expect(none.data).toEqual([]);
  });
});
