import { CODE, MSG } from '@awb/contract/common/codes';
import type { TBodyOf, TEndpoint, TQueryOf, TResponseOf } from '@awb/contract/common/endpoint';
import { authStore } from './auth-store.ts';
import { takeEarlyResponse } from './early-responses.ts';
import { LOGIN_PAGE, nav } from './nav.ts';
import { toast } from './toast.ts';

/** Seed 001 §8: loading text after 800 ms; 405 toasts 2500 ms; request timeout 60000 ms. */
export const REQUEST = { loadingDelayMs: 800, invalidToastMs: 2500, timeoutMs: 60_000, toastMs: 1500 } as const;

export class ApiError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data: unknown = null,
  ) {
    super(message);
  }
}

export type TCallOptions = {
  /** Show the loading toast (after 800 ms) with this text, or false for silent calls. */
  loading?: string | false;
  /** Codes the caller handles itself (no toast), e.g. 406, 400020, 4000001. */
  handle?: number[];
  /**
   * For creating calls (`idempotent` in the contract): the Idempotency-Key. A form may pass one key
   * for all its submits so that a double tap creates one record; otherwise each call gets its own.
   */
  idempotencyKey?: string;
};

/** Creating calls are re-sent after a dropped connection, with the same Idempotency-Key. */
export const RETRY = { attempts: 3, delayMs: 600 } as const;

/** A fresh Idempotency-Key (the server accepts 8–128 printable characters). */
export function newIdempotencyKey(): string {
  try {
    return crypto.randomUUID();
  } catch {
    // Plain-http pages outside localhost have no randomUUID.
    return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
  }
}

/**
 * fetch, re-sent on a network failure when that is safe: a creating call carrying an Idempotency-Key
 * (the server answers a repeat with the first answer) — never a plain write, never on a timeout.
 */
async function send(url: string, init: RequestInit, retryable: boolean): Promise<Response> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await fetch(url, { ...init, signal: AbortSignal.timeout(REQUEST.timeoutMs) });
    } catch (error) {
      const network = (error as Error).name === 'TypeError';
      if (!retryable || !network || attempt >= RETRY.attempts) throw error;
      await new Promise((resolve) => setTimeout(resolve, RETRY.delayMs * attempt));
    }
  }
}

type TInput<E extends TEndpoint> = { query?: TQueryOf<E>; body?: TBodyOf<E> | FormData };

let relaunching = false;

function queryString(query: Record<string, unknown> | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    params.set(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The endpoint's path with its query. */
const urlOf = (e: TEndpoint, query: unknown) => `${e.path}${queryString(query as Record<string, unknown> | undefined)}`;

function encodeBody(e: TEndpoint, body: unknown): { body?: BodyInit; contentType?: string } {
  if (body === undefined) return e.method === 'POST' ? { body: '{}', contentType: 'application/json' } : {};
  if (body instanceof FormData) return { body };
  if (e.bodyType === 'form') {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(body as Record<string, unknown>)) {
      if (value !== undefined && value !== null) params.set(key, String(value));
    }
    return { body: params.toString(), contentType: 'application/x-www-form-urlencoded' };
  }
  return { body: JSON.stringify(body), contentType: 'application/json' };
}

/** The URL and JSON body (as sent) of a call without a file: what the document's early requests replay. */
export function requestOf<E extends TEndpoint>(
  e: E,
  input: { query?: TQueryOf<E>; body?: TBodyOf<E> } = {},
): { method: string; url: string; body?: string } {
  const { body } = encodeBody(e, input.body);
  return {
    method: e.method,
    url: urlOf(e, input.query),
    ...(typeof body === 'string' ? { body } : {}),
  };
}

/**
 * Calls one contract endpoint and unwraps the envelope, with the shared behaviour of seed 001 §8:
 * code 400 shows its message once, clears the token and relaunches to login; 405 toasts for 2500 ms;
 * a call that needs a token and has none toasts 您还未登录请登录！ and relaunches to login.
 */
export async function call<E extends TEndpoint>(
  e: E,
  input: TInput<E> = {},
  options: TCallOptions = {},
): Promise<TResponseOf<E>> {
  const headers: Record<string, string> = {};
  if (e.auth !== 'none') {
    const session = authStore.headers();
    if (!session) {
      toLogin(MSG.noToken);
      throw new ApiError(CODE.notLoggedIn, MSG.noToken);
    }
    headers.token = session.token;
    headers.sessionid = session.sessionid;
  }
  const { body, contentType } = encodeBody(e, input.body);
  if (contentType) headers['content-type'] = contentType;
  if (e.idempotent) headers['Idempotency-Key'] = options.idempotencyKey ?? newIdempotencyKey();

  // The loading toast is closed by its own handle: a queued clear() would also close a success toast
  // that the caller shows as soon as the answer is in (toast.ts loads Toast on first use).
  let loadingToast: { close(): void } | undefined;
  const loadingTimer =
    options.loading === false
      ? undefined
      : setTimeout(() => {
          loadingToast = toast.show({
            icon: 'loading',
            content: options.loading ?? '加载中…',
            duration: 0,
            maskClickable: false,
          });
        }, REQUEST.loadingDelayMs);
  const url = urlOf(e, input.query);
  let response: Response;
  try {
    // The same read sent by the document before the app's code had loaded (early-responses.ts), if any.
    const early =
      typeof body === 'string' || body === undefined
        ? takeEarlyResponse(e.method, url, body, headers.token)
        : undefined;
    response =
      (early && (await early.catch(() => undefined))) ??
      (await send(url, { method: e.method, headers, body }, Boolean(e.idempotent)));
  } catch (error) {
    const timeout = (error as Error).name === 'TimeoutError';
    toast.show({ icon: 'fail', content: timeout ? '请求超时，请稍后重试' : '网络异常，请检查网络连接' });
    throw new ApiError(5, timeout ? 'timeout' : 'network error');
  } finally {
    if (loadingTimer) clearTimeout(loadingTimer);
    loadingToast?.close();
  }
  const envelope = (await response.json().catch(() => null)) as { code: number; msg: string; data: unknown } | null;
  if (!envelope) {
    toast.show({ icon: 'fail', content: MSG.serverError });
    throw new ApiError(response.status, MSG.serverError);
  }
  if (envelope.code === CODE.ok) return envelope as TResponseOf<E>;
  if (envelope.code === CODE.notLoggedIn) {
    toLogin(envelope.msg);
  } else if (!options.handle?.includes(envelope.code)) {
    toast.show({
      content: envelope.msg,
      duration: envelope.code === CODE.invalid ? REQUEST.invalidToastMs : REQUEST.toastMs,
    });
  }
  throw new ApiError(envelope.code, envelope.msg, envelope.data);
}

function toLogin(message: string): void {
  authStore.clear();
  if (relaunching) return;
  relaunching = true;
  toast.show({ content: message, duration: REQUEST.toastMs });
  nav.reLaunch(LOGIN_PAGE);
  setTimeout(() => {
    relaunching = false;
  }, REQUEST.toastMs);
}
