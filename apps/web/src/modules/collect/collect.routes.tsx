import type { ComponentType } from 'react';
import { lazyPage } from '../../platform/lazy-page.ts';
import type { TPageRoute } from '../../platform/page-route.ts';

const page = (path: string, title: string, load: () => Promise<{ default: ComponentType }>): TPageRoute => ({
  path,
  title,
  component: lazyPage(load),
});

/** 云采集 (seed 001 §2; docs/collect.md). */
export const collectRoutes: TPageRoute[] = [
  page('pages/collect/index', '云采集', () => import('./pages/index.tsx')),
  page('pages/collect/detail', '采集详情', () => import('./pages/detail.tsx')),
];
