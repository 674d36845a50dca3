import { CEREMONY_LIMITS } from '@awb/contract/sign-ceremony-constants';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

/** The web app's public verification page (a hash route, so the server cannot serve it at /verify/…). */
export const VERIFY_WEB_PAGE = '/h5/#/pages/public/verify';

/** Where /verify/<code> goes: the page with the code as a query; a malformed code gets the page without one. */
export function verifyPageLocation(code: string): string {
  const ok = code.length > 0 && code.length <= CEREMONY_LIMITS.verifyCodeLength && /^[\w-]+$/.test(code);
  return ok ? `${VERIFY_WEB_PAGE}?code=${encodeURIComponent(code)}` : VERIFY_WEB_PAGE;
}

/**
 * GET /verify/:code — the address the signed PDF's footer QR code holds (VERIFY_PAGE_PATH): sends the
 * visitor to the web app's verification page, which asks GET /sign/verify. No login, nothing looked up.
 */
export async function verifyRedirectRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/verify/:code',
    {
      schema: { hide: true, params: z.object({ code: z.string().max(200).catch('') }) },
      config: { auth: 'none' },
    },
    async (req, reply) => reply.redirect(verifyPageLocation((req.params as { code: string }).code), 302),
  );
}
