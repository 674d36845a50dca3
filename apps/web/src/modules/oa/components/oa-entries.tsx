import { APP_TYPE } from '@awb/contract/common/apps';
import type { TPermissionRef } from '@awb/contract/common/endpoint';
import { can } from '@awb/contract/permission-check';
import { MANAGER_ITEM } from '@awb/contract/permissions';
import { Badge, List } from 'antd-mobile';
import { CheckShieldOutline, FileOutline } from 'antd-mobile-icons';
import { useOaWaitCount } from '../../../platform/entry-counts.ts';
import { nav } from '../../../platform/nav.ts';
import { isRegisteredPage } from '../../../platform/registered-pages.ts';
import { useSession } from '../../../platform/session.ts';

/** Manager app 88 item 11 审批流程设置 gates the setting pages; the records are for everyone. */
const SETTING: TPermissionRef = { appType: APP_TYPE.manager, itemId: MANAGER_ITEM.approvals };

const RECORDS_PAGE = 'pages/user/oa/approve-record';

const ENTRIES = [
  { page: RECORDS_PAGE, text: '审批', Icon: FileOutline, color: '#2e64ff', permission: null },
  {
    page: 'pages/user/oa/approve-setting',
    text: '审批流程设置',
    Icon: CheckShieldOutline,
    color: '#6a52f5',
    permission: SETTING,
  },
];

/** 审批 in the personal centre (with the 待我审批 count): only pages the router serves and the user may open. */
export function OaEntries({ className, iconClassName }: { className?: string; iconClassName?: string }) {
  const session = useSession().data;
  const holder = session ? { isManager: session.user.isManager, permissions: session.permissions } : null;
  const entries = holder
    ? ENTRIES.filter((e) => isRegisteredPage(e.page) && (e.permission === null || can(holder, e.permission)))
    : [];
  const records = entries.some((e) => e.page === RECORDS_PAGE);
  const waiting = useOaWaitCount(records).data ?? 0;
  if (entries.length === 0) return null;
  return (
    <List className={className} header="审批">
      {entries.map(({ page, text, Icon, color }) => (
        <List.Item
          key={page}
          prefix={<Icon className={iconClassName} style={{ color }} />}
          extra={page === RECORDS_PAGE && waiting > 0 ? <Badge content={waiting} aria-label="待我审批" /> : undefined}
          onClick={() => nav.navigateTo(page)}
        >
          {text}
        </List.Item>
      ))}
    </List>
  );
}
