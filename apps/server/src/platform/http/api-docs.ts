import { CODE, MSG } from '@awb/contract/common/codes';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TApiDocs } from '../../config.ts';
import { AppError } from '../errors.ts';

/**
 * /docs (Swagger UI) and /openapi.json, as API_DOCS says: `public`, `login` (only with a live
 * session's token and sessionid headers, e.g. from a script) or `off` (not served at all).
 */
export async function registerApiDocs(app: FastifyInstance, mode: TApiDocs): Promise<void> {
  if (mode === 'off') return;
  const guard = async (req: FastifyRequest) => {
    if (mode === 'public') return;
    const token = req.headers.token;
    const sessionid = req.headers.sessionid;
    if (typeof token !== 'string' || typeof sessionid !== 'string') throw new AppError(CODE.notLoggedIn, MSG.noToken);
    if (!(await app.deps.sessions.resolve(app.deps.db, token, sessionid))) {
      throw new AppError(CODE.notLoggedIn, MSG.notLoggedIn);
    }
  };
  await app.register(fastifySwaggerUi, {
    routePrefix: '/docs',
    uiHooks: { onRequest: guard },
    staticCSP: true,
    // Swagger UI's own policy lets the site frame the docs; nothing frames them, as nothing frames the app.
    transformStaticCSP: (header) => header.replace(/frame-ancestors [^;]*/, "frame-ancestors 'none'"),
  });
  app.get('/openapi.json', { schema: { hide: true }, config: { auth: 'none' }, onRequest: guard }, async () =>
    app.swagger(),
  );
}
