import { ACQ_PERMISSION } from '@awb/contract/acquisition-constants';
import { can } from '@awb/contract/permission-check';
import { List } from 'antd-mobile';
import { ShopbagOutline } from 'antd-mobile-icons';
import { nav } from '../../../platform/nav.ts';
import { isRegisteredPage } from '../../../platform/registered-pages.ts';
import { useSession } from '../../../platform/session.ts';

const ADMIN_PAGE = 'pages/cus-acq-admin/index';

/** 获客小程序 in the personal centre, for whoever holds 房源推广 › 获客小程序管理 (a manager always). */
export function AcquisitionEntries({ className, iconClassName }: { className?: string; iconClassName?: string }) {
  const session = useSession().data;
  const holder = session ? { isManager: session.user.isManager, permissions: session.permissions } : null;
  if (!holder || !isRegisteredPage(ADMIN_PAGE) || !can(holder, ACQ_PERMISSION)) return null;
  return (
    <List className={className} header="获客">
      <List.Item
        prefix={<ShopbagOutline className={iconClassName} style={{ color: '#ff7a1a' }} />}
        description="名片、访客、委托、预约与微店房源"
        onClick={() => nav.navigateTo(ADMIN_PAGE)}
      >
        获客小程序
      </List.Item>
    </List>
  );
}
