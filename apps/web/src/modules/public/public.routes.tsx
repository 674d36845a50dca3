import { lazy } from 'react';
import type { TPageRoute } from '../../platform/page-route.ts';
import { SWIPER_VERTICAL_PAGE } from './swiper-vertical-link.ts';

export const publicRoutes: TPageRoute[] = [
  { path: 'pages/public/richtext', title: '详情', component: lazy(() => import('./pages/richtext.tsx')) },
  { path: 'pages/public/web-view', title: '网页', component: lazy(() => import('./pages/web-view.tsx')) },
  { path: 'pages/public/update', title: '检查更新', component: lazy(() => import('./pages/update.tsx')) },
  { path: 'pages/public/success', title: '操作成功', component: lazy(() => import('./pages/success.tsx')) },
  {
    path: SWIPER_VERTICAL_PAGE,
    title: '房源图片',
    component: lazy(() => import('./pages/swiper-vertical.tsx')),
  },
  { path: 'pages/h5/index', title: '经纪工作本', component: lazy(() => import('./pages/h5-index.tsx')) },
  {
    path: 'common/dialog/index',
    title: '提示',
    overlay: true,
    component: lazy(() => import('./pages/dialog.tsx')),
  },
];
