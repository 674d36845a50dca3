import { feedbackEndpoints as api } from '@awb/contract/feedback.contract';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../platform/http/envelope.ts';
import { route } from '../../platform/http/route.ts';
import { feedbackService } from './feedback.service.ts';

export async function feedbackRoutes(app: FastifyInstance): Promise<void> {
  route(app, api.feedbackSubmit, async ({ body, ctx }) =>
    ok(await feedbackService.submit(app.deps.db, ctx, body), '感谢您的反馈'),
  );
}
