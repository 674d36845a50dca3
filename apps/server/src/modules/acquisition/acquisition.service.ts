import type { ZAgentCardUpdate, ZClientAssociation } from '@awb/contract/acquisition.contract';
import {
  ACQ_CARD_STYLES,
  ACQ_LISTING_TYPE,
  ACQ_MSG,
  ACQ_REQUEST_KIND,
  ACQ_REQUEST_STATE,
  ACQ_SHELF,
} from '@awb/contract/acquisition-constants';
import type { TAcqStatistics, TAgentCard } from '@awb/contract/acquisition-views';
import { chinaDay, chinaDayStart } from '@awb/contract/common/china-time';
import type { z } from 'zod';
import type { TRequestContext } from '../../platform/auth/context.ts';
import type { TDeps } from '../../platform/deps.ts';
import { invalid, notFound } from '../../platform/errors.ts';
import { acquisitionRepository as repo, type TAgent, type TPage } from './acquisition.repository.ts';
import { AcquisitionRefs } from './acquisition-refs.ts';
import { toAcqListing, toClient, toEntrustment, toFootprint, toReservation, toVisit } from './acquisition-view.ts';

const agentOf = (ctx: TRequestContext): TAgent => ({ companyId: ctx.companyId, userId: ctx.userId });

/**
 * The agent's micro-site (docs/acquisition.md): every read and write is the caller's own rows of the
 * caller's company; listings and customers are read through their modules.
 */
export class AcquisitionService {
  private readonly refs: AcquisitionRefs;

  constructor(private readonly deps: TDeps) {
    this.refs = new AcquisitionRefs(deps);
  }

  private todayStart(): Date {
    return chinaDayStart(chinaDay(this.deps.clock.now()));
  }

  async card(ctx: TRequestContext): Promise<TAgentCard> {
    const { db } = this.deps;
    const row = await repo.card(db, agentOf(ctx));
    if (row) {
      const { userName, company, userPhone, role, address, style } = row;
      return { userName, company, userPhone, role, address, style, saved: true };
    }
    const account = await this.refs.account(db, ctx);
    return {
      userName: account.name,
      company: account.company,
      userPhone: account.phone,
      role: '置业顾问',
      address: '',
      style: ACQ_CARD_STYLES[0].value,
      saved: false,
    };
  }

  async saveCard(ctx: TRequestContext, input: z.output<typeof ZAgentCardUpdate>): Promise<TAgentCard> {
    await repo.saveCard(this.deps.db, agentOf(ctx), { ...input, updatedAt: this.deps.clock.now() });
    return this.card(ctx);
  }

  async statistics(ctx: TRequestContext): Promise<TAcqStatistics> {
    const { db } = this.deps;
    const a = agentOf(ctx);
    const views = await repo.visitCounts(db, a, this.todayStart());
    const requests = await repo.requestCounts(db, a);
    const sum = (kind: number, pendingOnly = false) =>
      requests
        .filter((r) => r.kind === kind && (!pendingOnly || r.state === ACQ_REQUEST_STATE.pending))
        .reduce((n, r) => n + r.n, 0);
    const up = await repo.upCounts(db, a);
    const upOf = (type: number) => up.find((r) => r.type === type)?.n ?? 0;
    return {
      viewCount: views.total,
      todayViewCount: views.today,
      entrustmentCount: sum(ACQ_REQUEST_KIND.entrustment),
      reservationCount: sum(ACQ_REQUEST_KIND.reservation),
      pendingEntrustmentCount: sum(ACQ_REQUEST_KIND.entrustment, true),
      pendingReservationCount: sum(ACQ_REQUEST_KIND.reservation, true),
      sellHouseCount: upOf(ACQ_LISTING_TYPE.sale),
      rentHouseCount: upOf(ACQ_LISTING_TYPE.rent),
      newHouseCount: 0,
    };
  }

  customerCount(ctx: TRequestContext) {
    return repo.clientCounts(this.deps.db, agentOf(ctx), this.todayStart());
  }

  async visits(ctx: TRequestContext, p: TPage) {
    const { db } = this.deps;
    const page = await repo.visits(db, agentOf(ctx), p);
    const listings = await this.refs.listings(
      db,
      ctx,
      page.rows.map((r) => r.visit.houseId),
    );
    return { rows: page.rows.map((r) => toVisit(r, listings)), total: page.total };
  }

  async footprints(ctx: TRequestContext, clientId: number, p: TPage) {
    const { db } = this.deps;
    const a = agentOf(ctx);
    if (!(await repo.client(db, a, clientId))) throw notFound(ACQ_MSG.clientNotFound);
    const page = await repo.visits(db, a, p, clientId);
    const listings = await this.refs.listings(
      db,
      ctx,
      page.rows.map((r) => r.visit.houseId),
    );
    return { rows: page.rows.map((r) => toFootprint(r.visit, listings)), total: page.total };
  }

  async entrustments(ctx: TRequestContext, state: number, p: TPage) {
    const page = await repo.requests(this.deps.db, agentOf(ctx), ACQ_REQUEST_KIND.entrustment, state, p);
    return { rows: page.rows.map(toEntrustment), total: page.total };
  }

  async reservations(ctx: TRequestContext, state: number, p: TPage) {
    const { db } = this.deps;
    const page = await repo.requests(db, agentOf(ctx), ACQ_REQUEST_KIND.reservation, state, p);
    const listings = await this.refs.listings(
      db,
      ctx,
      page.rows.map((r) => r.request.houseId),
    );
    return { rows: page.rows.map((r) => toReservation(r, listings)), total: page.total };
  }

  /** Handles a pending entrustment or reservation once (待处理 → 已处理 / 已关闭). */
  async settle(ctx: TRequestContext, input: { itemId: number; type: number; state: number }): Promise<void> {
    const { db } = this.deps;
    const a = agentOf(ctx);
    if (await repo.settleRequest(db, a, input.itemId, input.type, input.state, this.deps.clock.now())) return;
    if (!(await repo.requestExists(db, a, input.itemId, input.type))) throw notFound(ACQ_MSG.requestNotFound);
    throw invalid(ACQ_MSG.requestDone);
  }

  async clients(
    ctx: TRequestContext,
    q: TPage & { key: string; associated: number; clientCustomerId?: number | undefined },
  ) {
    const { db } = this.deps;
    const a = agentOf(ctx);
    const page = await repo.clients(db, a, { key: q.key, associated: q.associated, clientId: q.clientCustomerId }, q);
    const ids = page.rows.map((c) => c.id);
    const visits = await repo.visitCountsByClient(db, a, ids);
    const customers = await this.refs.customersByIds(
      db,
      ctx,
      page.rows.flatMap((c) => (c.customerId ? [c.customerId] : [])),
    );
    return { rows: page.rows.map((c) => toClient(c, visits.get(c.id) ?? 0, customers)), total: page.total };
  }

  async associate(ctx: TRequestContext, input: z.output<typeof ZClientAssociation>): Promise<void> {
    const { db } = this.deps;
    const a = agentOf(ctx);
    if (!(await repo.client(db, a, input.clientCustomerId))) throw notFound(ACQ_MSG.clientNotFound);
    const customer = await this.refs.customerToAssociate(ctx, input.customerId, input.type);
    await repo.associate(db, a, input.clientCustomerId, customer.customerId, this.deps.clock.now());
  }

  async listings(ctx: TRequestContext, q: TPage & { type: number; state: number }) {
    const { db } = this.deps;
    const a = agentOf(ctx);
    const page = await repo.listings(db, a, q.type, q.state, q);
    const ids = page.rows.map((r) => r.houseId);
    const refs = await this.refs.listings(db, ctx, ids);
    const views = await repo.visitCountsByHouse(db, a, ids);
    return {
      rows: page.rows.map((r) => toAcqListing(r, refs.get(r.houseId), views.get(r.houseId) ?? 0)),
      total: page.total,
    };
  }

  /**
   * Up: a live listing of that type the caller sees (added when absent). Down: one on the micro-site,
   * whatever the caller sees now, so that an agent can always take a listing off their own site.
   */
  async shelve(ctx: TRequestContext, input: { itemId: number; type: number; state: number }): Promise<string> {
    const { db } = this.deps;
    const a = agentOf(ctx);
    if (input.state === ACQ_SHELF.up) {
      const listing = await this.refs.listingToPutUp(ctx, input.itemId);
      if (listing.type !== input.type) throw invalid(ACQ_MSG.listingTypeMismatch);
      await repo.putUp(db, a, input.itemId, input.type, this.deps.clock.now());
      return ACQ_MSG.up;
    }
    const row = await repo.listing(db, a, input.itemId, input.type);
    if (!row) throw notFound(ACQ_MSG.listingNotOnSite);
    await repo.takeDown(db, a, row.id);
    return ACQ_MSG.down;
  }

  async removeListing(ctx: TRequestContext, input: { itemId: number; type: number }): Promise<void> {
    const { db } = this.deps;
    const a = agentOf(ctx);
    const row = await repo.listing(db, a, input.itemId, input.type);
    if (!row) throw notFound(ACQ_MSG.listingNotOnSite);
    await repo.removeListing(db, a, row.id);
  }

  /** A listing on the caller's micro-site (promotion's share and push state): 1 up, 0 down, -1 not on it. */
  async siteState(ctx: TRequestContext, houseId: number, type: number): Promise<number> {
    const row = await repo.listing(this.deps.db, agentOf(ctx), houseId, type);
    return row ? row.state : -1;
  }

  privateCustomers(
    ctx: TRequestContext,
    q: { pageindex: number; pagesize: number; key: string; houseType: number; cursor: string },
  ) {
    return this.refs.privateCustomers(ctx, q);
  }
}
