import { lazy } from 'react';
import type { TPageRoute } from '../../platform/page-route.ts';

export const homeRoutes: TPageRoute[] = [
  { path: 'pages/index', title: '首页', tab: true, component: lazy(() => import('./pages/home.tsx')) },
];
