import type { ComponentType } from 'react';
import { lazyPage } from '../../platform/lazy-page.ts';
import type { TPageRoute } from '../../platform/page-route.ts';

const page = (path: string, title: string, load: () => Promise<{ default: ComponentType }>): TPageRoute => ({
  path,
  title,
  component: lazyPage(load),
});

/** 房源推广 (seed 001 §2; docs/promotion.md). The list's route is this project's: the seed lists none. */
export const promotionRoutes: TPageRoute[] = [
  page('pages/promotion/index', '房源推广', () => import('./pages/index.tsx')),
  page('pages/promotion/house', '推广房源', () => import('./pages/house.tsx')),
  page('pages/public/promotion-port-bind', '推广平台绑定', () => import('./pages/port-bind.tsx')),
];
