import { USER_STATUS } from '@awb/contract/account.contract';
import { CODE, MSG } from '@awb/contract/common/codes';
import type { TEndpoint, TPermissionRef } from '@awb/contract/common/endpoint';
import { can } from '@awb/contract/permission-check';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onErrorAsyncHookHandler,
  onRequestAsyncHookHandler,
  preHandlerAsyncHookHandler,
} from 'fastify';
import type { z } from 'zod';
import type { TRequestContext } from '../auth/context.ts';
import { AppError, noPermission } from '../errors.ts';

type TOut<S> = S extends z.ZodType ? z.output<S> : undefined;

export type TRouteInput<E extends TEndpoint> = {
  query: TOut<E['query']>;
  body: TOut<E['body']>;
  ctx: E['auth'] extends 'none' ? null : TRequestContext;
  req: FastifyRequest;
  reply: FastifyReply;
};

export type TRouteHandler<E extends TEndpoint> = (input: TRouteInput<E>) => Promise<z.input<E['response']>>;

declare module 'fastify' {
  interface FastifyRequest {
    ctx: TRequestContext | null;
  }
  interface FastifyContextConfig {
    /** Every route declares who may call it (TAuth, or 'signed-link' / 'dev' for platform routes). */
    auth?: string;
  }
}

/** Every registered endpoint, so that suites (auth, isolation, bad input) can enumerate them. */
export const registeredEndpoints = new Map<string, TEndpoint>();

/** What each route of the app (contract or platform) declares in `config.auth`, by "METHOD url". */
export const declaredAuth = new Map<string, string | undefined>();

/** Records every route as it is added (call before any route is registered). */
export function trackRoutes(app: FastifyInstance): void {
  app.addHook('onRoute', (r) => {
    for (const method of [r.method].flat()) declaredAuth.set(`${method} ${r.url}`, r.config?.auth);
  });
}

/** Hooks a route adds around its handler (throttles). */
export type TRouteHooks = { preHandler?: preHandlerAsyncHookHandler[]; onError?: onErrorAsyncHookHandler[] };

/**
 * Registers one contract endpoint: the contract's schemas validate the input and serialise the
 * output (undeclared fields never leak), the declared `auth` is enforced before the input is read and
 * the declared `permission` after it is validated (docs/api.md "Order of checks").
 */
export function route<E extends TEndpoint>(
  app: FastifyInstance,
  e: E,
  handler: TRouteHandler<E>,
  options: TRouteHooks & { bodyLimit?: number; exposeHeadRoute?: boolean } = {},
): void {
  registeredEndpoints.set(`${e.method} ${e.path}`, e);
  app.route({
    method: e.method,
    url: e.path,
    bodyLimit: options.bodyLimit,
    // Fastify answers HEAD for every GET by running it; a GET that writes (a seed call) opts out.
    ...(options.exposeHeadRoute === false ? { exposeHeadRoute: false } : {}),
    schema: {
      summary: e.summary,
      ...(e.query ? { querystring: e.query } : {}),
      ...(e.body ? { body: e.body } : {}),
      response: { 200: e.response },
    },
    config: { auth: e.auth },
    // The caller is known before the body is read or validated: a stranger learns nothing about inputs.
    onRequest: authenticate(app, e),
    // A missing body is validated as {} so that each required field reports its own message.
    preValidation: async (req) => {
      // Only an upload reads a multipart body; anywhere else it would pass as an empty body.
      if (e.bodyType !== 'multipart' && req.isMultipart()) throw new AppError(CODE.invalid, MSG.unsupportedBody);
      if (e.body && (req.body === undefined || req.body === null)) req.body = {};
    },
    preHandler: [...(e.permission ? [authorize(e.permission)] : []), ...(options.preHandler ?? [])],
    onError: options.onError ?? [],
    handler: async (req, reply) =>
      handler({
        query: req.query as TOut<E['query']>,
        body: req.body as TOut<E['body']>,
        ctx: req.ctx as TRouteInput<E>['ctx'],
        req,
        reply,
      }),
  });
}

function header(req: FastifyRequest, name: string): string {
  const value = req.headers[name];
  return (Array.isArray(value) ? value[0] : value)?.trim() ?? '';
}

/** Seed 001 §6: a manager passes; anyone else needs the item (or child) in their roles' grants. */
function authorize(ref: TPermissionRef): preHandlerAsyncHookHandler {
  return async (req) => {
    if (!req.ctx || !can(req.ctx, ref)) throw noPermission();
  };
}

function authenticate(app: FastifyInstance, e: TEndpoint): onRequestAsyncHookHandler {
  return async (req) => {
    req.ctx = null;
    if (e.auth === 'none') return;
    const token = header(req, 'token');
    const sessionid = header(req, 'sessionid');
    if (!token || !sessionid) throw new AppError(CODE.notLoggedIn, MSG.noToken);
    const ctx = await app.deps.sessions.resolve(app.deps.db, token, sessionid);
    if (!ctx) throw new AppError(CODE.notLoggedIn, MSG.notLoggedIn);
    if (e.auth === 'member') {
      if (ctx.status !== USER_STATUS.active) throw new AppError(CODE.pendingReview, MSG.pendingReview);
      if (ctx.cancelling) throw new AppError(CODE.cancelling, MSG.cancelling);
    }
    req.ctx = ctx;
  };
}
