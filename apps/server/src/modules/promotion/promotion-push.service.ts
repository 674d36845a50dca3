import { CODE } from '@awb/contract/common/codes';
import { PORTAL_SPECS, PROMOTION_MSG, PUSH_SHELF, PUSH_STATE, type TPortal } from '@awb/contract/promotion-constants';
import type { THousePushState } from '@awb/contract/promotion-views';
import type { TRequestContext } from '../../platform/auth/context.ts';
import type { TDeps } from '../../platform/deps.ts';
import { AppError, invalid } from '../../platform/errors.ts';
import { AcquisitionService } from '../acquisition/acquisition.service.ts';
import { listingForPromotion } from '../housing/listing-promotion.ts';
import {
  PortalRefusedError,
  PortalUnavailableError,
  type TPortalAccount,
  type TPortalAnswer,
  type TPortalState,
} from './portal/portal-client.ts';
import { promotionRepository as repo, type TPushRow } from './promotion.repository.ts';
import { PromotionBindingService, type TPortalClients } from './promotion-binding.service.ts';
import { pushRecordView } from './promotion-view.ts';

/** A portal's answer as the record's state. */
export const STATE_OF: Record<TPortalState, number> = {
  pending: PUSH_STATE.pushing,
  online: PUSH_STATE.online,
  offline: PUSH_STATE.offline,
  failed: PUSH_STATE.failed,
};

/** A push still 推送中 this long is taken as stuck: pushing again is allowed, and the poll job asks about it. */
export const PUSHING_HOLD_MS = 5 * 60_000;

/**
 * Pushing listings to the portals (seed 001 §5: xingfuliPush … tmallPush, body houseId + publisher),
 * taking them down and up, removing them, and reading their states. The record is written before the
 * portal is called (推送中) and after it answers (已上架 / 推送中 under review / 推送失败 with the
 * portal's message), each in its own transaction, so a portal that hangs never holds one open.
 */
export class PromotionPushService {
  private readonly bindings: PromotionBindingService;

  constructor(
    private readonly deps: TDeps,
    private readonly clients: TPortalClients,
  ) {
    this.bindings = new PromotionBindingService(deps, clients);
  }

  /** The portal's failure as the envelope: refused → 405 with its message; unreachable → 503. */
  private failure(portal: TPortal, error: unknown): AppError {
    if (error instanceof PortalRefusedError) return invalid(PROMOTION_MSG.refused(portal, error.message));
    if (error instanceof PortalUnavailableError) {
      return new AppError(CODE.serviceUnavailable, PROMOTION_MSG.unreachable(portal));
    }
    throw error;
  }

  async push(ctx: TRequestContext, portal: TPortal, input: { houseId: number; publisher?: number | undefined }) {
    const { db, clock } = this.deps;
    const listing = await listingForPromotion(this.deps, ctx, input.houseId);
    if (!PORTAL_SPECS[portal].types.includes(listing.type)) throw invalid(PROMOTION_MSG.typeNotTaken(portal));
    const account = await this.bindings.accountFor(ctx, portal);
    const publisher = await repo.activeMember(db, ctx.companyId, input.publisher ?? ctx.userId);
    if (!publisher) throw invalid(PROMOTION_MSG.publisherNotFound);
    const existing = await repo.push(db, ctx.companyId, portal, listing.houseId);
    const now = clock.now();
    if (existing?.state === PUSH_STATE.pushing && now.getTime() - existing.updatedAt.getTime() < PUSHING_HOLD_MS) {
      throw invalid(PROMOTION_MSG.pushing);
    }
    const record = await db.transaction((tx) =>
      repo.savePush(tx, {
        companyId: ctx.companyId,
        portal,
        houseId: listing.houseId,
        houseType: listing.type,
        state: PUSH_STATE.pushing,
        message: '',
        portalListingId: existing?.portalListingId ?? '',
        publisherId: publisher.id,
        pushedBy: ctx.userId,
        pushedAt: now,
        updatedAt: now,
      }),
    );
    let answer: TPortalAnswer;
    try {
      answer = await this.clients[portal].push(account, {
        ...listing,
        publisher: { name: publisher.name, phone: publisher.phone },
      });
    } catch (error) {
      const message = error instanceof PortalRefusedError ? error.message : PROMOTION_MSG.portalNoAnswer;
      await this.record(record, { state: PUSH_STATE.failed, message });
      throw this.failure(portal, error);
    }
    const state = STATE_OF[answer.state];
    await this.record(record, { state, message: answer.message, portalListingId: answer.listingId });
    if (state === PUSH_STATE.failed) throw invalid(PROMOTION_MSG.refused(portal, answer.message));
    return state === PUSH_STATE.online ? PROMOTION_MSG.pushed : PROMOTION_MSG.submitted;
  }

  private async record(row: TPushRow, set: { state: number; message: string; portalListingId?: string }) {
    const { db, clock } = this.deps;
    await db.transaction((tx) => repo.updatePush(tx, row.companyId, row.id, { ...set, updatedAt: clock.now() }));
  }

  private async pushed(ctx: TRequestContext, portal: TPortal, houseId: number): Promise<TPushRow> {
    await listingForPromotion(this.deps, ctx, houseId);
    const row = await repo.push(this.deps.db, ctx.companyId, portal, houseId);
    if (!row?.portalListingId) throw invalid(PROMOTION_MSG.notPushed);
    return row;
  }

  /** Down (0) from 已上架; up (1) from 已下架, which needs the binding open again. */
  async shelf(ctx: TRequestContext, input: { houseId: number; portal: number; state: number }): Promise<string> {
    const portal = input.portal as TPortal;
    const up = input.state === PUSH_SHELF.up;
    const row = await this.pushed(ctx, portal, input.houseId);
    if (!up && row.state !== PUSH_STATE.online) throw invalid(PROMOTION_MSG.notOnline);
    if (up && row.state !== PUSH_STATE.offline) throw invalid(PROMOTION_MSG.notOffline);
    const account = up ? await this.bindings.accountFor(ctx, portal) : await this.bindings.boundAccount(ctx, portal);
    let answer: TPortalAnswer;
    try {
      answer = await this.clients[portal].shelf(account, row.portalListingId, up);
    } catch (error) {
      throw this.failure(portal, error);
    }
    await this.record(row, { state: STATE_OF[answer.state], message: answer.message });
    return up ? PROMOTION_MSG.up : PROMOTION_MSG.down;
  }

  /** Removes the listing from the portal; a portal that no longer knows it (refusal) counts as removed. */
  async remove(ctx: TRequestContext, input: { houseId: number; portal: number }): Promise<void> {
    const portal = input.portal as TPortal;
    const row = await this.pushed(ctx, portal, input.houseId);
    const account = await this.bindings.boundAccount(ctx, portal);
    try {
      await this.clients[portal].remove(account, row.portalListingId);
    } catch (error) {
      if (!(error instanceof PortalRefusedError)) throw this.failure(portal, error);
    }
    await this.deps.db.transaction((tx) => repo.deletePush(tx, ctx.companyId, row.id));
  }

  /** Every portal's record of the listing; those 推送中 are asked of the portal first (best effort). */
  async houseState(ctx: TRequestContext, houseId: number): Promise<THousePushState> {
    const { db } = this.deps;
    const listing = await listingForPromotion(this.deps, ctx, houseId);
    const states = await this.bindings.states(ctx);
    let rows = await repo.pushesOfHouse(db, ctx.companyId, houseId);
    for (const row of rows.filter((r) => r.state === PUSH_STATE.pushing && r.portalListingId)) {
      await this.refresh(ctx, row);
    }
    rows = await repo.pushesOfHouse(db, ctx.companyId, houseId);
    const people = await repo.people(
      db,
      ctx.companyId,
      rows.flatMap((r) => [r.publisherId, r.pushedBy]),
    );
    const microWeb = await new AcquisitionService(this.deps).siteState(ctx, houseId, listing.type);
    return {
      houseId,
      type: listing.type,
      title: listing.title,
      portals: states.map((s) => ({
        ...pushRecordView(
          s.portal,
          rows.find((r) => r.portal === s.portal),
          people,
        ),
        bound: s.bound,
        open: s.open,
        configured: s.configured,
      })),
      microWeb,
    };
  }

  private async refresh(ctx: TRequestContext, row: TPushRow): Promise<void> {
    const portal = row.portal as TPortal;
    let account: TPortalAccount;
    try {
      account = await this.bindings.boundAccount(ctx, portal);
      const answer = await this.clients[portal].status(account, row.portalListingId);
      await this.record(row, { state: STATE_OF[answer.state], message: answer.message });
    } catch (error) {
      if (
        !(error instanceof AppError || error instanceof PortalUnavailableError || error instanceof PortalRefusedError)
      ) {
        throw error;
      }
    }
  }
}
