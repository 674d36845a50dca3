import { lazy } from 'react';
import type { TPageRoute } from '../../platform/page-route.ts';

export const accountRoutes: TPageRoute[] = [
  { path: 'pages/launch', title: '经纪工作本', component: lazy(() => import('./pages/launch.tsx')) },
  { path: 'pages/user/pwdLogin', title: '密码登录', component: lazy(() => import('./pages/pwd-login.tsx')) },
];
