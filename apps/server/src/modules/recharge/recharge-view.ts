import type { TAppUseSwitch } from '@awb/contract/app-use.contract';
import { APP_NAMES, APP_USE_TYPE } from '@awb/contract/common/apps';
import { formatTime } from '@awb/contract/common/china-time';
import type { TCompanyApp, TRechargeOrder, TRechargePlan } from '@awb/contract/recharge.contract';
import { APP_STATE_NAMES, ORDER_STATE_NAMES, PAY_CHANNEL_NAMES } from '@awb/contract/recharge-constants';
import type { TOrderView, TPlanRow } from './recharge.repository.ts';

const DAY = 86_400_000;
const nameOf = (appType: number) => APP_NAMES[appType] ?? '';

/** Rows → answers of the recharge centre (DTOs never expose rows). */
export function toPlan(row: TPlanRow): TRechargePlan {
  return {
    planId: row.id,
    name: row.name,
    description: row.description,
    appTypes: row.appTypes,
    appNames: row.appTypes.map(nameOf),
    months: row.months,
    seats: row.seats,
    signContracts: row.signContracts,
    price: row.price,
    originalPrice: row.originalPrice,
    tag: row.tag,
  };
}

export function toOrder(row: TOrderView): TRechargeOrder {
  return {
    orderNo: row.orderNo,
    planId: row.planId,
    planName: row.planName,
    appTypes: row.appTypes,
    appNames: row.appTypes.map(nameOf),
    months: row.months,
    seats: row.seats,
    signContracts: row.signContracts,
    amount: row.amount,
    state: row.state,
    stateName: ORDER_STATE_NAMES[row.state] ?? '',
    payChannel: row.payChannel,
    payChannelName: PAY_CHANNEL_NAMES[row.payChannel] ?? '',
    userName: row.userName,
    createdAt: formatTime(row.createdAt),
    payBefore: formatTime(row.payBefore),
    paidAt: formatTime(row.paidAt),
    closedAt: formatTime(row.closedAt),
    granted: row.granted.map((g) => ({
      appType: g.appType,
      appName: nameOf(g.appType),
      expire: formatTime(new Date(g.expiresAt)),
    })),
  };
}

/** One app as the recharge centre lists it, from the app-use switch's answer at this moment. */
export function toCompanyApp(state: TAppUseSwitch, row: { expiresAt: Date; isTrial: boolean } | undefined, now: Date) {
  const allowed = state.type === APP_USE_TYPE.allowed;
  const stateName =
    state.type === APP_USE_TYPE.trialOffered
      ? APP_STATE_NAMES.notOpened
      : state.type === APP_USE_TYPE.expired
        ? APP_STATE_NAMES.expired
        : state.type === APP_USE_TYPE.notOpened
          ? APP_STATE_NAMES.trialEnded
          : row?.isTrial
            ? APP_STATE_NAMES.trial
            : APP_STATE_NAMES.open;
  const app: TCompanyApp = {
    appType: state.appType,
    appName: nameOf(state.appType),
    type: state.type,
    stateName,
    isTrial: row?.isTrial ?? false,
    expire: state.expire,
    daysLeft: allowed && row ? Math.ceil((row.expiresAt.getTime() - now.getTime()) / DAY) : 0,
  };
  return app;
}
