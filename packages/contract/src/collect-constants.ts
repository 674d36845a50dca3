import { APP_TYPE } from './common/apps.ts';
import { COLLECT_ITEM } from './permissions.ts';

/**
 * 云采集 constants (seed 001 §3 "Collect search", §9; docs/collect.md). Import-free of Zod so that a
 * page needing a label does not pull the schemas in.
 */

/** Seed 001 §9 cloud types: 0 sale (云出售), 1 rent (云出租). */
export const CLOUD_TYPE = { sale: 0, rent: 1 } as const;
export const CLOUD_TYPE_NAMES: Record<number, string> = { 0: '云出售', 1: '云出租' };

/** The outside portals the collection service reads (`source`); 0 in a filter means all. */
export const COLLECT_SOURCE_NAMES: Record<number, string> = {
  1: '58同城',
  2: '安居客',
  3: '房天下',
  4: '赶集网',
  5: '贝壳找房',
  6: '闲鱼房产',
};
export const COLLECT_SOURCES = Object.keys(COLLECT_SOURCE_NAMES).map(Number);

/** Seed 001 §9 room filter, with collect's 5: 0 all, 1–3 that many rooms, 4 四室, 5 五室及以上. */
export const COLLECT_ROOM_NAMES: Record<number, string> = {
  0: '不限',
  1: '一室',
  2: '二室',
  3: '三室',
  4: '四室',
  5: '五室及以上',
};
/** The room filter value from which every larger layout counts too. */
export const COLLECT_ROOM_OPEN_FROM = 5;

/** Sort field (`sortField`) and way (`sortWay`). */
export const COLLECT_SORT_FIELD = { collectedAt: 1, price: 2, area: 3, unitPrice: 4 } as const;
export const COLLECT_SORT_FIELD_NAMES: Record<number, string> = { 1: '采集时间', 2: '价格', 3: '面积', 4: '单价' };
export const COLLECT_SORT_WAY = { desc: 0, asc: 1 } as const;
export const COLLECT_SORT_WAY_NAMES: Record<number, string> = { 0: '从高到低', 1: '从低到高' };

/** What the caller's company did with a collected listing: 0 nothing, 1 已保存, 2 已转房源. */
export const COLLECT_SAVE_STATE = { none: 0, saved: 1, converted: 2 } as const;
export const COLLECT_SAVE_STATE_NAMES: Record<number, string> = { 0: '', 1: '已保存', 2: '已转房源' };

export const COLLECT_LIMITS = {
  /** Cities a company may collect at once. */
  cities: 5,
  /** Deepest page of a collect list (pageindex); a narrower filter reaches the rest. */
  maxPage: 500,
  keyword: 50,
} as const;

export const COLLECT_PERMISSION = {
  view: { appType: APP_TYPE.house, itemId: COLLECT_ITEM.view },
  setting: { appType: APP_TYPE.house, itemId: COLLECT_ITEM.setting },
} as const;

export const COLLECT_MSG = {
  notConfigured: '云采集服务未配置，请联系管理员',
  feedFailed: '云采集服务暂时不可用，请稍后再试',
  cityNotChosen: '所选城市不在公司的采集城市中',
  citiesRequired: '请至少选择一个采集城市',
  citiesTooMany: `采集城市最多选择${COLLECT_LIMITS.cities}个`,
  cityUnknown: '城市不存在',
  saved: '已保存',
  converted: '已转为房源',
  settingSaved: '设置已保存',
  refreshed: '采集完成',
} as const;
