import { SIGN_PARTY_TYPE } from '@awb/contract/sign-contract-constants';
import { describe, expect, it } from 'vitest';
import { DEMO } from '../../../test/create-test-app.ts';
import { boxOf, PEOPLE, saleContent } from './sign-contract-test-kit.ts';
import { setupSignApp } from './sign-test-kit.ts';

const { t, h, get } = setupSignApp();

/** The key search of the signing list (ilike, and the pieces index of migration 0014 for two characters and more). */
describe('the signing list key', () => {
  it('finds a contract by house name, party name and contract number, with one and two characters', async () => {
    const res = await t().call({
      method: 'POST',
      url: '/sign/contractSubmission',
      headers: h.managerA,
      payload: {
        boxid: await boxOf(t(), DEMO.companyA.id),
        content: saleContent({
          houseName: '检索测试苑',
          houseBuilding: '7幢',
          houseRoomNo: '905',
          partyB: { type: SIGN_PARTY_TYPE.person, ...PEOPLE.buyer, name: '慕容复' },
        }),
      },
    });
    expect(res.code, JSON.stringify(res.data ?? res.msg)).toBe(200);
    const { contractId, contractNo } = res.data as { contractId: number; contractNo: string };

    const ids = async (key: string) =>
      ((await get('/sign/signPosts', h.managerA, { key, pagesize: 50 })).data as { contractId: number }[]).map(
        (r) => r.contractId,
      );
    for (const key of [
      '检索',
      '检索测试苑',
      '苑',
      '慕容',
      '慕容复',
      '复',
      contractNo,
      contractNo.toLowerCase(),
      contractNo.slice(-6),
      contractNo.slice(-2),
      '7幢 905',
    ]) {
      expect(await ids(key), key).toContain(contractId);
    }
    expect(await ids('检苑')).toEqual([]);
    expect(await ids('QY')).toContain(contractId);
    expect(await get('/sign/signPosts', h.managerB, { key: '检索' })).toMatchObject({ code: 200, data: [] });
  });
});

describe('the signing list dates', () => {
  it('refuses a day that does not exist in the seed wording, instead of failing in the database', async () => {
    for (const day of ['2024-02-30', '2024-13-01', '0000-01-01']) {
      expect(await get('/sign/signPosts', h.managerA, { dateStart: day }), day).toMatchObject({
        code: 405,
        msg: '日期格式不正确',
      });
      expect(await get('/sign/signPosts', h.managerA, { dateEnd: day }), day).toMatchObject({ code: 405 });
    }
    expect((await get('/sign/signPosts', h.managerA, { dateStart: '2024-02-29', dateEnd: '2024-03-01' })).code).toBe(
      200,
    );
  });
});
