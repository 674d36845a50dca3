import { signEndpoints as api } from '@awb/contract/sign.contract';
import { SIGN_LIMITS, SIGN_OK, TEMPLATE_STATE } from '@awb/contract/sign-constants';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ok, okList } from '../../platform/http/envelope.ts';
import { route } from '../../platform/http/route.ts';
import { ceremonyRoutes } from './ceremony/ceremony.routes.ts';
import { SignCertificationService } from './certification.service.ts';
import { type FaceVerifier, HttpFaceVerifier } from './face/face-verifier.ts';
import { SealService } from './seal.service.ts';
import { signContractRoutes } from './sign-contract.routes.ts';
import { registerSignOaActions } from './sign-oa-actions.ts';
import { SignSettingService } from './sign-setting.service.ts';
import { SignTemplateService } from './template.service.ts';
import { verifyRedirectRoutes } from './verify-redirect.routes.ts';

/** The text fields and the one file of a multipart body (createPictureSignature). */
async function readMultipart(req: FastifyRequest) {
  const fields: Record<string, string> = {};
  let file: { bytes: Buffer; filename: string } | undefined;
  if (!req.isMultipart()) return { fields, file };
  for await (const part of req.parts()) {
    if (part.type === 'file') {
      const bytes = await part.toBuffer();
      file ??= { bytes, filename: part.filename };
    } else if (typeof part.value === 'string') {
      fields[part.fieldname] = part.value;
    }
  }
  return { fields, file };
}

/** 电子签约: certification, seals and signatures, templates, settings; docs/signing.md. */
export async function signRoutes(app: FastifyInstance, options: { face?: FaceVerifier } = {}): Promise<void> {
  const { config } = app.deps;
  const face = options.face ?? new HttpFaceVerifier(config.face.url, config.face.key);
  const certification = new SignCertificationService(app.deps, face);
  const seals = new SealService(app.deps);
  const templates = new SignTemplateService(app.deps);
  const settings = new SignSettingService(app.deps, certification, seals);

  // Certification.
  route(app, api.companyInfo, async ({ ctx }) => ok(await certification.companyInfo(ctx)));
  route(app, api.getFaceUrl, async ({ ctx, body }) => ok(await certification.faceUrl(ctx, body)));
  route(app, api.getFaceStatus, async ({ ctx, query }) => ok(await certification.faceStatus(ctx, query.faceId)));
  route(app, api.getRegCompanyCode, async ({ ctx, body, req }) => {
    await certification.sendCode(ctx, body.mobileNo, req.ip);
    return ok(null, SIGN_OK.codeSent);
  });
  route(app, api.regCompanyInfo, async ({ ctx, body }) =>
    ok(await certification.register(ctx, body), SIGN_OK.certified),
  );
  route(app, api.signRegCompanyPosts, async ({ ctx }) => {
    const rows = await certification.signers(ctx);
    return okList(rows, rows.length);
  });

  // Seals and signatures.
  route(app, api.signaturePosts, async ({ ctx, query }) => ok(await seals.list(ctx, query.etcomid)));
  route(app, api.Verification, async ({ ctx, query }) => ok(await seals.boundPhone(ctx, query.etcomid)));
  route(app, api.VerificationCode, async ({ ctx, body, req }) => {
    await seals.sendCode(ctx, body.etcomid, req.ip);
    return ok(null, SIGN_OK.codeSent);
  });
  route(app, api.createSignature, async ({ ctx, body }) => ok(await seals.create(ctx, body), SIGN_OK.sealCreated));
  route(app, api.updateSignature, async ({ ctx, body }) => ok(await seals.update(ctx, body), SIGN_OK.updated));
  route(app, api.companySignatureDelete, async ({ ctx, body }) => {
    await seals.remove(ctx, body.id);
    return ok(null, SIGN_OK.deleted);
  });
  route(
    app,
    api.createPictureSignature,
    async ({ ctx, req }) => ok(await seals.picture(ctx, await readMultipart(req)), SIGN_OK.signatureSaved),
    { bodyLimit: SIGN_LIMITS.pictureBytes + 64 * 1024 },
  );
  route(app, api.sealAuthFreeExpireList, async ({ ctx }) => {
    const rows = await seals.expiries(ctx);
    return okList(rows, rows.length);
  });

  // Templates.
  route(app, api.templatesRecommend, async ({ ctx }) => {
    const rows = await templates.recommended(ctx);
    return okList(rows, rows.length);
  });
  route(app, api.templateAdopt, async ({ ctx, body }) =>
    ok(await templates.adopt(ctx, body.code), SIGN_OK.templateAdopted),
  );
  route(app, api.templateManagementPosts, async ({ ctx, query }) => {
    const rows = await templates.managed(ctx, query.boxType);
    return okList(rows, rows.length);
  });
  route(app, api.templateUpAndDown, async ({ ctx, body }) =>
    ok(
      await templates.setState(ctx, body.boxid, body.state),
      body.state === TEMPLATE_STATE.up ? SIGN_OK.templateUp : SIGN_OK.templateDown,
    ),
  );
  route(app, api.templateDelete, async ({ ctx, body }) => {
    await templates.remove(ctx, body.boxid);
    return ok(null, SIGN_OK.deleted);
  });
  route(app, api.templatePostsV2, async ({ ctx, query }) => {
    const rows = await templates.square(ctx, query.boxType);
    return okList(rows, rows.length);
  });
  route(app, api.signingField, async ({ ctx, query }) => ok(await templates.fields(ctx, query.boxid)));

  // Settings, signing bodies, counts.
  route(app, api.getSignSetting, async ({ ctx }) => ok(await settings.get(ctx)));
  route(app, api.signSettingSave, async ({ ctx, body }) => ok(await settings.save(ctx, body), SIGN_OK.settingSaved));
  route(app, api.signSelectBody, async ({ ctx }) => ok(await settings.selectBody(ctx)));
  route(app, api.pageCount, async ({ ctx }) => ok(await settings.pageCount(ctx)));

  await signContractRoutes(app, settings);
  registerSignOaActions(app.deps.hooks.heldActions);
  await ceremonyRoutes(app, { face });
  // The address in a signed PDF's QR code: /verify/<code> → the public verification page.
  await app.register(verifyRedirectRoutes);
}
