import type { ComponentType } from 'react';
import { lazyPage } from '../../platform/lazy-page.ts';
import type { TPageRoute } from '../../platform/page-route.ts';
import { HOUSE_PICKER_PAGE } from './contract-house-pick.ts';

const page = (path: string, title: string, load: () => Promise<{ default: ComponentType }>): TPageRoute => ({
  path,
  title,
  component: lazyPage(load),
});

/** 合同管理 at the seeds' paths (seed 000 §2, seed 001 §2), and the listing picker of its forms. */
export const contractRoutes: TPageRoute[] = [
  page('pages/contract/index', '合同管理', () => import('./pages/index.tsx')),
  page('pages/contract/detail', '合同详情', () => import('./pages/detail.tsx')),
  page('pages/contract/sell-operation', '买卖合同', () => import('./pages/sell-operation.tsx')),
  page('pages/contract/rent-operation', '租赁合同', () => import('./pages/rent-operation.tsx')),
  page('pages/contract/picture', '合同图片', () => import('./pages/picture.tsx')),
  page('pages/contract/update-status', '修改状态', () => import('./pages/update-status.tsx')),
  page('pages/contract/follow-record', '跟进记录', () => import('./pages/follow-record.tsx')),
  page('pages/contract/write-follow', '写跟进', () => import('./pages/write-follow.tsx')),
  page('pages/contract/other-record', '变更记录', () => import('./pages/other-record.tsx')),
  // Drawn over the form that opened it, which keeps its state (contract-house-pick.ts).
  { ...page(HOUSE_PICKER_PAGE, '选择房源', () => import('./pages/select-house.tsx')), overlay: true },
];
