import type { ComponentType } from 'react';
import { lazyPage } from '../../platform/lazy-page.ts';
import type { TPageRoute } from '../../platform/page-route.ts';
import { CONTRACT_FORM_PAGE } from './contract-form/contract-form-links.ts';

const page = (path: string, title: string, load: () => Promise<{ default: ComponentType }>): TPageRoute => ({
  path,
  title,
  component: lazyPage(load),
});

/** 电子签约, the form side (seed 000 §2): start, fill, resume and submit a contract. */
export const contractFormRoutes: TPageRoute[] = [
  page(CONTRACT_FORM_PAGE.open, '在线签约', () => import('./contract-form/pages/contract-open.tsx')),
  page(CONTRACT_FORM_PAGE.operation, '发起签约', () => import('./contract-form/pages/operation.tsx')),
  page(CONTRACT_FORM_PAGE.visualization, '可视化签约', () => import('./contract-form/pages/visualization.tsx')),
  page(CONTRACT_FORM_PAGE.appliance, '家具家电及收据清单', () => import('./contract-form/pages/appliance.tsx')),
  page(CONTRACT_FORM_PAGE.drafts, '草稿箱', () => import('./contract-form/pages/draft-list.tsx')),
];
