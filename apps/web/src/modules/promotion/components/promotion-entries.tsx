import { can } from '@awb/contract/permission-check';
import { PROMOTION_PAGES, PROMOTION_PUSH_PERMISSION } from '@awb/contract/promotion-constants';
import { List } from 'antd-mobile';
import { UploadOutline } from 'antd-mobile-icons';
import { nav } from '../../../platform/nav.ts';
import { isRegisteredPage } from '../../../platform/registered-pages.ts';
import { useSession } from '../../../platform/session.ts';

/** 房源推广 in the personal centre, for whoever holds 房源推广 › 推送房源到平台 (a manager always). */
export function PromotionEntries({ className, iconClassName }: { className?: string; iconClassName?: string }) {
  const session = useSession().data;
  const holder = session ? { isManager: session.user.isManager, permissions: session.permissions } : null;
  if (!holder || !isRegisteredPage(PROMOTION_PAGES.list) || !can(holder, PROMOTION_PUSH_PERMISSION)) return null;
  return (
    <List className={className} header="推广">
      <List.Item
        prefix={<UploadOutline className={iconClassName} style={{ color: '#13ad6b' }} />}
        description="幸福里、58安选、房天下、天猫好房"
        onClick={() => nav.navigateTo(PROMOTION_PAGES.list)}
      >
        房源推广
      </List.Item>
    </List>
  );
}
