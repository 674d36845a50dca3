import { lazy } from 'react';
import type { TPageRoute } from '../../platform/page-route.ts';

export const statisticsRoutes: TPageRoute[] = [
  { path: 'pages/index/statistics1', title: '经营统计', component: lazy(() => import('./pages/statistics.tsx')) },
];
