import {
  type CollectFeed,
  CollectFeedError,
  readFeedItems,
  type TFeedPage,
  type TFeedRequest,
} from './collect-feed.ts';

/** Listings asked for per page. */
export const FEED_PAGE_SIZE = 100;

/**
 * The collection service's HTTP client: `GET {COLLECT_FEED_URL}/listings?cityId&cloudType&since&page&pageSize`
 * with `Authorization: Bearer {COLLECT_FEED_KEY}`, answering `{ items: [...], hasMore }` (docs/collect.md).
 * A refusal, a timeout or a broken answer throws CollectFeedError.
 */
export class HttpCollectFeed implements CollectFeed {
  readonly configured: boolean;
  constructor(
    private readonly url: string | undefined,
    private readonly key: string | undefined,
    private readonly timeoutMs = 15_000,
  ) {
    this.configured = Boolean(url && key);
  }

  async pull(request: TFeedRequest): Promise<TFeedPage> {
    if (!this.url || !this.key) throw new CollectFeedError('collect feed not configured');
    const params = new URLSearchParams({
      cityId: String(request.cityId),
      cloudType: String(request.cloudType),
      page: String(request.page),
      pageSize: String(FEED_PAGE_SIZE),
    });
    if (request.since) params.set('since', request.since.toISOString());
    const response = await this.get(`${this.url}/listings?${params}`, this.key);
    const body = (await response.json().catch(() => null)) as { items?: unknown; hasMore?: unknown } | null;
    if (!response.ok || !body || !Array.isArray(body.items)) {
      throw new CollectFeedError(`collect feed refused: HTTP ${response.status}`);
    }
    const { items, skipped } = readFeedItems(body.items);
    return { items, skipped, hasMore: body.hasMore === true };
  }

  /** A GET, tried a second time when the connection failed (a pooled socket the service had closed). */
  private async get(url: string, key: string): Promise<Response> {
    const ask = () =>
      fetch(url, {
        headers: { authorization: `Bearer ${key}`, accept: 'application/json' },
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    try {
      return await ask().catch((error: unknown) => {
        if (error instanceof Error && error.name === 'TimeoutError') throw error;
        return ask();
      });
    } catch (error) {
      throw new CollectFeedError(`collect feed unreachable: ${(error as Error).message}`);
    }
  }
}
