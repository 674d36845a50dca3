import type { TPermissionRef } from '@awb/contract/common/endpoint';
import { can, PERMISSION } from '@awb/contract/permission-check';
import { Badge, List } from 'antd-mobile';
import {
  ContentOutline,
  KeyOutline,
  PieOutline,
  SendOutline,
  TeamOutline,
  UserAddOutline,
  UserContactOutline,
  UserSetOutline,
} from 'antd-mobile-icons';
import type { ComponentType, CSSProperties } from 'react';
import { useApplyCount } from '../../../platform/entry-counts.ts';
import { nav } from '../../../platform/nav.ts';
import { useSession } from '../../../platform/session.ts';
import styles from './org-entries.module.css';

type TEntry = {
  page: string;
  text: string;
  Icon: ComponentType<{ className?: string; style?: CSSProperties }>;
  color: string;
  /** null: every member. */
  permission: TPermissionRef | null;
};

/** The organisation entries of the personal centre, each shown only to those its permission allows. */
const ENTRIES: TEntry[] = [
  { page: 'pages/user/org/structure', text: '组织架构', Icon: PieOutline, color: '#2e64ff', permission: null },
  { page: 'pages/user/org/staff', text: '员工管理', Icon: TeamOutline, color: '#00b578', permission: PERMISSION.staff },
  {
    page: 'pages/user/org/entrant-apply',
    text: '加入申请',
    Icon: UserAddOutline,
    color: '#ff8f1f',
    permission: PERMISSION.applications,
  },
  {
    page: 'pages/user/org/leave-staff',
    text: '离职员工',
    Icon: UserContactOutline,
    color: '#7b61ff',
    permission: PERMISSION.leave,
  },
  {
    page: 'pages/user/job/job-set',
    text: '岗位设置',
    Icon: ContentOutline,
    color: '#13c2c2',
    permission: PERMISSION.jobs,
  },
  {
    page: 'pages/user/role/role-list',
    text: '角色与职级',
    Icon: UserSetOutline,
    color: '#eb2f96',
    permission: PERMISSION.roles,
  },
  { page: 'pages/h5/invite', text: '邀请同事', Icon: SendOutline, color: '#2e64ff', permission: null },
  { page: 'pages/user/set/auth-setting', text: '我的权限', Icon: KeyOutline, color: '#fa8c16', permission: null },
];

/** 组织管理 in the personal centre: the organisation pages the user may open, with pending applications as a badge. */
export function OrgEntries({ className, iconClassName }: { className?: string; iconClassName?: string }) {
  const session = useSession().data;
  const holder = session ? { isManager: session.user.isManager, permissions: session.permissions } : null;
  const entries = holder ? ENTRIES.filter((e) => e.permission === null || can(holder, e.permission)) : [];
  const pending = useApplyCount(holder !== null && can(holder, PERMISSION.applications)).data ?? 0;
  if (entries.length === 0) return null;
  return (
    <List className={`${className ?? ''} ${styles.entries}`} header="组织管理">
      {entries.map(({ page, text, Icon, color }) => (
        <List.Item
          key={page}
          prefix={<Icon className={iconClassName} style={{ color }} />}
          extra={page === 'pages/user/org/entrant-apply' && pending > 0 ? <Badge content={pending} /> : undefined}
          onClick={() => nav.navigateTo(page)}
        >
          {text}
        </List.Item>
      ))}
    </List>
  );
}
