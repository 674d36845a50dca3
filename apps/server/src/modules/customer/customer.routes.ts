import { customerEndpoints as api } from '@awb/contract/customer.contract';
import { CUSTOMER_OK } from '@awb/contract/customer-enums';
import type { FastifyInstance } from 'fastify';
import { ok, okCursorList, okList } from '../../platform/http/envelope.ts';
import { route } from '../../platform/http/route.ts';
import { CustomerService } from './customer.service.ts';
import { CustomerFollowService } from './customer-follow.service.ts';
import { CustomerMatchService } from './customer-match.service.ts';
import { fullPhoneSearchLimit } from './customer-phone-search.ts';
import { CustomerPoolService, customerHandover } from './customer-pool.service.ts';
import { CustomerPortraitService } from './customer-portrait.service.ts';
import { CustomerSettingEditService } from './customer-setting-edit.service.ts';

/** The 客源本 calls. Registered in app.ts; each call is added with route() from its contract. */
export async function customerRoutes(app: FastifyInstance): Promise<void> {
  app.deps.hooks.leaverSteps.register(customerHandover(app.deps.clock));
  const customers = new CustomerService(app.deps);
  const pool = new CustomerPoolService(app.deps, customers);
  const follows = new CustomerFollowService(app.deps, customers);
  const matching = new CustomerMatchService(app.deps, customers);
  const portraits = new CustomerPortraitService(app.deps, customers);
  const settings = new CustomerSettingEditService(app.deps);

  const list = <T>(page: { rows: T[]; total: number }) => okList(page.rows, page.total);

  const phoneSearch = fullPhoneSearchLimit(app);
  route(
    app,
    api.privateClients,
    async ({ ctx, body }) => okCursorList(await customers.list(ctx, 'private', body)),
    phoneSearch,
  );
  route(
    app,
    api.publicClients,
    async ({ ctx, body }) => okCursorList(await customers.list(ctx, 'public', body)),
    phoneSearch,
  );
  route(
    app,
    api.customerPosts,
    async ({ ctx, body }) => {
      const pool = body.customerAttribution === 1 ? 'private' : body.customerAttribution === 2 ? 'public' : 'all';
      return okCursorList(await customers.list(ctx, pool, body));
    },
    phoneSearch,
  );
  route(
    app,
    api.showCustomerPosts,
    async ({ ctx, query }) => {
      const which = query.customerAttribution === 1 ? 'private' : query.customerAttribution === 2 ? 'public' : 'all';
      const filters = { ...query, room: 0, state: 0, level: 0, transactionStatus: -1, sort: 1 };
      return okCursorList(await customers.list(ctx, which, filters));
    },
    phoneSearch,
  );
  route(app, api.customerDetail, async ({ ctx, query }) => ok(await customers.detail(ctx, query.customerId)));
  route(app, api.customerPortrait, async ({ ctx, query }) => ok(await portraits.portrait(ctx, query.customerId)));
  route(app, api.customerAdd, async ({ ctx, body }) => ok(await customers.add(ctx, body), CUSTOMER_OK.add));
  route(app, api.customerEdit, async ({ ctx, body }) => {
    await customers.edit(ctx, body);
    return ok(null, CUSTOMER_OK.edit);
  });
  route(app, api.customerDelete, async ({ ctx, body }) => {
    await customers.remove(ctx, body.customerId, 'private');
    return ok(null, CUSTOMER_OK.delete);
  });
  route(app, api.publicCustomerDelete, async ({ ctx, body }) => {
    await customers.remove(ctx, body.customerId, 'public');
    return ok(null, CUSTOMER_OK.delete);
  });
  route(app, api.customerToPublic, async ({ ctx, body }) => {
    await pool.toPublic(ctx, body.customerId);
    return ok(null, CUSTOMER_OK.toPublic);
  });
  route(app, api.customerPickUp, async ({ ctx, body }) => {
    await pool.pickUp(ctx, body.customerId);
    return ok(null, CUSTOMER_OK.pickUp);
  });
  route(app, api.customerAssignment, async ({ ctx, body }) => {
    await pool.assign(ctx, body, 'private');
    return ok(null, CUSTOMER_OK.assign);
  });
  route(app, api.publicCustomerAssignment, async ({ ctx, body }) => {
    await pool.assign(ctx, body, 'public');
    return ok(null, CUSTOMER_OK.assign);
  });
  route(app, api.customerChangeState, async ({ ctx, body }) => {
    await pool.changeState(ctx, body);
    return ok(null, CUSTOMER_OK.state);
  });
  route(app, api.customerTransactionStatus, async ({ ctx, body }) => {
    const deal = await pool.transaction(ctx, body);
    return ok(null, deal ? CUSTOMER_OK.deal : CUSTOMER_OK.cancelDeal);
  });
  route(app, api.customerfollowUp, async ({ ctx, body }) => ok(await follows.add(ctx, body), CUSTOMER_OK.followUp));
  route(app, api.getCustomerfollowUp, async ({ ctx, query }) => list(await follows.list(ctx, query)));
  route(app, api.customerChangeRecord, async ({ ctx, query }) => list(await follows.records(ctx, query)));
  route(app, api.getCustomerSetting, async ({ ctx }) => ok(await settings.get(ctx)));
  route(app, api.customerSettingEdit, async ({ ctx, body }) => {
    await settings.save(ctx, body);
    return ok(null, CUSTOMER_OK.setting);
  });
  route(app, api.customerMatchHouses, async ({ ctx, query }) => list(await matching.housesFor(ctx, query)));
  route(app, api.showCustomers, async ({ ctx, query }) => list(await matching.customersFor(ctx, query)));
}
