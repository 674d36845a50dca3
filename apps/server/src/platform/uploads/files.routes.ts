import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

/**
 * Serves uploaded files behind signed, expiring links (`UploadService.link`). Links are handed out
 * only to members of the owning company; a forged or stale link is a 404. Files go out with nosniff
 * and as attachments, so that a browser never runs them as a page.
 */
export async function filesRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/files/:name',
    {
      schema: {
        hide: true,
        params: z.object({ name: z.string().max(64) }),
        querystring: z.object({ e: z.coerce.number().int().default(0), s: z.string().max(64).default('') }),
      },
      config: { auth: 'signed-link' },
    },
    async (req, reply) => {
      const { name } = req.params as { name: string };
      const { e, s } = req.query as { e: number; s: string };
      const file = await app.deps.uploads.open(app.deps.db, name, e, s);
      if (!file) return reply.status(404).send({ code: 404, msg: '文件不存在或链接已过期', data: null });
      return reply
        .header('content-type', file.mime)
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', `attachment; filename="${name}"`)
        .header('cache-control', 'private, max-age=86400')
        .send(file.bytes);
    },
  );
}
