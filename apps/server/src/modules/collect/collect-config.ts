/**
 * Settings of 云采集, read from the environment (docs/collect.md):
 * - `COLLECT_FEED_URL`, `COLLECT_FEED_KEY`: the outside collection service (base "E" of seed 001 §7);
 *   without both the lists show what was collected before and say 云采集服务未配置.
 * - `COLLECT_PICTURE_ORIGINS`: comma-separated origins the service's pictures come from
 *   (https://img.example.com), allowed as image sources of the web app.
 * - `COLLECT_REFRESH_HOURS`: how often the job pulls the companies' cities (default 6; the hourly
 *   jobs skip the hours in between).
 */
export type TCollectConfig = {
  feedUrl: string | undefined;
  feedKey: string | undefined;
  pictureOrigins: string[];
  refreshHours: number;
};

export function readCollectConfig(env: NodeJS.ProcessEnv = process.env): TCollectConfig {
  const hours = Number(env.COLLECT_REFRESH_HOURS ?? 6);
  return {
    feedUrl: env.COLLECT_FEED_URL?.trim().replace(/\/+$/, '') || undefined,
    feedKey: env.COLLECT_FEED_KEY?.trim() || undefined,
    pictureOrigins: (env.COLLECT_PICTURE_ORIGINS ?? '')
      .split(',')
      .map((o) => o.trim())
      .filter((o) => /^https:\/\/[a-z0-9.-]+(:\d+)?$/i.test(o)),
    refreshHours: Number.isFinite(hours) && hours >= 1 ? Math.floor(hours) : 6,
  };
}
