import { z } from 'zod';

/**
 * The outside collection service (seed 001 §7 base "E"): it reads the portals and hands their public
 * listings over by city and type, newest collection last. Implementations: the HTTP client
 * (http-collect-feed.ts); tests run it against a local fake server.
 */
export interface CollectFeed {
  readonly configured: boolean;
  /** One page of listings of a city and type collected after `since` (all when null). */
  pull(request: TFeedRequest): Promise<TFeedPage>;
}

export type TFeedRequest = { cityId: number; cloudType: number; since: Date | null; page: number };
export type TFeedPage = { items: TFeedListing[]; hasMore: boolean; skipped: number };

export class CollectFeedError extends Error {}

/** PostgreSQL text cannot hold U+0000. */
const NUL = String.fromCharCode(0);
const text = (max: number) =>
  z
    .string()
    .transform((v) => v.replaceAll(NUL, '').trim().slice(0, max))
    .catch('');
const count = z.coerce.number().int().min(0).max(99).catch(0);
const amount = z.coerce.number().min(0).max(1e9).catch(0);
const storey = z.coerce.number().int().min(-9).max(300).nullable().catch(null);
const moment = z.coerce.date().nullable().catch(null);

/** One listing as the service delivers it; a field that does not fit falls back, a bad identity drops the item. */
export const ZFeedListing = z.object({
  id: z.union([z.string(), z.number()]).transform(String).pipe(z.string().min(1).max(100)),
  source: z.coerce.number().int().min(1).max(99),
  cloudType: z.coerce.number().int().min(0).max(1),
  cityId: z.coerce.number().int().positive().max(100_000),
  districtId: z.coerce.number().int().min(0).max(999_999).catch(0),
  districtName: text(50),
  title: text(200),
  village: text(100),
  address: text(200),
  room: count,
  hall: count,
  toilet: count,
  area: amount,
  price: amount,
  unitPrice: amount,
  floor: storey,
  totalFloor: storey,
  toward: text(20),
  decoration: text(20),
  description: text(5000),
  pictures: z
    .array(z.string())
    .catch([])
    .transform((list) => list.filter((u) => /^https:\/\/\S{1,500}$/.test(u)).slice(0, 30)),
  contactName: text(50),
  contactPhone: text(30),
  url: z
    .string()
    .catch('')
    .transform((u) => (/^https?:\/\/\S{1,1000}$/.test(u) ? u : '')),
  publishedAt: moment,
  collectedAt: z.coerce.date(),
  removed: z.boolean().catch(false).default(false),
});
export type TFeedListing = z.output<typeof ZFeedListing>;

/** Reads a page's items one by one: what cannot be read is skipped and counted, never fatal. */
export function readFeedItems(raw: unknown): { items: TFeedListing[]; skipped: number } {
  const list = Array.isArray(raw) ? raw : [];
  const items: TFeedListing[] = [];
  for (const entry of list) {
    const parsed = ZFeedListing.safeParse(entry);
    if (parsed.success) items.push(parsed.data);
  }
  return { items, skipped: list.length - items.length };
}
