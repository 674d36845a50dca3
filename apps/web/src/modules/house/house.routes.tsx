import type { ComponentType } from 'react';
import { lazyPage } from '../../platform/lazy-page.ts';
import type { TPageRoute } from '../../platform/page-route.ts';

const page = (path: string, title: string, load: () => Promise<{ default: ComponentType }>): TPageRoute => ({
  path,
  title,
  component: lazyPage(load),
});

/** The house book (房源本) at the seeds' paths (seed 000 §2). */
export const houseRoutes: TPageRoute[] = [
  { ...page('pages/house', '房源', () => import('./pages/house-tab.tsx')), tab: true },
  page('pages/house/search', '搜索房源', () => import('./pages/search.tsx')),
  page('pages/house/detail', '房源详情', () => import('./pages/detail/detail.tsx')),
  page('pages/house/operation', '录入房源', () => import('./pages/operation/operation.tsx')),
  page('pages/house/operation-detail', '房源资料', () => import('./pages/operation-detail.tsx')),
  page('pages/house/write-follow', '写跟进', () => import('./pages/write-follow.tsx')),
  page('pages/house/other-record', '操作记录', () => import('./pages/other-record.tsx')),
  page('pages/house/circulation-record', '流转记录', () => import('./pages/circulation-record.tsx')),
  page('pages/house/actual-survey', '实勘', () => import('./pages/actual-survey.tsx')),
  page('pages/house/team-work', '房源团队', () => import('./pages/team-work.tsx')),
  // Drawn over the page that opened it (pickEstate of the estate module), which keeps its state.
  { ...page('pages/house/select-estate', '选择小区', () => import('./pages/select-estate.tsx')), overlay: true },
  page('pages/house/entrust', '签委托', () => import('./pages/entrust.tsx')),
  page('pages/house/enterkey', '录入钥匙', () => import('./pages/enterkey.tsx')),
  page('pages/house/exclusive', '抢独家', () => import('./pages/exclusive.tsx')),
  page('pages/house/update-status', '修改状态', () => import('./pages/update-status.tsx')),
  page('pages/house/update-attribute', '房源属性', () => import('./pages/update-attribute.tsx')),
];
