import { lazy } from 'react';
import type { TPageRoute } from '../../platform/page-route.ts';

export const customerRoutes: TPageRoute[] = [
  { path: 'pages/customer', title: '客户', tab: true, component: lazy(() => import('./pages/customer-tab.tsx')) },
];
