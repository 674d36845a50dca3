import { lazyPage } from '../../platform/lazy-page.ts';
import type { TPageRoute } from '../../platform/page-route.ts';
import { SIGN_DETAIL_PAGE } from './contract-list/contract-list-links.ts';

/** The signing contracts: the list lives on pages/sign/index; its detail at the seed's path. */
export const contractListRoutes: TPageRoute[] = [
  { path: SIGN_DETAIL_PAGE, title: '合同详情', component: lazyPage(() => import('./pages/detail.tsx')) },
];
