import { createHash } from 'node:crypto';
import { CODE } from '@awb/contract/common/codes';
import type { TEndpoint } from '@awb/contract/common/endpoint';
import { and, eq, isNull, lt } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { TClock } from '../clock.ts';
import type { TDb } from '../db/db.ts';
import { AppError } from '../errors.ts';
import { registeredEndpoints } from '../http/route.ts';
import { idempotencyKeys } from './idempotency.table.ts';

/**
 * `Idempotency-Key` on creating calls (endpoints declaring `idempotent: true`): the first request with
 * a key runs, later and concurrent ones with the same key and body wait for it and get the very same
 * answer, so a retried or double-sent call creates one record. Only successful answers are kept (24 h);
 * after a refusal the key is free again. The same key with another body is refused.
 *
 * Limit: the record's write and the stored answer are two commits; a crash between them (a few
 * milliseconds) leaves a claim that a retry takes over after CLAIM_STALE_MS and runs again.
 */
export const IDEMPOTENCY = {
  header: 'idempotency-key',
  keepMs: 24 * 3_600_000,
  /** A claim this old belongs to a request that died with its server. */
  claimStaleMs: 60_000,
  /** How long a duplicate waits for the first request before answering 409. */
  waitMs: 15_000,
  pollMs: 20,
} as const;

const KEY_PATTERN = /^[\x21-\x7e]{8,128}$/;

type TClaim = { companyId: number; userId: number; route: string; key: string; requestHash: string };

declare module 'fastify' {
  interface FastifyRequest {
    idempotencyClaim: TClaim | null;
  }
}

export function registerIdempotency(app: FastifyInstance): void {
  app.decorateRequest('idempotencyClaim', null);
  app.addHook('preHandler', async (req, reply) => {
    const endpoint = idempotentEndpoint(req);
    const header = req.headers[IDEMPOTENCY.header];
    if (!endpoint || header === undefined) return;
    const key = [header].flat()[0]?.trim() ?? '';
    if (!KEY_PATTERN.test(key)) throw new AppError(CODE.invalid, 'Idempotency-Key 格式不正确');
    const claim: TClaim = {
      companyId: req.ctx?.companyId ?? 0,
      userId: req.ctx?.userId ?? 0,
      route: `${endpoint.method} ${endpoint.path}`,
      key,
      requestHash: requestHashOf(endpoint.body ? req.body : req.query),
    };
    const answer = await claimOrWait(app.deps.db, app.deps.clock, claim);
    if (answer === null) {
      req.idempotencyClaim = claim;
      return;
    }
    return replay(reply, answer);
  });

  app.addHook('onSend', async (req, reply, payload) => {
    const claim = req.idempotencyClaim;
    if (!claim) return payload;
    req.idempotencyClaim = null;
    const text = typeof payload === 'string' ? payload : null;
    const where = keyOf(claim);
    if (reply.statusCode === 200 && text !== null && isSuccess(text)) {
      await app.deps.db.update(idempotencyKeys).set({ response: text }).where(where);
    } else {
      await app.deps.db.delete(idempotencyKeys).where(where);
    }
    return payload;
  });

  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      void purgeExpired(app.deps.db, app.deps.clock).catch((err: unknown) =>
        app.log.error({ err }, 'idempotency purge'),
      );
    }, 3_600_000);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}

function idempotentEndpoint(req: FastifyRequest): TEndpoint | undefined {
  const endpoint = registeredEndpoints.get(`${req.method} ${req.routeOptions.url}`);
  return endpoint?.idempotent ? endpoint : undefined;
}

function replay(reply: FastifyReply, answer: string): FastifyReply {
  return reply.header('idempotent-replayed', 'true').type('application/json; charset=utf-8').send(answer);
}

/** Null when this request holds the claim and runs; else the first request's answer. */
async function claimOrWait(db: TDb, clock: TClock, claim: TClaim): Promise<string | null> {
  const deadline = Date.now() + IDEMPOTENCY.waitMs;
  for (;;) {
    const now = clock.now();
    const inserted = await db
      .insert(idempotencyKeys)
      .values({ ...claim, response: null, createdAt: now })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (inserted.length > 0) return null;
    const [row] = await db.select().from(idempotencyKeys).where(keyOf(claim)).limit(1);
    if (!row) continue; // the first request was refused and let the key go
    const age = now.getTime() - row.createdAt.getTime();
    if (row.response !== null && age > IDEMPOTENCY.keepMs) {
      await db.delete(idempotencyKeys).where(and(keyOf(claim), eq(idempotencyKeys.createdAt, row.createdAt)));
      continue;
    }
    if (row.requestHash !== claim.requestHash) {
      throw new AppError(CODE.invalid, '该 Idempotency-Key 已用于另一个请求');
    }
    if (row.response !== null) return row.response;
    if (age > IDEMPOTENCY.claimStaleMs) {
      const taken = await db
        .update(idempotencyKeys)
        .set({ createdAt: now })
        .where(and(keyOf(claim), isNull(idempotencyKeys.response), eq(idempotencyKeys.createdAt, row.createdAt)))
        .returning({ key: idempotencyKeys.key });
      if (taken.length > 0) return null;
    }
    if (Date.now() > deadline) throw new AppError(CODE.conflict, '请求正在处理中，请稍后再试');
    await new Promise((resolve) => setTimeout(resolve, IDEMPOTENCY.pollMs));
  }
}

async function purgeExpired(db: TDb, clock: TClock): Promise<void> {
  await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, new Date(clock.now().getTime() - IDEMPOTENCY.keepMs)));
}

const keyOf = (c: TClaim) =>
  and(
    eq(idempotencyKeys.companyId, c.companyId),
    eq(idempotencyKeys.userId, c.userId),
    eq(idempotencyKeys.route, c.route),
    eq(idempotencyKeys.key, c.key),
  );

function isSuccess(text: string): boolean {
  try {
    return (JSON.parse(text) as { code?: unknown }).code === CODE.ok;
  } catch {
    return false;
  }
}

/** What identifies a request's input under its key (the validated body or query). */
export function requestHashOf(input: unknown): string {
  return createHash('sha256').update(stableJson(input)).digest('hex');
}

/** JSON with sorted keys, so that the same body always hashes the same. */
function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}
