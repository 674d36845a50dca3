import { lazyPage } from '../../platform/lazy-page.ts';
import type { TPageRoute } from '../../platform/page-route.ts';
import { SWIPER_VERTICAL_PAGE } from '../house/swiper-vertical-link.ts';

export const publicRoutes: TPageRoute[] = [
  { path: 'pages/public/richtext', title: '详情', component: lazyPage(() => import('./pages/richtext.tsx')) },
  { path: 'pages/public/web-view', title: '网页', component: lazyPage(() => import('./pages/web-view.tsx')) },
  { path: 'pages/public/update', title: '检查更新', component: lazyPage(() => import('./pages/update.tsx')) },
  { path: 'pages/public/success', title: '操作成功', component: lazyPage(() => import('./pages/success.tsx')) },
  {
    path: SWIPER_VERTICAL_PAGE,
    title: '房源图片',
    component: lazyPage(() => import('./pages/swiper-vertical.tsx')),
  },
  { path: 'pages/h5/index', title: '经纪工作本', component: lazyPage(() => import('./pages/h5-index.tsx')) },
  {
    path: 'common/dialog/index',
    title: '提示',
    overlay: true,
    component: lazyPage(() => import('./pages/dialog.tsx')),
  },
];
