import type { ComponentType } from 'react';
import { lazyPage } from '../../platform/lazy-page.ts';
import type { TPageRoute } from '../../platform/page-route.ts';

const page = (path: string, title: string, load: () => Promise<{ default: ComponentType }>): TPageRoute => ({
  path,
  title,
  component: lazyPage(load),
});

/** 充值中心 (seed 000 §2 "Recharge"; docs/recharge.md). */
export const rechargeRoutes: TPageRoute[] = [
  page('pages/user/recharge/index', '充值中心', () => import('./pages/index.tsx')),
  page('pages/user/recharge/detail', '选择套餐', () => import('./pages/detail.tsx')),
  page('pages/user/recharge/order-detail', '订单详情', () => import('./pages/order-detail.tsx')),
  page('pages/user/recharge/record', '购买记录', () => import('./pages/record.tsx')),
];
