import { formatTime } from '@awb/contract/common/china-time';
import { maskPhone } from '@awb/contract/common/validators';
import { CUSTOMER_PERMISSION } from '@awb/contract/customer.contract';
import { CUSTOMER_ATTRIBUTION } from '@awb/contract/customer-enums';
import type { TCustomerRow } from '@awb/contract/customer-rows';
import { stateName, type TCustomerSetting } from '@awb/contract/customer-setting';
import { can } from '@awb/contract/permission-check';
import type { TRequestContext } from '../../platform/auth/context.ts';
import type { TCustomerDbRow, TCustomerListRow } from './customer.repository.ts';
import { customerRefs, type TCommunityName } from './customer-refs.ts';

/**
 * Whether the caller sees a customer's phones in full: the holder of a private customer, a manager
 * and holders of 查看客户电话 (customer item 6); everyone else sees them masked.
 */
export function phoneVisible(ctx: TRequestContext, c: TCustomerDbRow): boolean {
  if (c.attribution === CUSTOMER_ATTRIBUTION.private && c.userId === ctx.userId) return true;
  return can(ctx, CUSTOMER_PERMISSION.viewPhone);
}

export function shownPhone(visible: boolean, phone: string): string {
  return visible ? phone : maskPhone(phone);
}

/** A list row (contract ZCustomerRow). */
export function toCustomerRow(
  ctx: TRequestContext,
  setting: TCustomerSetting,
  r: TCustomerListRow,
  communityIds: number[],
  names: Map<number, TCommunityName>,
): TCustomerRow {
  const c = r.customer;
  const visible = phoneVisible(ctx, c);
  return {
    customerId: c.id,
    customerType: c.customerType,
    customerAttribution: c.attribution,
    name: c.name,
    phone: shownPhone(visible, c.phone),
    sex: c.sex,
    phoneVisible: visible,
    level: c.level,
    state: c.state,
    stateName: stateName(setting, c.customerType, c.state),
    transactionStatus: c.transactionStatus,
    price: c.priceMin,
    tprice: c.priceMax,
    area: c.areaMin,
    tarea: c.areaMax,
    room: c.room,
    communityNames: communityIds.map((id) => names.get(id)?.name ?? '').filter((n) => n !== ''),
    regionNames: c.regions.map((id) => customerRefs.districtName(id)).filter((n) => n !== ''),
    tags: c.tags,
    userId: c.attribution === CUSTOMER_ATTRIBUTION.private ? (c.userId ?? 0) : 0,
    userName: c.attribution === CUSTOMER_ATTRIBUTION.private ? (r.holderName ?? '') : '',
    lastFollowAt: formatTime(c.lastFollowAt),
    createdAt: formatTime(c.createdAt),
    outAt: c.attribution === CUSTOMER_ATTRIBUTION.private ? formatTime(c.outDueAt) : '',
    publicAt: c.attribution === CUSTOMER_ATTRIBUTION.public ? formatTime(c.publicAt) : '',
  };
}

/** A range as agents write it: "200-300万", "≥200万", "≤300万", '' when empty. */
export function rangeText(low: number | null, high: number | null, unit: string): string {
  if (low !== null && high !== null) return low === high ? `${low}${unit}` : `${low}-${high}${unit}`;
  if (low !== null) return `≥${low}${unit}`;
  if (high !== null) return `≤${high}${unit}`;
  return '';
}
