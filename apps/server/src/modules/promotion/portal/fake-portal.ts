import type http from 'node:http';
import type { TPortal } from '@awb/contract/promotion-constants';
import { listenLocally, readBody, sendJson } from '../../../platform/http/local-server.ts';
import { portalSignature } from './portal-client.ts';
import { portalRefusal } from './portal-rules.ts';

export type TPortalRequest = {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  body: any;
  /** Whether the signature matched the account's secret. */
  signed: boolean;
};

export type TFakePortal = {
  url: string;
  received: TPortalRequest[];
  /** account → the secret the portal expects requests to be signed with. */
  accounts: Map<string, string>;
  /** Answers the next request with this instead (once). */
  answerNext(status: number, body: unknown): void;
  /** New pushes answer `pending` (under review) instead of `online`. */
  review: boolean;
  /** The state of each listing the portal holds, by its id. */
  listings: Map<string, string>;
  close(): Promise<void>;
};

/**
 * A listing portal on 127.0.0.1 speaking the protocol of HttpPortalClient (docs/promotion.md), for the
 * API tests and the e2e journey: it checks each request's signature against the account's secret
 * (401 签名校验失败 otherwise), keeps the listings it was given and records every request. An account
 * named in `portalOf` is that portal's: a listing its rules refuse (portal-rules.ts, the same the client
 * checks) is answered `{ ok: false, message }` in its words.
 */
export async function startFakePortal(
  accounts: Record<string, string> = {},
  portalOf: Record<string, TPortal> = {},
): Promise<TFakePortal> {
  const received: TPortalRequest[] = [];
  const listings = new Map<string, string>();
  let next: { status: number; body: unknown } | null = null;
  let n = 0;
  const portal = {
    received,
    accounts: new Map(Object.entries(accounts)),
    listings,
    review: false,
    answerNext(status: number, body: unknown) {
      next = { status, body };
    },
  };
  const server = await listenLocally(async (req, res) => {
    const raw = await readBody(req);
    const path = new URL(req.url ?? '/', 'http://portal').pathname;
    const account = decodeURIComponent(String(req.headers['x-portal-account'] ?? ''));
    const secret = portal.accounts.get(account);
    const expected =
      secret === undefined
        ? ''
        : portalSignature(secret, req.method ?? '', path, String(req.headers['x-timestamp'] ?? ''), raw);
    const signed = expected !== '' && expected === req.headers['x-signature'];
    let body: unknown = null;
    try {
      body = raw ? JSON.parse(raw) : null;
    } catch {
      body = raw;
    }
    received.push({ method: req.method ?? '', path, headers: req.headers, body, signed });
    const send = (status: number, answer: unknown) => sendJson(res, status, answer);
    if (next) {
      const { status, body: answer } = next;
      next = null;
      return send(status, answer);
    }
    if (!signed) return send(401, { ok: false, message: '签名校验失败' });
    const route = path.replace(/^\/api/, '');
    if (req.method === 'POST' && route === '/listings') {
      const rulesOf = portalOf[account];
      const refusal = rulesOf
        ? portalRefusal(rulesOf, (body as { listing?: Record<string, unknown> })?.listing ?? {})
        : '';
      if (refusal) return send(200, { ok: false, message: refusal });
      n += 1;
      const id = `FP${String(n).padStart(6, '0')}`;
      const state = portal.review ? 'pending' : 'online';
      listings.set(id, state);
      return send(200, { ok: true, listingId: id, state, message: portal.review ? '审核中' : '' });
    }
    const match = /^\/listings\/([^/]+)(?:\/(online|offline|remove))?$/.exec(route);
    const id = match ? decodeURIComponent(match[1] ?? '') : '';
    if (!match || !listings.has(id)) return send(404, { ok: false, message: '房源不存在' });
    const action = match[2];
    if (action === 'remove') {
      listings.delete(id);
      return send(200, { ok: true });
    }
    if (action) listings.set(id, action);
    return send(200, { ok: true, listingId: id, state: listings.get(id), message: '' });
  });
  return Object.assign(portal, { url: `${server.url}/api`, close: server.close });
}
