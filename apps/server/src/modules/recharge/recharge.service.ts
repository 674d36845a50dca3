import { GATED_APPS } from '@awb/contract/common/apps';
import { CODE } from '@awb/contract/common/codes';
import type {
  TCompanyApps,
  TOrderPayment,
  TPayNotify,
  TRechargeOrder,
  TRechargePlan,
} from '@awb/contract/recharge.contract';
import { ORDER_STATE, PAY_CHANNEL, RECHARGE_MSG } from '@awb/contract/recharge-constants';
import { sql } from 'drizzle-orm';
import type { TRequestContext } from '../../platform/auth/context.ts';
import type { TDeps } from '../../platform/deps.ts';
import { AppError, invalid, notFound } from '../../platform/errors.ts';
import { appUseService, appUseState } from '../app-use/app-use.service.ts';
import { addMonths, companyOfOrderNo, extendedExpiry, newOrderNo, payDeadline } from './order-rules.ts';
import { type PaymentGateway, PaymentGatewayError } from './payment/payment-gateway.ts';
import { rechargeRepository as repo, type TOrderView } from './recharge.repository.ts';
import type { TGranted } from './recharge.table.ts';
import { toCompanyApp, toOrder, toPlan } from './recharge-view.ts';
import { grantSignContracts } from './sign-quota-grant.ts';

const notConfigured = () => new AppError(CODE.serviceUnavailable, RECHARGE_MSG.payNotConfigured);
const unavailable = () => new AppError(CODE.serviceUnavailable, RECHARGE_MSG.payUnavailable);
const orderNotFound = () => notFound(RECHARGE_MSG.orderNotFound);

/**
 * The recharge centre (docs/recharge.md): plans, orders and their payment through the gateway. Unpaid
 * orders close lazily: each call on a company's orders first closes the ones past their deadline.
 * Paying opens or extends the plan's apps in the same transaction as the order becoming paid; then
 * the app-use gate's cached rows of the company are forgotten (decision 0007).
 */
export class RechargeService {
  constructor(
    private readonly deps: TDeps,
    private readonly gateway: PaymentGateway,
    /** Drops what the process keeps of a company's apps (sessions.forgetCompanyFacts): the gate's rows, initialize's. */
    private readonly forgetApps: (companyId: number) => void,
  ) {}

  private now(): Date {
    return this.deps.clock.now();
  }

  async companyApps(ctx: TRequestContext): Promise<TCompanyApps> {
    const { db } = this.deps;
    const now = this.now();
    const apps = [];
    for (const appType of GATED_APPS) {
      const row = await appUseService.row(db, ctx.companyId, appType);
      apps.push(toCompanyApp(appUseState(appType, row, now), row, now));
    }
    await repo.closeOverdue(db, ctx.companyId, now);
    return { apps, pendingOrderNo: await repo.latestPending(db, ctx.companyId) };
  }

  async plans(appType: number): Promise<TRechargePlan[]> {
    return (await repo.plans(this.deps.db, appType)).map(toPlan);
  }

  async createOrder(ctx: TRequestContext, planId: number): Promise<TRechargeOrder> {
    const { db } = this.deps;
    const plan = await repo.plan(db, planId);
    if (!plan) throw invalid(RECHARGE_MSG.planNotFound);
    const now = this.now();
    const orderNo = newOrderNo(ctx.companyId, now);
    await repo.insertOrder(db, {
      companyId: ctx.companyId,
      orderNo,
      planId: plan.id,
      appTypes: plan.appTypes,
      months: plan.months,
      seats: plan.seats,
      signContracts: plan.signContracts,
      amount: plan.price,
      state: ORDER_STATE.pending,
      userId: ctx.userId,
      createdAt: now,
      payBefore: payDeadline(now),
    });
    return this.order(ctx, orderNo);
  }

  /** One order of the company; a pending one with a payment is asked of the gateway (a lost notice). */
  async order(ctx: TRequestContext, orderNo: string): Promise<TRechargeOrder> {
    const { db } = this.deps;
    await repo.closeOverdue(db, ctx.companyId, this.now());
    const row = await this.find(ctx.companyId, orderNo);
    if (row.state === ORDER_STATE.pending && row.tradeNo && this.gateway.configured) {
      const paid = await this.gateway.query(orderNo).catch(() => null);
      if (paid?.status === 'SUCCESS' && paid.amount === row.amount) {
        await this.settle(ctx.companyId, orderNo, paid.tradeNo || row.tradeNo);
        return toOrder(await this.find(ctx.companyId, orderNo));
      }
    }
    return toOrder(row);
  }

  async pay(ctx: TRequestContext, orderNo: string, payChannel: number): Promise<TOrderPayment> {
    const { db } = this.deps;
    const now = this.now();
    await repo.closeOverdue(db, ctx.companyId, now);
    const row = await this.find(ctx.companyId, orderNo);
    if (row.state === ORDER_STATE.paid) throw invalid(RECHARGE_MSG.orderPaid);
    if (row.state === ORDER_STATE.closed) throw invalid(RECHARGE_MSG.orderClosed);
    if (row.state === ORDER_STATE.refunded) throw invalid(RECHARGE_MSG.orderRefunded);
    if (!this.gateway.configured) throw notConfigured();
    const answer = (payment: { payUrl: string; qrCode: string }) => ({
      orderNo,
      payChannel,
      payUrl: payment.payUrl,
      qrCode: payment.qrCode,
      payBefore: toOrder(row).payBefore,
    });
    // The same channel again (the page reopened): the gateway's payment already made.
    if (row.tradeNo && row.payChannel === payChannel) return answer(row);
    let created: { tradeNo: string; payUrl: string; qrCode: string };
    try {
      created = await this.gateway.create({
        orderNo,
        amount: row.amount,
        subject: row.planName,
        channel: payChannel === PAY_CHANNEL.alipay ? 'alipay' : 'wechat',
        expiresAt: row.payBefore,
      });
    } catch (error) {
      if (error instanceof PaymentGatewayError) throw unavailable();
      throw error;
    }
    if (!(await repo.setPayment(db, ctx.companyId, orderNo, { payChannel, ...created }))) {
      throw invalid(RECHARGE_MSG.orderClosed);
    }
    return answer(created);
  }

  async records(ctx: TRequestContext, page: { pageindex: number; pagesize: number }) {
    const { rows, total } = await repo.records(this.deps.db, ctx.companyId, page);
    return { rows: rows.map(toOrder), total };
  }

  /**
   * The gateway's notice (no session): signed by the merchant key, of an order the number names, for
   * its exact amount. Paid once: a repeated notice changes nothing and is acknowledged all the same.
   */
  async notify(notice: TPayNotify): Promise<void> {
    if (!this.gateway.configured) throw notConfigured();
    if (!this.gateway.verify(notice)) throw invalid(RECHARGE_MSG.notifySignInvalid);
    if (notice.merchantId !== this.gateway.merchantId) throw invalid(RECHARGE_MSG.notifyMerchantMismatch);
    const companyId = companyOfOrderNo(notice.orderNo);
    if (companyId === undefined) throw orderNotFound();
    const row = await repo.order(this.deps.db, companyId, notice.orderNo);
    if (!row) throw orderNotFound();
    if (notice.status !== 'SUCCESS') return;
    if (notice.amount !== row.amount) throw invalid(RECHARGE_MSG.notifyAmountMismatch);
    await this.settle(companyId, row.orderNo, notice.tradeNo);
  }

  private async find(companyId: number, orderNo: string): Promise<TOrderView> {
    const row = await repo.order(this.deps.db, companyId, orderNo);
    if (!row) throw orderNotFound();
    return row;
  }

  /** The order becomes paid and its apps open or extend, in one transaction; then the gate's cache is dropped. */
  private async settle(companyId: number, orderNo: string, tradeNo: string): Promise<void> {
    const paidAt = this.now();
    const changed = await this.deps.db.transaction(async (tx) => {
      // One payment of a company at a time extends its apps (two orders paid at once add up).
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`recharge-apps:${companyId}`}))`);
      const order = await repo.markPaid(tx, companyId, orderNo, { paidAt, tradeNo });
      if (!order) return false;
      const granted: TGranted = [];
      for (const appType of order.appTypes) {
        const until = extendedExpiry(await appUseService.row(tx, companyId, appType), paidAt, order.months);
        await appUseService.open(tx, companyId, appType, until);
        granted.push({ appType, expiresAt: until.toISOString() });
      }
      if (order.signContracts > 0) {
        await grantSignContracts(tx, companyId, {
          from: paidAt,
          until: addMonths(paidAt, order.months),
          contracts: order.signContracts,
          source: `recharge:${orderNo}`,
        });
      }
      await repo.setGranted(tx, companyId, orderNo, granted);
      return true;
    });
    if (changed) this.forgetApps(companyId);
  }
}
