import { lazyPage } from '../../platform/lazy-page.ts';
import type { TPageRoute } from '../../platform/page-route.ts';

export const homeRoutes: TPageRoute[] = [
  { path: 'pages/index', title: '首页', tab: true, component: lazyPage(() => import('./pages/home.tsx')) },
];
