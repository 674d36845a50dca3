import type { ComponentType } from 'react';
import { lazyPage } from '../../platform/lazy-page.ts';
import type { TPageRoute } from '../../platform/page-route.ts';

const page = (path: string, title: string, load: () => Promise<{ default: ComponentType }>): TPageRoute => ({
  path,
  title,
  component: lazyPage(load),
});

/** 获客小程序管理 (seed 001 §2; docs/acquisition.md). */
export const acquisitionRoutes: TPageRoute[] = [
  page('pages/cus-acq-admin/index', '获客小程序', () => import('./pages/index.tsx')),
  page('pages/cus-acq-admin/card-operate', '编辑名片', () => import('./pages/card-operate.tsx')),
  page('pages/cus-acq-admin/entrust', '委托管理', () => import('./pages/entrust.tsx')),
  page('pages/cus-acq-admin/reservation', '预约看房', () => import('./pages/reservation.tsx')),
  page('pages/cus-acq-admin/more-visitor', '访客记录', () => import('./pages/more-visitor.tsx')),
  page('pages/cus-acq-admin/customer-detail', '客户详情', () => import('./pages/customer-detail.tsx')),
  page('pages/cus-acq-admin/association', '关联客户', () => import('./pages/association.tsx')),
  page('pages/cus-acq-admin/house', '房源管理', () => import('./pages/house.tsx')),
];
