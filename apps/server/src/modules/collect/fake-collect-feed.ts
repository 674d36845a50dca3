import { listenLocally } from '../../platform/http/local-server.ts';

/**
 * A local stand-in for the collection service in tests: answers `GET /listings` as docs/collect.md
 * describes (bearer key, cityId, cloudType, since, page, pageSize → `{ items, hasMore }`) from the
 * `items` it is given, oldest collection first. `requests` records what it was asked; `mode` makes
 * it refuse or break.
 */
export type TFakeCollectFeed = {
  url: string;
  key: string;
  items: Record<string, unknown>[];
  requests: { query: URLSearchParams; authorization: string | undefined }[];
  mode: 'ok' | 'http-500' | 'broken-json';
  close(): Promise<void>;
};

export async function startFakeCollectFeed(key = 'feed-test-key'): Promise<TFakeCollectFeed> {
  const feed: TFakeCollectFeed = {
    url: '',
    key,
    items: [],
    requests: [],
    mode: 'ok',
    close: async () => {},
  };
  const server = await listenLocally(
    (req, res) => {
      const url = new URL(req.url ?? '/', 'http://fake');
      feed.requests.push({ query: url.searchParams, authorization: req.headers.authorization });
      const send = (status: number, body: string) =>
        res.writeHead(status, { 'content-type': 'application/json' }).end(body);
      if (url.pathname !== '/listings') return send(404, '{}');
      if (req.headers.authorization !== `Bearer ${key}`) return send(401, '{"message":"bad key"}');
      if (feed.mode === 'http-500') return send(500, '{"message":"down"}');
      if (feed.mode === 'broken-json') return send(200, '{"items": [');
      const q = url.searchParams;
      const since = q.get('since') ? new Date(q.get('since') as string).getTime() : null;
      const matching = feed.items
        .filter((i) => String(i.cityId) === q.get('cityId') && String(i.cloudType) === q.get('cloudType'))
        .filter((i) => since === null || new Date(String(i.collectedAt)).getTime() > since)
        .sort((a, b) => new Date(String(a.collectedAt)).getTime() - new Date(String(b.collectedAt)).getTime());
      const size = Number(q.get('pageSize') ?? 100);
      const page = Number(q.get('page') ?? 1);
      const items = matching.slice((page - 1) * size, page * size);
      send(200, JSON.stringify({ items, hasMore: page * size < matching.length }));
    },
    // Idle connections outlive the client's pool, so that a reused socket is never closed under it.
    { keepAliveTimeout: 60_000 },
  );
  feed.url = server.url;
  feed.close = server.close;
  return feed;
}

/** A listing as the service delivers it (杭州市, 1086), numbered n; `overrides` change any field. */
export function feedItem(n: number, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    id: `feed-${n}`,
    source: (n % 6) + 1,
    cloudType: 0,
    cityId: 1086,
    districtId: 330106,
    districtName: '西湖区',
    title: `采集房源${n} 两室一厅`,
    village: '采集测试小区',
    address: `杭州西湖区测试路${n}号`,
    room: 2,
    hall: 1,
    toilet: 1,
    area: 80 + n,
    price: 300 + n,
    unitPrice: 40_000 + n,
    floor: 5,
    totalFloor: 18,
    toward: '南北',
    decoration: '精装修',
    description: '采集的描述',
    pictures: [`https://img.example.cn/${n}/1.jpg`, 'javascript:alert(1)'],
    contactName: '测试先生',
    contactPhone: `1890000${String(n).padStart(4, '0')}`,
    url: `https://hz.example-portal.cn/ershoufang/${n}.html`,
    publishedAt: '2026-11-20T02:00:00Z',
    collectedAt: new Date(Date.UTC(2026, 10, 25, 0, n)).toISOString(),
    ...overrides,
  };
}
