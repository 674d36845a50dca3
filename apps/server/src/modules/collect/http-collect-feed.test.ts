import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/test-database.ts';
import { ManualClock } from '../../platform/clock.ts';
import type { TDb } from '../../platform/db/db.ts';
import { collectListings, collectSettings } from './collect.table.ts';
import { CollectFeedError } from './collect-feed.ts';
import { CollectJob, collectCities } from './collect-ingest.ts';
import { feedItem, startFakeCollectFeed, type TFakeCollectFeed } from './fake-collect-feed.ts';
import { FEED_PAGE_SIZE, HttpCollectFeed } from './http-collect-feed.ts';

let fake: TFakeCollectFeed;
beforeAll(async () => {
  fake = await startFakeCollectFeed();
});
afterAll(async () => fake.close());
beforeEach(() => {
  fake.items = [];
  fake.requests = [];
  fake.mode = 'ok';
});

describe('HttpCollectFeed', () => {
  it('asks with the bearer key, city, type, since and page, and reads the items', async () => {
    fake.items = [feedItem(1), feedItem(2), feedItem(3, { cityId: 1001 })];
    const feed = new HttpCollectFeed(fake.url, fake.key);
    expect(feed.configured).toBe(true);
    const since = new Date('2026-11-25T00:01:30Z');
    const page = await feed.pull({ cityId: 1086, cloudType: 0, since, page: 1 });
    const sent = fake.requests.at(-1)!;
    expect(sent.authorization).toBe(`Bearer ${fake.key}`);
    expect(Object.fromEntries(sent.query)).toEqual({
      cityId: '1086',
      cloudType: '0',
      page: '1',
      pageSize: String(FEED_PAGE_SIZE),
      since: since.toISOString(),
    });
    expect(page.hasMore).toBe(false);
    expect(page.items.map((i) => i.id)).toEqual(['feed-2']);
    // Only https pictures are kept (a script link is dropped); times become Dates.
    expect(page.items[0]).toMatchObject({
      pictures: ['https://img.example.cn/2/1.jpg'],
      collectedAt: new Date('2026-11-25T00:02:00Z'),
      removed: false,
    });
  });

  it('skips items it cannot read and keeps the rest, with fallbacks for odd fields', async () => {
    fake.items = [
      feedItem(1, { id: '' }),
      feedItem(2, { collectedAt: 'yesterday-ish' }),
      feedItem(3, { room: 'many', url: 'ftp://x', floor: 'high' }),
    ];
    const page = await new HttpCollectFeed(fake.url, fake.key).pull({
      cityId: 1086,
      cloudType: 0,
      since: null,
      page: 1,
    });
    expect(page.skipped).toBe(2);
    expect(page.items).toHaveLength(1);
    expect(page.items[0]).toMatchObject({ id: 'feed-3', room: 0, url: '', floor: null });
  });

  it('throws CollectFeedError on a refusal, a broken answer, an unreachable service or no configuration', async () => {
    const ask = (feed: HttpCollectFeed) => feed.pull({ cityId: 1086, cloudType: 0, since: null, page: 1 });
    await expect(ask(new HttpCollectFeed(fake.url, 'wrong-key'))).rejects.toBeInstanceOf(CollectFeedError);
    fake.mode = 'http-500';
    await expect(ask(new HttpCollectFeed(fake.url, fake.key))).rejects.toThrow(/HTTP 500/);
    fake.mode = 'broken-json';
    await expect(ask(new HttpCollectFeed(fake.url, fake.key))).rejects.toBeInstanceOf(CollectFeedError);
    await expect(ask(new HttpCollectFeed('http://127.0.0.1:1', 'k'))).rejects.toThrow(/unreachable/);
    const off = new HttpCollectFeed(undefined, undefined);
    expect(off.configured).toBe(false);
    await expect(ask(off)).rejects.toBeInstanceOf(CollectFeedError);
  });
});

describe('collecting into the shared table', () => {
  let db: TDb;
  let close: () => Promise<void>;
  beforeAll(async () => {
    const database = await openTestDatabase();
    db = database.db;
    close = database.close;
  });
  afterAll(async () => close());

  it('pages through the service, then asks only for what came after, and replaces known listings', async () => {
    fake.items = [
      ...Array.from({ length: FEED_PAGE_SIZE + 5 }, (_, i) => feedItem(i + 1)),
      feedItem(500, { cloudType: 1, price: 4500, unitPrice: 0 }),
    ];
    const feed = new HttpCollectFeed(fake.url, fake.key);
    expect(await collectCities(db, feed, [1086])).toEqual({ received: FEED_PAGE_SIZE + 6 });
    expect(fake.requests.map((r) => `${r.query.get('cloudType')}:${r.query.get('page')}`)).toEqual([
      '0:1',
      '0:2',
      '1:1',
    ]);
    expect(await db.select().from(collectListings)).toHaveLength(FEED_PAGE_SIZE + 6);

    // The portal changed a price and took one down: delivered again with a later collection time.
    fake.requests = [];
    fake.items.push(
      feedItem(1, { price: 1, collectedAt: '2026-11-26T00:00:00Z' }),
      feedItem(2, { removed: true, collectedAt: '2026-11-26T00:00:00Z' }),
    );
    expect(await collectCities(db, feed, [1086])).toEqual({ received: 2 });
    // Sale asks after its newest row (item 105), rent after item 500.
    const sinceOf = (n: number) => new Date(Date.UTC(2026, 10, 25, 0, n)).toISOString();
    expect(fake.requests.map((r) => r.query.get('since'))).toEqual([sinceOf(FEED_PAGE_SIZE + 5), sinceOf(500)]);
    const rows = await db.select().from(collectListings);
    expect(rows).toHaveLength(FEED_PAGE_SIZE + 6);
    expect(rows.find((r) => r.externalId === 'feed-1')?.price).toBe(1);
    expect(rows.find((r) => r.externalId === 'feed-2')?.removedAt).not.toBeNull();
  });

  it('the job runs only when configured and once per period', async () => {
    const clock = new ManualClock();
    // A company collecting 杭州市 (the job asks for the cities the companies collect).
    await db.insert(collectSettings).values({ companyId: 1, cityIds: [1086], updatedBy: 1 });
    const off = new CollectJob({ db, clock, feed: new HttpCollectFeed(undefined, undefined) }, 6);
    expect(await off.run()).toBeNull();
    const job = new CollectJob({ db, clock, feed: new HttpCollectFeed(fake.url, fake.key) }, 6);
    fake.requests = [];
    expect(await job.run()).not.toBeNull();
    expect(fake.requests.length).toBeGreaterThan(0);
    clock.advance(3_600_000);
    expect(await job.run()).toBeNull();
    clock.advance(5 * 3_600_000);
    expect(await job.run()).not.toBeNull();
  });
});
