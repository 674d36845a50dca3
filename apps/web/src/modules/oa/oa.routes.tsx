import type { ComponentType } from 'react';
import { lazyPage } from '../../platform/lazy-page.ts';
import type { TPageRoute } from '../../platform/page-route.ts';
import { OA_FLOWS_PAGE, OA_ROLE_USER_PAGE } from './oa-flow-pickers.ts';
import { OA_ICONS_PAGE } from './oa-icon-picker.ts';

const page = (path: string, title: string, load: () => Promise<{ default: ComponentType }>): TPageRoute => ({
  path,
  title,
  component: lazyPage(load),
});

/** Approval pages (seed 001 §2; docs/approval-pages.md). */
export const oaRoutes: TPageRoute[] = [
  page('pages/user/oa/approve-setting', '审批流程设置', () => import('./pages/approve-setting.tsx')),
  page('pages/user/oa/approve-category', '审批分组', () => import('./pages/approve-category.tsx')),
  page('pages/user/oa/approve-record', '审批', () => import('./pages/approve-record.tsx')),
  page('pages/user/oa/approve-detail', '审批详情', () => import('./pages/approve-detail.tsx')),
  page('pages/user/oa/approve-operat', '新建审批', () => import('./pages/approve-operat.tsx')),
  // Drawn over the flow form, which stays mounted beneath and keeps its values.
  { ...page(OA_FLOWS_PAGE, '审批流程', () => import('./pages/approve-flows.tsx')), overlay: true },
  { ...page(OA_ROLE_USER_PAGE, '选择角色', () => import('./pages/approve-role-user.tsx')), overlay: true },
  { ...page(OA_ICONS_PAGE, '选择图标', () => import('./pages/approve-icons.tsx')), overlay: true },
];
