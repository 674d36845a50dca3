import { lazyPage } from '../../platform/lazy-page.ts';
import type { TPageRoute } from '../../platform/page-route.ts';

/** The message centre (seed 001 §2): menu, lists, detail, and releasing an announcement. */
export const messageRoutes: TPageRoute[] = [
  { path: 'pages/index/msg-type', title: '消息中心', component: lazyPage(() => import('./pages/msg-type.tsx')) },
  { path: 'pages/index/msg-list', title: '消息列表', component: lazyPage(() => import('./pages/msg-list.tsx')) },
  { path: 'pages/index/msg-detail', title: '消息详情', component: lazyPage(() => import('./pages/msg-detail.tsx')) },
  {
    path: 'pages/index/operation-notice',
    title: '发布公告',
    component: lazyPage(() => import('./pages/operation-notice.tsx')),
  },
];
