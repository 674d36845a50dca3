import { can } from '@awb/contract/permission-check';
import { RECHARGE_PAGE, RECHARGE_PERMISSION } from '@awb/contract/recharge-constants';
import { List } from 'antd-mobile';
import { PayCircleOutline } from 'antd-mobile-icons';
import { nav } from '../../../platform/nav.ts';
import { isRegisteredPage } from '../../../platform/registered-pages.ts';
import { useSession } from '../../../platform/session.ts';

/** 充值中心 in the personal centre, for whoever holds 管理中心 › 充值购买 (a manager always). */
export function RechargeEntries({ className, iconClassName }: { className?: string; iconClassName?: string }) {
  const session = useSession().data;
  const holder = session ? { isManager: session.user.isManager, permissions: session.permissions } : null;
  if (!holder || !isRegisteredPage(RECHARGE_PAGE.index) || !can(holder, RECHARGE_PERMISSION)) return null;
  return (
    <List className={className} header="企业服务">
      <List.Item
        prefix={<PayCircleOutline className={iconClassName} style={{ color: '#ff3141' }} />}
        description="查看应用有效期，购买或续费套餐"
        onClick={() => nav.navigateTo(RECHARGE_PAGE.index)}
      >
        充值中心
      </List.Item>
    </List>
  );
}
