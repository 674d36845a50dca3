import { createHmac } from 'node:crypto';
import type { TPortal } from '@awb/contract/promotion-constants';
import { portalRefusal } from './portal-rules.ts';

/**
 * One client per outside portal (docs/promotion.md "Portal protocol"): push a listing, take it down or
 * up, remove it, ask its state. Each request names the company's portal account and is signed with
 * the binding's secret (幸福里 salt, 58 authCode, 房天下 key, 天猫 prikey); the app key of this
 * installation, when the portal gives one, goes beside it.
 */
export type TPortalAccount = { account: string; secret: string; fields: Record<string, string> };

/** What a portal receives of a listing (housingPromotionSellDetail / rentExtension, plus the publisher). */
export type TPortalListing = Record<string, unknown> & { houseId: number; type: number };

export type TPortalState = 'pending' | 'online' | 'offline' | 'failed';
export type TPortalAnswer = { state: TPortalState; listingId: string; message: string };

export interface PortalClient {
  readonly portal: TPortal;
  /** False when the portal's URL is not set: every call of the portal answers 503 未配置. */
  readonly configured: boolean;
  push(account: TPortalAccount, listing: TPortalListing): Promise<TPortalAnswer>;
  shelf(account: TPortalAccount, listingId: string, up: boolean): Promise<TPortalAnswer>;
  remove(account: TPortalAccount, listingId: string): Promise<void>;
  status(account: TPortalAccount, listingId: string): Promise<TPortalAnswer>;
}

/** The portal could not be reached or answered nonsense: nothing is known of the listing there. */
export class PortalUnavailableError extends Error {
  override name = 'PortalUnavailableError';
}

/** The portal refused (its own message, or its rule checked before sending: 房源图片不足2张). */
export class PortalRefusedError extends Error {
  override name = 'PortalRefusedError';
}

const STATES: readonly TPortalState[] = ['pending', 'online', 'offline', 'failed'];

/** HMAC-SHA256 (hex) of `METHOD\npath\ntimestamp\nbody` under the binding's secret. */
export function portalSignature(secret: string, method: string, path: string, timestamp: string, body: string): string {
  return createHmac('sha256', secret).update(`${method}\n${path}\n${timestamp}\n${body}`).digest('hex');
}

export class HttpPortalClient implements PortalClient {
  readonly configured: boolean;
  private readonly base: string;

  constructor(
    readonly portal: TPortal,
    url: string | undefined,
    private readonly appKey: string | undefined,
    private readonly now: () => Date = () => new Date(),
    private readonly timeoutMs = 10_000,
  ) {
    this.base = (url ?? '').replace(/\/+$/, '');
    this.configured = this.base !== '';
  }

  private async request(
    account: TPortalAccount,
    method: 'GET' | 'POST',
    path: string,
    payload?: object,
  ): Promise<Record<string, unknown>> {
    if (!this.configured) throw new PortalUnavailableError('portal not configured');
    const url = `${this.base}${path}`;
    const body = payload ? JSON.stringify(payload) : '';
    const timestamp = String(Math.floor(this.now().getTime() / 1000));
    const headers: Record<string, string> = {
      'x-portal-account': encodeURIComponent(account.account),
      'x-timestamp': timestamp,
      'x-signature': portalSignature(account.secret, method, new URL(url).pathname, timestamp, body),
      ...(payload ? { 'content-type': 'application/json' } : {}),
      ...(this.appKey ? { 'x-app-key': this.appKey } : {}),
    };
    let response: Response;
    try {
      response = await fetch(url, {
        method,
        headers,
        ...(payload ? { body } : {}),
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (error) {
      throw new PortalUnavailableError(`portal unreachable: ${(error as Error).message}`);
    }
    const answer = (await response.json().catch(() => null)) as Record<string, unknown> | null;
    const message = typeof answer?.message === 'string' ? answer.message.slice(0, 200) : '';
    if (response.status >= 500 || !answer) throw new PortalUnavailableError(`portal answered ${response.status}`);
    if (!response.ok || answer.ok === false)
      throw new PortalRefusedError(message || `portal refused: ${response.status}`);
    return answer;
  }

  private answerOf(body: Record<string, unknown>, listingId = ''): TPortalAnswer {
    const state = body.state as TPortalState;
    if (!STATES.includes(state)) throw new PortalUnavailableError('portal answered an unknown state');
    const id = typeof body.listingId === 'string' || typeof body.listingId === 'number' ? String(body.listingId) : '';
    return { state, listingId: id || listingId, message: typeof body.message === 'string' ? body.message : '' };
  }

  async push(account: TPortalAccount, listing: TPortalListing): Promise<TPortalAnswer> {
    if (!this.configured) throw new PortalUnavailableError('portal not configured');
    const refusal = portalRefusal(this.portal, listing);
    if (refusal) throw new PortalRefusedError(refusal);
    const answer = this.answerOf(await this.request(account, 'POST', '/listings', { listing }));
    if (!answer.listingId) throw new PortalUnavailableError('portal answered no listing id');
    return answer;
  }

  async shelf(account: TPortalAccount, listingId: string, up: boolean): Promise<TPortalAnswer> {
    const path = `/listings/${encodeURIComponent(listingId)}/${up ? 'online' : 'offline'}`;
    return this.answerOf(await this.request(account, 'POST', path, {}), listingId);
  }

  async remove(account: TPortalAccount, listingId: string): Promise<void> {
    await this.request(account, 'POST', `/listings/${encodeURIComponent(listingId)}/remove`, {});
  }

  async status(account: TPortalAccount, listingId: string): Promise<TPortalAnswer> {
    return this.answerOf(await this.request(account, 'GET', `/listings/${encodeURIComponent(listingId)}`), listingId);
  }
}
