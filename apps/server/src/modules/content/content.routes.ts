import { contentEndpoints as api } from '@awb/contract/content.contract';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../platform/http/envelope.ts';
import { route } from '../../platform/http/route.ts';
import { contentService } from './content.service.ts';

export async function contentRoutes(app: FastifyInstance): Promise<void> {
  route(app, api.getContent, async ({ query }) => ok(await contentService.get(app.deps.db, query.cate_alias)));
}
