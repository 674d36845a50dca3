import type { ComponentType } from 'react';
import { lazyPage } from '../../platform/lazy-page.ts';
import type { TPageRoute } from '../../platform/page-route.ts';
import { ORG_PICKER_PAGE } from './org-picker.ts';

const page = (path: string, title: string, load: () => Promise<{ default: ComponentType }>): TPageRoute => ({
  path,
  title,
  component: lazyPage(load),
});

/**
 * Organisation pages at the seeds' paths (seed 001 §2), the invite and the shared picker; the role pages
 * are registered apart (role.routes.tsx).
 */
export const orgRoutes: TPageRoute[] = [
  page('pages/user/org/structure', '组织架构', () => import('./pages/structure.tsx')),
  page('pages/user/org/department', '部门', () => import('./pages/department.tsx')),
  page('pages/user/org/opt-depart', '部门设置', () => import('./pages/opt-depart.tsx')),
  page('pages/user/org/staff', '员工管理', () => import('./pages/staff.tsx')),
  page('pages/user/org/create-staff', '添加员工', () => import('./pages/create-staff.tsx')),
  page('pages/user/org/edit-staff', '编辑员工', () => import('./pages/edit-staff.tsx')),
  page('pages/user/org/leave-staff', '离职员工', () => import('./pages/leave-staff.tsx')),
  page('pages/user/org/entrant-apply', '加入申请', () => import('./pages/entrant-apply.tsx')),
  page('pages/user/job/job-set', '岗位设置', () => import('./pages/job-set.tsx')),
  page('pages/h5/invite', '邀请同事', () => import('./pages/invite.tsx')),
  // Drawn over the page that opened it, which keeps its state (see org-picker.ts).
  { ...page(ORG_PICKER_PAGE, '选择部门或人员', () => import('./pages/org-picker.tsx')), overlay: true },
];
