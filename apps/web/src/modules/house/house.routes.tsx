import { lazy } from 'react';
import type { TPageRoute } from '../../platform/page-route.ts';

export const houseRoutes: TPageRoute[] = [
  { path: 'pages/house', title: '房源', tab: true, component: lazy(() => import('./pages/house-tab.tsx')) },
];
