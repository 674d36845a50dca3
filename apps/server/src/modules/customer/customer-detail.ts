import { formatTime } from '@awb/contract/common/china-time';
import { CUSTOMER_PERMISSION } from '@awb/contract/customer.contract';
import { CUSTOMER_ATTRIBUTION } from '@awb/contract/customer-enums';
import type { TCustomerDetail } from '@awb/contract/customer-rows';
import { CUSTOMER_DISTRIBUTION, stateName, type TCustomerSetting } from '@awb/contract/customer-setting';
import { can } from '@awb/contract/permission-check';
import type { TRequestContext } from '../../platform/auth/context.ts';
import type { TContactRow, TCustomerListRow } from './customer.repository.ts';
import { customerRefs, type TCommunityName } from './customer-refs.ts';
import { phoneVisible, shownPhone } from './customer-view.ts';

/** customerDetail: every field, names, holder, activity and what the caller may do. */
export function toCustomerDetail(
  ctx: TRequestContext,
  setting: TCustomerSetting,
  r: TCustomerListRow,
  contacts: TContactRow[],
  communityIds: number[],
  names: Map<number, TCommunityName>,
  creator: { id: number; name: string } | undefined,
): TCustomerDetail {
  const c = r.customer;
  const visible = phoneVisible(ctx, c);
  const isPrivate = c.attribution === CUSTOMER_ATTRIBUTION.private;
  return {
    customerId: c.id,
    customerType: c.customerType,
    customerAttribution: c.attribution,
    customerInfo: contacts.map((k) => ({ name: k.name, phone: shownPhone(visible, k.phone), sex: k.sex })),
    phoneVisible: visible,
    wechat: c.wechat,
    floor: c.floorMin,
    tfloor: c.floorMax,
    area: c.areaMin,
    tarea: c.areaMax,
    price: c.priceMin,
    tprice: c.priceMax,
    paymentMethod: c.paymentMethod,
    city: c.cityId,
    cityName: customerRefs.cityName(c.cityId),
    region: c.regions,
    regionNames: c.regions.map((d) => customerRefs.districtName(d)),
    tags: c.tags,
    houseType: c.houseKind,
    community: communityIds.filter((id) => names.has(id)),
    communityList: communityIds
      .filter((id) => names.has(id))
      .map((id) => ({ communityId: id, communityName: names.get(id)?.name ?? '' })),
    renovation: c.renovation,
    houseGarage: c.garage,
    elevator: c.elevator,
    downPayments: c.downPayment,
    uses: c.uses,
    level: c.level,
    room: c.room,
    houseAge: c.houseAge,
    remark: c.remark,
    source: c.source,
    state: c.state,
    stateName: stateName(setting, c.customerType, c.state),
    transactionStatus: c.transactionStatus,
    dealAt: formatTime(c.dealAt),
    userId: isPrivate ? (c.userId ?? 0) : 0,
    userName: isPrivate ? (r.holderName ?? '') : '',
    holdSince: isPrivate ? formatTime(c.holdSince) : '',
    creator: { id: creator?.id ?? 0, name: creator?.name ?? '' },
    createdAt: formatTime(c.createdAt),
    updatedAt: formatTime(c.updatedAt),
    lastFollowAt: formatTime(c.lastFollowAt),
    lastVisitAt: formatTime(c.lastVisitAt),
    followCount: c.followCount,
    visitCount: c.visitCount,
    outAt: isPrivate ? formatTime(c.outDueAt) : '',
    publicAt: isPrivate ? '' : formatTime(c.publicAt),
    actions: {
      edit: can(ctx, CUSTOMER_PERMISSION.edit),
      delete: can(ctx, isPrivate ? CUSTOMER_PERMISSION.deletePrivate : CUSTOMER_PERMISSION.deletePublic),
      toPublic: isPrivate && can(ctx, CUSTOMER_PERMISSION.toPublic),
      pickUp:
        !isPrivate &&
        can(ctx, CUSTOMER_PERMISSION.pickUp) &&
        (setting.distribution === CUSTOMER_DISTRIBUTION.free || ctx.isManager),
      assign: can(ctx, isPrivate ? CUSTOMER_PERMISSION.assign : CUSTOMER_PERMISSION.assignPublic),
      deal: isPrivate && can(ctx, CUSTOMER_PERMISSION.edit),
      changeState: can(ctx, CUSTOMER_PERMISSION.edit),
      followUp: true,
    },
  };
}
