import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, type THeaders, type TTestApp } from '../../../../test/create-test-app.ts';
import { listenLocally, sendJson, type TLocalServer } from '../../../platform/http/local-server.ts';
import { communities } from '../community.table.ts';
import { PlaceAroundClient } from './nearby-client.ts';

/** A local stand-in for the maps service's place-around search, answering as the real one does. */
let fake: TLocalServer;
let fakeUrl = '';
const seen: URLSearchParams[] = [];
let answer: (q: URLSearchParams) => { status: number; body: unknown } = () => ({ status: 200, body: {} });

beforeAll(async () => {
  fake = await listenLocally((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    if (url.pathname !== '/v3/place/around') {
      res.writeHead(404).end();
      return;
    }
    seen.push(url.searchParams);
    const { status, body } = answer(url.searchParams);
    sendJson(res, status, body);
  });
  fakeUrl = fake.url;
});
afterAll(() => fake.close());

const POIS = Array.from({ length: 8 }, (_, i) => ({
  id: `B0${i}`,
  name: `地铁站${i}`,
  type: '交通设施服务;地铁站;地铁站',
  address: i === 0 ? [] : `${i}号线`,
  distance: String(100 * (i + 1)),
  location: '120.1,30.2',
}));

describe('PlaceAroundClient', () => {
  it('sends key, location, types, page 1, offset 6, sortrule distance, radius 30000 and reads status and pois', async () => {
    answer = () => ({ status: 200, body: { status: '1', info: 'OK', infocode: '10000', count: '8', pois: POIS } });
    const client = new PlaceAroundClient(fakeUrl, 'test-key');
    const result = await client.search({ longitude: 120.2137, latitude: 30.2097 }, '150000');
    const q = seen.at(-1)!;
    expect(Object.fromEntries(q)).toMatchObject({
      key: 'test-key',
      location: '120.213700,30.209700',
      types: '150000',
      page: '1',
      offset: '6',
      sortrule: 'distance',
      radius: '30000',
    });
    expect(result.status).toBe('1');
    expect(result.pois).toHaveLength(6);
    expect(result.pois[0]).toEqual({
      id: 'B00',
      name: '地铁站0',
      type: POIS[0]!.type,
      address: '',
      distance: 100,
      location: '120.1,30.2',
    });
  });

  it('passes on a refusal (status 0, info) and an unreachable or broken service', async () => {
    answer = () => ({ status: 200, body: { status: '0', info: 'INVALID_USER_KEY', infocode: '10001' } });
    const client = new PlaceAroundClient(fakeUrl, 'bad');
    expect(await client.search({ longitude: 120, latitude: 30 }, '090000')).toEqual({
      status: '0',
      info: 'INVALID_USER_KEY',
      pois: [],
    });
    answer = () => ({ status: 502, body: {} });
    expect((await client.search({ longitude: 120, latitude: 30 }, '090000')).info).toBe('HTTP 502');
    const down = new PlaceAroundClient('http://127.0.0.1:1', 'k');
    expect(await down.search({ longitude: 120, latitude: 30 }, '090000')).toMatchObject({
      status: '0',
      info: 'NETWORK_ERROR',
    });
  });
});

describe('GET /community/nearby', () => {
  const withApp = async (
    env: Record<string, string | undefined>,
    body: (t: TTestApp, h: THeaders, id: number) => Promise<void>,
  ) => {
    const saved = { MAP_KEY: process.env.MAP_KEY, MAP_API_URL: process.env.MAP_API_URL };
    Object.assign(process.env, env);
    for (const [k, v] of Object.entries(env)) if (v === undefined) delete process.env[k];
    const t = await createTestApp();
    try {
      const h = await t.login(DEMO.users.agentA.phone);
      const [c] = await t.db
        .select()
        .from(communities)
        .where(and(eq(communities.companyId, DEMO.companyA.id), eq(communities.name, '绿城春江花月')));
      await body(t, h, c!.id);
    } finally {
      await t.close();
      for (const [k, v] of Object.entries(saved)) {
        if (v === undefined) delete process.env[k];
        else process.env[k] = v;
      }
    }
  };

  it('says the key is not configured without MAP_KEY', async () => {
    await withApp({ MAP_KEY: undefined }, async (t, h, id) => {
      const res = await t.call({ method: 'GET', url: `/community/nearby?communityId=${id}&kind=traffic`, headers: h });
      expect(res.data).toEqual({ configured: false, status: '0', info: 'Map key not configured.', pois: [] });
    });
  });

  it('asks the maps service around the community with the tab’s types', async () => {
    await withApp({ MAP_KEY: 'server-key', MAP_API_URL: fakeUrl }, async (t, h, id) => {
      answer = () => ({ status: 200, body: { status: '1', info: 'OK', pois: POIS.slice(0, 2) } });
      const res = await t.call({ method: 'GET', url: `/community/nearby?communityId=${id}&kind=medical`, headers: h });
      expect(res.data).toMatchObject({ configured: true, status: '1' });
      expect(res.data.pois.map((p: any) => p.name)).toEqual(['地铁站0', '地铁站1']);
      expect(seen.at(-1)!.get('types')).toBe('090000');
      expect(seen.at(-1)!.get('key')).toBe('server-key');
      answer = () => ({ status: 200, body: { status: '0', info: 'DAILY_QUERY_OVER_LIMIT' } });
      const failed = await t.call({ method: 'GET', url: `/community/nearby?communityId=${id}&kind=life`, headers: h });
      expect(failed.data).toMatchObject({ configured: true, status: '0', info: 'DAILY_QUERY_OVER_LIMIT' });
      expect(
        (await t.call({ method: 'GET', url: `/community/nearby?communityId=${id}&kind=bad`, headers: h })).code,
      ).toBe(405);
    });
  });
});
