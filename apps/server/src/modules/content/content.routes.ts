import { contentEndpoints as api } from '@awb/contract/content.contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../platform/errors.ts';
import { ok } from '../../platform/http/envelope.ts';
import { route } from '../../platform/http/route.ts';
import { contents } from './content.table.ts';

export async function contentRoutes(app: FastifyInstance): Promise<void> {
  route(app, api.getContent, async ({ query }) => {
    const [row] = await app.deps.db.select().from(contents).where(eq(contents.alias, query.cate_alias)).limit(1);
    if (!row) throw notFound('内容不存在');
    return ok({ cate_alias: row.alias, title: row.title, content: row.body, updatedAt: row.updatedAt.toISOString() });
  });
}
