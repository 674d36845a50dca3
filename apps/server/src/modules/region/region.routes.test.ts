import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../../test/create-test-app.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp({ demo: false });
});
afterAll(async () => {
  await t.close();
});

const get = (url: string) => t.call({ method: 'GET', url });

describe('GET /base/getProvince', () => {
  it('lists the 34 provinces, also before login (the registration form needs them)', async () => {
    const res = await get('/base/getProvince');
    expect(res.code).toBe(200);
    expect(res.data).toHaveLength(34);
    expect(res.data[3]).toEqual({ id: 4, name: '山西省', code: '140000' });
  });
});

describe('GET /base/getCity', () => {
  it('lists the cities of a province', async () => {
    const res = await get('/base/getCity?pid=4');
    expect(res.code).toBe(200);
    expect(res.data[0]).toEqual({ pid: 4, id: 1013, name: '太原市', code: '140100' });
    expect(res.data.every((c: { pid: number }) => c.pid === 4)).toBe(true);
  });

  it('lists every city, ids from 1000, when no province is given', async () => {
    const res = await get('/base/getCity');
    expect(res.data[0]).toMatchObject({ id: 1000, name: '北京市' });
    expect(res.data.length).toBeGreaterThan(300);
    expect(res.data.every((c: { id: number }) => c.id >= 1000)).toBe(true);
  });

  it('answers an unknown province with an empty list, and a bad one with 参数错误', async () => {
    expect(await get('/base/getCity?pid=99')).toMatchObject({ code: 200, data: [] });
    expect(await get('/base/getCity?pid=abc')).toMatchObject({ code: 405, msg: '参数错误' });
    expect(await get('/base/getCity?pid=-1')).toMatchObject({ code: 405, msg: '参数错误' });
  });
});

describe('GET /base/getDistractList', () => {
  it('lists the districts of a city by cityId or by city', async () => {
    for (const query of ['cityId=1086', 'city=1086']) {
      const res = await get(`/base/getDistractList?${query}`);
      expect(res.code).toBe(200);
      expect(res.data).toContainEqual({ cityId: 1086, id: 330106, name: '西湖区' });
    }
  });

  it('answers no city or an unknown one with an empty list', async () => {
    expect(await get('/base/getDistractList')).toMatchObject({ code: 200, data: [] });
    expect(await get('/base/getDistractList?cityId=5000')).toMatchObject({ code: 200, data: [] });
    expect(await get('/base/getDistractList?cityId=x')).toMatchObject({ code: 405, msg: '参数错误' });
  });
});
