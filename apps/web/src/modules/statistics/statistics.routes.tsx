import { lazyPage } from '../../platform/lazy-page.ts';
import type { TPageRoute } from '../../platform/page-route.ts';

export const statisticsRoutes: TPageRoute[] = [
  { path: 'pages/index/statistics1', title: '经营统计', component: lazyPage(() => import('./pages/statistics.tsx')) },
];
