import type { ComponentType } from 'react';
import { lazyPage } from '../../platform/lazy-page.ts';
import type { TPageRoute } from '../../platform/page-route.ts';
import { CUSTOMER_PICKER_PAGE } from './customer-picker.ts';

const page = (path: string, title: string, load: () => Promise<{ default: ComponentType }>): TPageRoute => ({
  path,
  title,
  component: lazyPage(load),
});

/** The customer book at the seeds' paths (seed 001 §2), its settings page, and the shared customer picker. */
export const customerRoutes: TPageRoute[] = [
  { ...page('pages/customer', '客户', () => import('./pages/customer-tab.tsx')), tab: true },
  page('pages/customer/operation', '新增客户', () => import('./pages/operation.tsx')),
  page('pages/customer/detail', '客户详情', () => import('./pages/detail.tsx')),
  page('pages/customer/detail-means', '客户资料', () => import('./pages/detail-means.tsx')),
  page('pages/customer/detail-intention', '购房意向', () => import('./pages/detail-intention.tsx')),
  page('pages/customer/customer-portrait', '客户画像', () => import('./pages/customer-portrait.tsx')),
  page('pages/customer/update-status', '修改状态', () => import('./pages/update-status.tsx')),
  page('pages/customer/write-follow', '写跟进', () => import('./pages/write-follow.tsx')),
  page('pages/customer/setting', '客源设置', () => import('./pages/customer-setting.tsx')),
  // Pickers are drawn over the page that opened it, which keeps its state (customer-picker.ts; the estate module's estate-pick.ts).
  { ...page('pages/customer/select-estate', '选择小区', () => import('./pages/select-estate.tsx')), overlay: true },
  { ...page(CUSTOMER_PICKER_PAGE, '选择客户', () => import('./pages/select-other-customer.tsx')), overlay: true },
];
