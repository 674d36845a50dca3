import { type ComponentType, lazy } from 'react';
import type { TPageRoute } from '../../platform/page-route.ts';
import { OA_ICONS_PAGE } from './oa-icon-picker.ts';

const page = (path: string, title: string, load: () => Promise<{ default: ComponentType }>): TPageRoute => ({
  path,
  title,
  component: lazy(load),
});

/**
 * Approval pages (seed 001 §2). Only the pages that work are listed: the flow form (approve-operat,
 * approve-flows, approve-role-user) is not written yet (docs/approval-pages.md).
 */
export const oaRoutes: TPageRoute[] = [
  page('pages/user/oa/approve-setting', '审批流程设置', () => import('./pages/approve-setting.tsx')),
  page('pages/user/oa/approve-category', '审批分组', () => import('./pages/approve-category.tsx')),
  page('pages/user/oa/approve-record', '审批', () => import('./pages/approve-record.tsx')),
  page('pages/user/oa/approve-detail', '审批详情', () => import('./pages/approve-detail.tsx')),
  // Drawn over the flow form, which stays mounted beneath.
  { ...page(OA_ICONS_PAGE, '选择图标', () => import('./pages/approve-icons.tsx')), overlay: true },
];
