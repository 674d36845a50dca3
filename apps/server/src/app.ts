import { randomBytes } from 'node:crypto';
import fastifyFormbody from '@fastify/formbody';
import fastifyMultipart from '@fastify/multipart';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifySwagger from '@fastify/swagger';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { TConfig } from './config.ts';
import { accountRoutes } from './modules/account/account.routes.ts';
import { registerRoutes } from './modules/account/register.routes.ts';
import { acquisitionRoutes } from './modules/acquisition/acquisition.routes.ts';
import { registerAppUseGate } from './modules/app-use/app-gate.ts';
import { appUseRoutes } from './modules/app-use/app-use.routes.ts';
import { collectRoutes } from './modules/collect/collect.routes.ts';
import { readCollectConfig } from './modules/collect/collect-config.ts';
import { communityRoutes } from './modules/community/community.routes.ts';
import { readCommunityConfig } from './modules/community/community-config.ts';
import { contentRoutes } from './modules/content/content.routes.ts';
import { contractRoutes } from './modules/contract/contract.routes.ts';
import { customerRoutes } from './modules/customer/customer.routes.ts';
import { feedbackRoutes } from './modules/feedback/feedback.routes.ts';
import { housingRoutes } from './modules/housing/housing.routes.ts';
import { messageRoutes } from './modules/message/message.routes.ts';
import { systemRoutes } from './modules/message/system.routes.ts';
import { oaRoutes } from './modules/oa/oa.routes.ts';
import { orgRoutes } from './modules/org/org.routes.ts';
import { promotionRoutes } from './modules/promotion/promotion.routes.ts';
import { rechargeRoutes } from './modules/recharge/recharge.routes.ts';
import { regionRoutes } from './modules/region/region.routes.ts';
import { loadSessionWithAccess } from './modules/role/access.repository.ts';
import { roleRoutes } from './modules/role/role.routes.ts';
import { signRoutes } from './modules/sign/sign.routes.ts';
import { statisticsRoutes } from './modules/statistics/statistics.routes.ts';
import { SessionService } from './platform/auth/session.service.ts';
import { PlatformCa } from './platform/ca/platform-ca.ts';
import type { TClock } from './platform/clock.ts';
import type { TDb } from './platform/db/db.ts';
import type { TDeps } from './platform/deps.ts';
import { createHooks } from './platform/hooks/hooks.ts';
import { registerApiDocs } from './platform/http/api-docs.ts';
import { registerErrorHandler } from './platform/http/error-handler.ts';
import { registerInputGuard } from './platform/http/input-guard.ts';
import { apiDocTransform } from './platform/http/openapi.ts';
import { trackRoutes } from './platform/http/route.ts';
import { registerSecurityHeaders, tileSource } from './platform/http/security-headers.ts';
import { installZodMessages } from './platform/http/zod-messages.ts';
import { registerIdempotency } from './platform/idempotency/idempotency.ts';
import { RequestLines } from './platform/logging/log-options.ts';
import { PersonalData } from './platform/personal-data/personal-data.ts';
import { PhoneCodeService } from './platform/phone-code/phone-code.service.ts';
import { devOutboxRoutes } from './platform/sms/dev-outbox.routes.ts';
import type { SmsSender } from './platform/sms/sms-sender.ts';
import { LocalFileStore } from './platform/uploads/file-store.ts';
import { filesRoutes } from './platform/uploads/files.routes.ts';
import { UploadService } from './platform/uploads/upload.service.ts';
import { registerCompression } from './platform/web/compression.ts';
import { webBuildScriptHashes } from './platform/web/inline-scripts.ts';
import { webRoutes } from './platform/web/web.routes.ts';

export type TAppOptions = {
  config: TConfig;
  db: TDb;
  clock: TClock;
  sms: SmsSender;
  secret: Buffer;
  /** Root folder of uploaded files. */
  fileRoot: string;
  /** The personal-data key (kept outside the database); a random one when absent (tests). */
  personalDataKey?: Buffer;
  /** Where the platform CA keeps its keys (DATA_DIR); absent: in memory (tests). */
  caDataDir?: string;
  logger?: boolean | object;
  /** One readable line a request instead of fastify's request logging (LOG_FORMAT=pretty). */
  requestLines?: boolean;
};

/** 20 MB: the largest upload any call accepts (contract PDFs); each call checks its own limit. */
const MAX_UPLOAD_BYTES = 20 * 1024 * 1024;

export async function buildApp(options: TAppOptions): Promise<FastifyInstance> {
  installZodMessages();
  const app = Fastify({
    logger: options.logger ?? false,
    ...(options.requestLines ? { logController: new RequestLines() } : {}),
    requestIdHeader: 'x-request-id',
    trustProxy: options.config.trustProxy,
    bodyLimit: 1024 * 1024,
  });
  trackRoutes(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (req, reply) => {
    reply.header('x-request-id', req.id);
  });

  const deps: TDeps = {
    config: options.config,
    db: options.db,
    clock: options.clock,
    secret: options.secret,
    sms: options.sms,
    sessions: new SessionService(options.clock, loadSessionWithAccess, options.config.sessionCacheSeconds),
    phoneCodes: new PhoneCodeService(options.db, options.clock, options.sms, options.secret),
    uploads: new UploadService(new LocalFileStore(options.fileRoot), options.secret, options.clock),
    personalData: new PersonalData(options.personalDataKey ?? randomBytes(32)),
    ca: new PlatformCa(options.caDataDir ?? null, options.clock),
    hooks: createHooks(),
  };
  app.decorate('deps', deps);
  app.decorateRequest('ctx', null);

  registerErrorHandler(app);
  const tiles = tileSource(readCommunityConfig().tileUrl);
  // 云采集's pictures come from the collection service's picture hosts (COLLECT_PICTURE_ORIGINS).
  const collectPictures = readCollectConfig().pictureOrigins;
  await registerSecurityHeaders(app, {
    imgSources: [...(tiles ? [tiles] : []), ...collectPictures],
    scriptHashes: webBuildScriptHashes(options.config.webDist),
  });
  registerInputGuard(app);
  await registerCompression(app);
  registerIdempotency(app);
  await app.register(fastifyFormbody);
  await app.register(fastifyMultipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 20 } });
  await app.register(fastifyRateLimit, { global: false });
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Agency Workbook API',
        description: '经纪工作本 API: every call answers { code, msg, data }; see docs/api.md.',
        version: '5.0.1',
      },
      components: {
        securitySchemes: {
          token: { type: 'apiKey', in: 'header', name: 'token' },
          sessionid: { type: 'apiKey', in: 'header', name: 'sessionid' },
        },
      },
    },
    transform: apiDocTransform,
  });
  await registerApiDocs(app, options.config.apiDocs);
  registerAppUseGate(app);

  // One explicit register() per module.
  await app.register(accountRoutes);
  await app.register(registerRoutes);
  await app.register(contentRoutes);
  await app.register(feedbackRoutes);
  await app.register(regionRoutes);
  await app.register(appUseRoutes);
  await app.register(systemRoutes);
  await app.register(messageRoutes);
  await app.register(orgRoutes);
  await app.register(roleRoutes);
  await app.register(communityRoutes);
  await app.register(housingRoutes);
  await app.register(customerRoutes);
  await app.register(contractRoutes);
  await app.register(statisticsRoutes);
  await app.register(oaRoutes);
  await app.register(signRoutes);
  await app.register(acquisitionRoutes);
  await app.register(rechargeRoutes);
  await app.register(promotionRoutes);
  await app.register(collectRoutes);
  await app.register(filesRoutes);
  if (options.config.devSmsOutbox) await app.register(devOutboxRoutes);
  await app.register(webRoutes);
  return app;
}
