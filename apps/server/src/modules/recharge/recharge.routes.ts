import { rechargeEndpoints as api } from '@awb/contract/recharge.contract';
import { RECHARGE_MSG } from '@awb/contract/recharge-constants';
import type { FastifyInstance } from 'fastify';
import { ok, okList } from '../../platform/http/envelope.ts';
import { route } from '../../platform/http/route.ts';
import { HttpPaymentGateway } from './payment/http-payment-gateway.ts';
import { notifyAddress, type PaymentGateway } from './payment/payment-gateway.ts';
import { RechargeService } from './recharge.service.ts';

/** 充值中心 (/recharge/v2; docs/recharge.md). `gateway` replaces the HTTP client configured by PAY_*. */
export async function rechargeRoutes(app: FastifyInstance, options: { gateway?: PaymentGateway } = {}): Promise<void> {
  const { config } = app.deps;
  const gateway = options.gateway ?? new HttpPaymentGateway(config.pay, notifyAddress(config.pay, config.publicUrl));
  const service = new RechargeService(app.deps, gateway, (companyId) =>
    app.deps.sessions.forgetCompanyFacts(companyId),
  );

  route(app, api.companyApps, async ({ ctx }) => ok(await service.companyApps(ctx)));
  route(app, api.planList, async ({ query }) => {
    const plans = await service.plans(query.appType);
    return okList(plans, plans.length);
  });
  route(app, api.orderCreate, async ({ ctx, body }) =>
    ok(await service.createOrder(ctx, body.planId), RECHARGE_MSG.orderCreated),
  );
  route(app, api.orderDetail, async ({ ctx, query }) => ok(await service.order(ctx, query.orderNo)));
  route(app, api.orderPay, async ({ ctx, body }) => ok(await service.pay(ctx, body.orderNo, body.payChannel)));
  route(app, api.orderRecords, async ({ ctx, query }) => {
    const page = await service.records(ctx, query);
    return okList(page.rows, page.total);
  });
  route(app, api.payNotify, async ({ body }) => {
    await service.notify(body);
    return ok(null, RECHARGE_MSG.notifyReceived);
  });
}
