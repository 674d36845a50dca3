import { CODE, MSG } from '@awb/contract/common/codes';
import { OA_MSG } from '@awb/contract/oa-fields';
import { signCeremonyEndpoints as api } from '@awb/contract/sign-ceremony.contract';
import { CEREMONY_LIMITS, CEREMONY_MSG, CEREMONY_OK } from '@awb/contract/sign-ceremony-constants';
import { COPY_LIMITS, COPY_MSG, COPY_OK } from '@awb/contract/sign-copy-constants';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError, invalid } from '../../../platform/errors.ts';
import { ok, okList } from '../../../platform/http/envelope.ts';
import { route, type TRouteHooks } from '../../../platform/http/route.ts';
import type { FaceVerifier } from '../face/face-verifier.ts';
import { SealService } from '../seal.service.ts';
import { registerSealUseAction } from '../sign-oa-actions.ts';
import { CeremonyService } from './ceremony.service.ts';
import { configureCeremony, type TEventActor } from './ceremony-hooks.ts';
import { CeremonyCompletion } from './completion.ts';
import { pdfEngineFor, type TSignedPdfEngine } from './signed-document.ts';
import { SigningService } from './signing.service.ts';
import { clearCookie, grantCookie, readDeviceCookies } from './signing-device.ts';
import { VerificationService } from './verification.service.ts';

const actor = (req: FastifyRequest): TEventActor => ({
  ip: req.ip,
  userAgent: String(req.headers['user-agent'] ?? ''),
  userId: req.ctx?.userId ?? null,
});

const cookiesOf = (req: FastifyRequest) => readDeviceCookies(req.headers.cookie);

/** The text fields and the first file of a multipart body; a JSON body gives its fields and no file. */
async function readParts(req: FastifyRequest, maxBytes: number) {
  const fields: Record<string, string> = {};
  let file: Buffer | undefined;
  if (!req.isMultipart()) return { fields, file };
  for await (const part of req.parts({ limits: { fileSize: maxBytes + 1 } })) {
    if (part.type === 'file') {
      const bytes = await part.toBuffer();
      file ??= bytes;
    } else if (typeof part.value === 'string') {
      fields[part.fieldname] = part.value;
    }
  }
  return { fields, file };
}

/** Per-IP limits of the public calls (@fastify/rate-limit's checkers, as platform/http/throttle.ts). */
function perIp(app: FastifyInstance, name: string, max: number): TRouteHooks {
  const check = app.createRateLimit({ max, timeWindow: 60_000, keyGenerator: (req) => `${name}:ip:${req.ip}` });
  return {
    preHandler: [
      async (req) => {
        const used = await check(req);
        if (!used.isAllowed && used.isExceeded) throw new AppError(CODE.tooMany, MSG.tooMany);
      },
    ],
  };
}

/**
 * One resend of a copy's text a minute (@fastify/rate-limit's checker, as the other limits): keyed by the
 * caller's company and the copy, so another company cannot use up a copy's turn. The turn is claimed by
 * the service once the copy is found resendable within the caller's scope.
 */
function copyResendTurn(app: FastifyInstance) {
  const check = app.createRateLimit({
    max: 1,
    timeWindow: COPY_LIMITS.resendSeconds * 1000,
    keyGenerator: (req) => {
      const body = req.body as { copyId?: unknown } | undefined;
      return `sign-copy-resend:${req.ctx?.companyId}:${String(body?.copyId)}`;
    },
  });
  return async (req: FastifyRequest) => {
    const used = await check(req);
    if (!used.isAllowed && used.isExceeded) throw new AppError(CODE.tooMany, COPY_MSG.resendTooSoon);
  };
}

const ZCopyFileQuery = z.object({
  o: z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER).catch(0),
  y: z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER).catch(0),
  e: z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER).catch(0),
  d: z.string().max(1).catch(''),
  s: z.string().max(64).catch(''),
});

const ZPdfQuery = z.object({
  o: z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER).catch(0),
  c: z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER).catch(0),
  k: z.string().max(12).catch(''),
  v: z.coerce.number().int().min(0).max(1_000_000).catch(0),
  e: z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER).catch(0),
  s: z.string().max(64).catch(''),
});

export type TCeremonyRouteOptions = { face: FaceVerifier; pdfEngine?: TSignedPdfEngine; linkDays?: number };

/** 电子签约: the signing ceremony; docs/signing-ceremony.md. */
export async function ceremonyRoutes(app: FastifyInstance, options: TCeremonyRouteOptions): Promise<void> {
  // The links in texts and the PDF's QR code need the site's address (PUBLIC_URL, config.ts).
  configureCeremony(app.deps, {
    origin: app.deps.config.publicUrl,
    ...(options.linkDays ? { linkDays: options.linkDays } : {}),
  });
  const engine = options.pdfEngine ?? pdfEngineFor(app.deps);
  const completion = new CeremonyCompletion(app.deps, engine, (message, error) =>
    app.log.warn({ err: error }, message),
  );
  registerSealUseAction(app.deps, completion);
  const signing = new SigningService(app.deps, options.face, completion);
  const ceremony = new CeremonyService(app.deps, signing, completion, new SealService(app.deps));
  const verification = new VerificationService(app.deps, completion, engine);
  const signingLimit = () => perIp(app, 'signing', CEREMONY_LIMITS.signingPerMinute);
  const verifyLimit = () => perIp(app, 'verify', CEREMONY_LIMITS.verifyPerMinute);
  // The device cookie is Secure wherever the site is reached over https.
  const secureCookie = (req: FastifyRequest) =>
    req.protocol === 'https' || app.deps.config.publicUrl.startsWith('https:');

  // Public signing (the token authorises).
  route(
    app,
    api.signingOpen,
    async ({ query, req }) => ok(await signing.open(query.token, cookiesOf(req), actor(req))),
    signingLimit(),
  );
  route(
    app,
    api.signingCode,
    async ({ body, req }) => {
      await signing.sendCode(body.token, actor(req));
      return ok(null, CEREMONY_OK.codeSent);
    },
    signingLimit(),
  );
  route(app, api.signingFaceUrl, async ({ body }) => ok(await signing.faceUrl(body.token)), signingLimit());
  route(
    app,
    api.signingVerify,
    async ({ body, req, reply }) => {
      const grant = await signing.verify(body.token, body.code, actor(req));
      reply.header('set-cookie', grantCookie(grant, app.deps.clock.now(), secureCookie(req)));
      return ok(null, CEREMONY_OK.verified);
    },
    signingLimit(),
  );
  route(
    app,
    api.signingSubmit,
    async ({ req, reply }) => {
      const { fields, file } = await readParts(req, CEREMONY_LIMITS.signatureBytes);
      const token = (fields.token ?? '').trim();
      if (!token || token.length > CEREMONY_LIMITS.tokenLength) throw invalid(CEREMONY_MSG.linkInvalid);
      const { done, linkId } = await signing.submit(token, file, cookiesOf(req), actor(req));
      reply.header('set-cookie', clearCookie(linkId, secureCookie(req)));
      return ok(done, CEREMONY_OK.signed);
    },
    { ...signingLimit(), bodyLimit: CEREMONY_LIMITS.signatureBytes + 64 * 1024 },
  );

  route(app, api.signingCopy, async ({ query }) => ok(await completion.copies.open(query.token)), signingLimit());

  // Members.
  route(app, api.signSigners, async ({ ctx, query }) => {
    const rows = await ceremony.signers(ctx, query.contractId);
    return okList(rows, rows.length);
  });
  route(app, api.signResend, async ({ ctx, body, req }) => {
    await ceremony.resend(ctx, body.contractId, body.signerId, actor(req));
    return ok(null, CEREMONY_OK.resent);
  });
  route(app, api.signOnsite, async ({ ctx, body, req }) =>
    ok(await ceremony.onsite(ctx, body.contractId, body.signerId, actor(req))),
  );
  route(app, api.sealApply, async ({ ctx, body, req }) => {
    const done = await ceremony.sealApply(ctx, body.contractId, body.sealId, actor(req));
    return ok(done, done.approvalId > 0 ? OA_MSG.submitted : CEREMONY_OK.sealed);
  });
  route(app, api.signEvents, async ({ ctx, query }) => {
    const rows = await ceremony.events(ctx, query.contractId);
    return okList(rows, rows.length);
  });
  const resendTurn = copyResendTurn(app);
  route(app, api.signCopies, async ({ ctx, query }) => {
    const rows = await ceremony.copies(ctx, query.contractId);
    return okList(rows, rows.length);
  });
  route(app, api.signCopyRevoke, async ({ ctx, body }) => {
    await ceremony.revokeCopy(ctx, body.contractId, body.copyId);
    return ok(null, COPY_OK.revoked);
  });
  route(app, api.signCopyResend, async ({ ctx, body, req }) => {
    const row = await ceremony.resendCopy(ctx, body.contractId, body.copyId, () => resendTurn(req));
    return ok(row, COPY_OK.resent);
  });
  route(app, api.signCustomModelView, async ({ ctx, query }) => ok(await ceremony.modelView(ctx, query.contractId)));
  route(app, api.signCustomModeHistoryView, async ({ ctx, query }) =>
    ok(await ceremony.historyView(ctx, query.contractId, query.version)),
  );
  route(app, api.signShareLink, async ({ ctx, query }) => ok(await ceremony.share(ctx, query.contractId, query.hours)));

  // Public verification.
  route(app, api.verify, async ({ query }) => ok(await verification.verify(query.code)), verifyLimit());
  route(
    app,
    api.verifyFile,
    async ({ req }) => {
      const { fields, file } = await readParts(req, CEREMONY_LIMITS.verifyFileBytes);
      const code = (fields.code ?? '').trim();
      if (!code || code.length > CEREMONY_LIMITS.verifyCodeLength) throw invalid(MSG.invalidParams);
      if (!file || file.length === 0) throw invalid(CEREMONY_MSG.fileRequired);
      if (file.subarray(0, 5).toString('latin1') !== '%PDF-') throw invalid(CEREMONY_MSG.fileNotPdf);
      return ok(await verification.verifyFile(code, file));
    },
    { ...verifyLimit(), bodyLimit: CEREMONY_LIMITS.verifyFileBytes + 64 * 1024 },
  );

  // The PDF behind a signed link (viewer, share): the MAC covers company, contract, kind and expiry.
  app.get(
    '/sign/pdf',
    { schema: { hide: true, querystring: ZPdfQuery }, config: { auth: 'signed-link' } },
    async (req, reply) => {
      const pdf = await verification.pdf(req.query as z.output<typeof ZPdfQuery>);
      if (!pdf) return reply.status(404).send({ code: 404, msg: '文件不存在或链接已过期', data: null });
      return reply
        .header('content-type', 'application/pdf')
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', 'inline; filename="contract.pdf"')
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );

  // A party's copy behind its short-lived file link: the MAC covers company, copy and expiry, and the
  // copy must still live (not revoked, not expired).
  app.get(
    '/sign/copyFile',
    { schema: { hide: true, querystring: ZCopyFileQuery }, config: { auth: 'signed-link' }, ...signingLimit() },
    async (req, reply) => {
      const q = req.query as z.output<typeof ZCopyFileQuery>;
      const found = await completion.copies.file(q);
      if (!found) return reply.status(404).send({ code: 404, msg: '文件不存在或链接已过期', data: null });
      const disposition = q.d === '1' ? 'attachment' : 'inline';
      return reply
        .header('content-type', 'application/pdf')
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', `${disposition}; filename="${found.name}"`)
        .header('cache-control', 'private, no-store')
        .send(found.pdf);
    },
  );
}
