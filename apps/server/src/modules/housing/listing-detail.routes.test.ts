import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../../test/create-test-app.ts';
import { setupFileApp } from '../../../test/file-app.ts';
import { multipart, SAMPLE_FILES } from '../../../test/multipart.ts';
import { addListing, firstCommunity, saleBody } from './housing-fixtures.ts';

// The detail reads the listing and all it shows in one statement (listing-detail-read.ts): it must
// answer what the separate reads of its parts answer (pictures, team, collection, list row).
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

async function upload(): Promise<string> {
  const form = multipart({ filename: 'room.png', contentType: 'image/png', bytes: SAMPLE_FILES.png });
  const res = await t.call({
    method: 'POST',
    url: '/housing/v2/houseUpload',
    headers: { ...agent2, ...form.headers },
    payload: form.payload,
  });
  return res.data.ref as string;
}

describe('GET /housing/v2/housingDetail with contacts, pictures, team, follow-ups and a collection', () => {
  it('answers each part as its own call does, for the holder, a manager and a masked colleague', async () => {
    const contacts = [
      { name: '王建国', phone: '13912345678', level: '先生' },
      { name: '李梅', phone: '13812345678', level: '女士' },
    ];
    const id = await addListing(t, agent, saleBody(communityId, { infoAttribution: 2, contacts }));
    const pictures = [
      { ref: await upload(), title: '客厅' },
      { ref: await upload(), title: '卧室' },
    ];
    expect((await post('/housing/v2/teamSurveyor', { houseId: id, pictures, remark: '采光好' }, agent2)).code).toBe(
      200,
    );
    expect((await post('/housing/v2/teamKey', { houseId: id, keyNo: 'K-1', remark: '钥匙箱' }, head)).code).toBe(200);
    const second = (await get(`/housing/v2/housingPictures?houseId=${id}`, agent)).data[1].pictureId;
    expect((await post('/housing/v2/houseThumbnail', { houseId: id, pictureId: second }, agent2)).code).toBe(200);
    expect(
      (await post('/housing/v2/housingfollowUp', { houseId: id, categoryType: 1, content: '带看' }, agent)).code,
    ).toBe(200);
    expect((await get(`/app/collection?appType=1&itemId=${id}&status=1`, manager)).data.collected).toBe(true);

    const row = (await post('/housing/v2/housingPosts', { type: 1, searchIds: [id] }, manager)).data[0];
    const shownPictures = (await get(`/housing/v2/housingPictures?houseId=${id}`, manager)).data;
    const team = (await get(`/housing/v2/teamPosts?houseId=${id}`, manager)).data.teamData;
    expect(shownPictures.map((p: { pictureId: number }) => p.pictureId)[0]).toBe(second);
    expect(team).toHaveLength(3);

    const byManager = (await get(`/housing/v2/housingDetail?houseId=${id}`, manager)).data;
    expect(byManager.requestData.contacts).toEqual(contacts);
    expect(byManager.requestData).toMatchObject({
      communityInfo: { communityId, communityName: row.communityName, regionName: row.regionName },
      districtName: row.districtName,
      followAt: row.followAt,
      contactsMasked: false,
    });
    expect(byManager.pictures).toEqual(shownPictures);
    expect(byManager.cover).toBe(shownPictures[0].url);
    expect(byManager.teamInfo.teamData).toEqual(team);
    expect(byManager.attributor).toMatchObject({ userName: DEMO.users.agentA.name });
    expect(byManager.attributor.deptName).not.toBe('');
    expect(byManager.collected).toBe(true);

    const byAgent = (await get(`/housing/v2/housingDetail?houseId=${id}`, agent)).data;
    expect(byAgent).toMatchObject({ collected: false, pictures: shownPictures, teamInfo: { teamData: team } });
    expect(byAgent.requestData.contacts).toEqual(contacts);

    // Not a holder: the contacts masked, in the same order.
    const byColleague = (await get(`/housing/v2/housingDetail?houseId=${id}`, agent2)).data;
    expect(byColleague.requestData.contacts).toEqual([
      { name: '王先生', phone: '139****5678', level: '先生' },
      { name: '李女士', phone: '138****5678', level: '女士' },
    ]);
    expect(byColleague.collected).toBe(false);
  });
});
