import { CLOUD_TYPE } from '@awb/contract/collect-constants';
import type { TClock } from '../../platform/clock.ts';
import type { TDb } from '../../platform/db/db.ts';
import { collectRepository as repo } from './collect.repository.ts';
import type { CollectFeed } from './collect-feed.ts';

/** Pages read per city and type in one run: the rest comes with the next run. */
export const FEED_MAX_PAGES = 20;
const HOUR = 3_600_000;

/**
 * Pulls the cities' listings of both types from the collection service into the shared table: what
 * was collected after the newest row already stored, page by page, each page in its own transaction.
 * Rows of another city or type than asked are not taken. Throws CollectFeedError when the service fails.
 */
export async function collectCities(db: TDb, feed: CollectFeed, cityIds: number[]): Promise<{ received: number }> {
  let received = 0;
  for (const cityId of cityIds) {
    for (const cloudType of Object.values(CLOUD_TYPE)) {
      const since = await repo.newest(db, cityId, cloudType);
      for (let page = 1; page <= FEED_MAX_PAGES; page += 1) {
        const result = await feed.pull({ cityId, cloudType, since, page });
        const items = result.items.filter((i) => i.cityId === cityId && i.cloudType === cloudType);
        await db.transaction((tx) => repo.upsert(tx, items));
        received += items.length;
        if (!result.hasMore) break;
      }
    }
  }
  return { received };
}

/**
 * The refresh job (main.ts runs it with the hourly jobs): every `refreshHours` it pulls the cities the
 * companies collect. Does nothing while the service is not configured; safe on several servers (the
 * upsert is by the portal's id).
 */
export class CollectJob {
  private lastRun = Number.NEGATIVE_INFINITY;
  private running: Promise<unknown> | null = null;
  constructor(
    private readonly deps: { db: TDb; clock: TClock; feed: CollectFeed },
    private readonly refreshHours: number,
  ) {}

  /**
   * Starts a run without waiting for it (a slow service must not hold up the server's start or the
   * other hourly jobs); a run still going is not started twice.
   */
  kick(onError: (error: unknown) => void): Promise<void> {
    if (!this.running) {
      this.running = this.run()
        .catch(onError)
        .finally(() => {
          this.running = null;
        });
    }
    return Promise.resolve();
  }

  async run(): Promise<{ received: number } | null> {
    const { db, clock, feed } = this.deps;
    const now = clock.now().getTime();
    // A few minutes' slack, so that an hourly timer that drifts does not skip a whole period.
    if (!feed.configured || now - this.lastRun < this.refreshHours * HOUR - 5 * 60_000) return null;
    this.lastRun = now;
    return collectCities(db, feed, await repo.usedCities(db));
  }
}
