import { formatTime } from '@awb/contract/common/china-time';
import { CODE } from '@awb/contract/common/codes';
import { PORTAL_SPECS, PORTALS, PROMOTION_MSG, type TPortal } from '@awb/contract/promotion-constants';
import type { TPortalBinding, TPortalState } from '@awb/contract/promotion-views';
import type { TRequestContext } from '../../platform/auth/context.ts';
import type { TDeps } from '../../platform/deps.ts';
import { AppError, invalid } from '../../platform/errors.ts';
import type { PortalClient, TPortalAccount } from './portal/portal-client.ts';
import { promotionRepository as repo, type TBindingRow } from './promotion.repository.ts';
import type { TSealedField } from './promotion.table.ts';

export type TPortalClients = Record<TPortal, PortalClient>;

/** Seed 001 §4: a portal counts as bound when its credentials are there; pushing also needs it open. */
const isBound = (row: TBindingRow | undefined): row is TBindingRow => row !== undefined;

/**
 * The company's portal accounts (seed 001 §3 "Promotion bindings"): the seed's fields per portal,
 * secrets sealed with the personal-data key and never answered (only that one is saved), the open flag, unbinding.
 */
export class PromotionBindingService {
  constructor(
    private readonly deps: TDeps,
    private readonly clients: TPortalClients,
  ) {}

  private view(portal: TPortal, row: TBindingRow | undefined): TPortalBinding {
    const spec = PORTAL_SPECS[portal];
    const fields = Object.fromEntries(
      spec.fields.filter((f) => !f.secret).map((f) => [f.key, row?.fields[f.key] ?? '']),
    );
    const savedSecrets = spec.fields.filter((f) => f.secret && row?.secrets[f.key]).map((f) => f.key);
    return {
      portal,
      portalName: spec.name,
      bound: isBound(row),
      open: row?.open ?? false,
      configured: this.clients[portal].configured,
      fields,
      savedSecrets,
      boundAt: formatTime(row?.boundAt),
      updatedAt: formatTime(row?.updatedAt),
    };
  }

  async states(ctx: TRequestContext): Promise<TPortalState[]> {
    const rows = await repo.bindings(this.deps.db, ctx.companyId);
    return PORTALS.map((portal) => {
      const row = rows.find((r) => r.portal === portal);
      return {
        portal,
        portalName: PORTAL_SPECS[portal].name,
        bound: isBound(row),
        open: row?.open ?? false,
        configured: this.clients[portal].configured,
      };
    });
  }

  async binding(ctx: TRequestContext, portal: TPortal): Promise<TPortalBinding> {
    return this.view(portal, await repo.binding(this.deps.db, ctx.companyId, portal));
  }

  /** Saves the portal's fields; a secret sent '' keeps the sealed one (the page never sees it). */
  async bind(ctx: TRequestContext, input: { portal: number; open: number } & Record<string, unknown>) {
    const portal = input.portal as TPortal;
    const { db, clock, personalData } = this.deps;
    const spec = PORTAL_SPECS[portal];
    return db.transaction(async (tx) => {
      const existing = await repo.binding(tx, ctx.companyId, portal);
      const fields: Record<string, string> = {};
      const secrets: Record<string, TSealedField> = {};
      for (const f of spec.fields) {
        const value = typeof input[f.key] === 'string' ? (input[f.key] as string).trim() : '';
        const kept = f.secret ? existing?.secrets[f.key] : undefined;
        if (value === '' && kept) secrets[f.key] = kept;
        else if (value === '') throw invalid(PROMOTION_MSG.fieldRequired(f.label));
        else if (f.secret) secrets[f.key] = { sealed: personalData.seal(value) };
        else fields[f.key] = value;
      }
      const now = clock.now();
      await repo.saveBinding(tx, {
        companyId: ctx.companyId,
        portal,
        fields,
        secrets,
        open: input.open === 1,
        boundBy: ctx.userId,
        boundAt: now,
        updatedAt: now,
      });
      return this.view(portal, await repo.binding(tx, ctx.companyId, portal));
    });
  }

  async setOpen(ctx: TRequestContext, portal: TPortal, open: boolean): Promise<TPortalBinding> {
    const { db, clock } = this.deps;
    return db.transaction(async (tx) => {
      if (!(await repo.setOpen(tx, ctx.companyId, portal, open, clock.now()))) {
        throw invalid(PROMOTION_MSG.notBound(portal));
      }
      return this.view(portal, await repo.binding(tx, ctx.companyId, portal));
    });
  }

  async unbind(ctx: TRequestContext, portal: TPortal): Promise<void> {
    if (!(await repo.deleteBinding(this.deps.db, ctx.companyId, portal))) throw invalid(PROMOTION_MSG.notBound(portal));
  }

  /**
   * The account a push is sent with: the portal must be configured (else 503), the company's binding
   * bound and open (else 405 with `{ needBind, portal }`, so the app opens the bind page).
   */
  async accountFor(ctx: TRequestContext, portal: TPortal): Promise<TPortalAccount> {
    const row = await repo.binding(this.deps.db, ctx.companyId, portal);
    if (!isBound(row)) throw new AppError(CODE.invalid, PROMOTION_MSG.notBound(portal), { needBind: true, portal });
    if (!row.open) throw new AppError(CODE.invalid, PROMOTION_MSG.notOpen(portal), { needBind: true, portal });
    this.requireConfigured(portal);
    return this.accountOf(portal, row);
  }

  /** The account of a bound portal, open or not (taking down or removing what was pushed). */
  async boundAccount(ctx: TRequestContext, portal: TPortal): Promise<TPortalAccount> {
    return this.boundAccountOf(ctx.companyId, portal);
  }

  /** `boundAccount` for a company, outside a request (the poll of pushes under review). */
  async boundAccountOf(companyId: number, portal: TPortal): Promise<TPortalAccount> {
    const row = await repo.binding(this.deps.db, companyId, portal);
    if (!isBound(row)) throw new AppError(CODE.invalid, PROMOTION_MSG.notBound(portal), { needBind: true, portal });
    this.requireConfigured(portal);
    return this.accountOf(portal, row);
  }

  requireConfigured(portal: TPortal): void {
    if (!this.clients[portal].configured) {
      throw new AppError(CODE.serviceUnavailable, PROMOTION_MSG.notConfigured(portal));
    }
  }

  /** Only the signing secret is opened; the other secrets (房天下 pwd) stay sealed until an adapter needs them. */
  private accountOf(portal: TPortal, row: TBindingRow): TPortalAccount {
    const spec = PORTAL_SPECS[portal];
    const sealed = row.secrets[spec.signWith];
    const secret = sealed ? this.deps.personalData.open(sealed.sealed) : '';
    return { account: row.fields[spec.account] ?? '', secret, fields: { ...row.fields } };
  }
}
