import { THUMBNAIL_WIDTHS } from '@awb/contract/common/thumbnails';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { thumbnailWidth } from './thumbnail.ts';

const NOT_FOUND = { code: 404, msg: '文件不存在或链接已过期', data: null };

/**
 * Serves uploaded files behind signed, expiring links (`UploadService.link`). Links are handed out
 * only to members of the owning company; a forged or stale link is a 404. Files go out with nosniff
 * and as attachments, so that a browser never runs them as a page.
 *
 * `&w=240` (one of `THUMBNAIL_WIDTHS`) answers a picture resized to that width, as WebP. The width is
 * not part of the signed string, on purpose: the signature grants the file, and a smaller copy of a
 * file the caller may read shows nothing the original does not. So the web derives a thumbnail from
 * any link the API hands out, and the API hands out one link per file. The width cannot lead to
 * another file (the stored key comes from the upload row, the width from a fixed list), and the
 * fixed list bounds the work and the storage to three copies per picture, each made once.
 */
export async function filesRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/files/:name',
    {
      schema: {
        hide: true,
        params: z.object({ name: z.string().max(64) }),
        querystring: z.object({
          e: z.coerce.number().int().default(0),
          s: z.string().max(64).default(''),
          w: z.string().max(8).optional(),
        }),
      },
      config: { auth: 'signed-link' },
    },
    async (req, reply) => {
      const { name } = req.params as { name: string };
      const { e, s, w } = req.query as { e: number; s: string; w?: string };
      if (w !== undefined) {
        const width = thumbnailWidth(w);
        if (!width) {
          return reply.status(400).send({ code: 405, msg: `图片宽度只能是${THUMBNAIL_WIDTHS.join('、')}`, data: null });
        }
        const thumb = await app.deps.uploads.openThumbnail(app.deps.db, name, e, s, width);
        if (!thumb) return reply.status(404).send(NOT_FOUND);
        if (thumb === 'not-a-picture') {
          return reply.status(400).send({ code: 405, msg: '该文件不是图片，没有缩略图', data: null });
        }
        return sendFile(reply, thumb, `${name.slice(0, 36)}.w${width}.webp`);
      }
      const file = await app.deps.uploads.open(app.deps.db, name, e, s);
      if (!file) return reply.status(404).send(NOT_FOUND);
      return sendFile(reply, file, name);
    },
  );
}

function sendFile(reply: FastifyReply, file: { bytes: Buffer; mime: string }, filename: string) {
  return reply
    .header('content-type', file.mime)
    .header('x-content-type-options', 'nosniff')
    .header('content-disposition', `attachment; filename="${filename}"`)
    .header('cache-control', 'private, max-age=86400')
    .send(file.bytes);
}
