import { lazyPage } from '../../platform/lazy-page.ts';
import type { TPageRoute } from '../../platform/page-route.ts';

/**
 * Roles, ranks and my permissions. The seeds name only auth-setting; role and rank management get
 * designed paths under pages/user/role/ (docs/org-pages.md).
 */
export const roleRoutes: TPageRoute[] = [
  {
    path: 'pages/user/set/auth-setting',
    title: '我的权限',
    component: lazyPage(() => import('./pages/auth-setting.tsx')),
  },
  { path: 'pages/user/role/role-list', title: '角色管理', component: lazyPage(() => import('./pages/role-list.tsx')) },
  { path: 'pages/user/role/role-edit', title: '编辑角色', component: lazyPage(() => import('./pages/role-edit.tsx')) },
  { path: 'pages/user/role/rank-list', title: '职级管理', component: lazyPage(() => import('./pages/rank-list.tsx')) },
];
