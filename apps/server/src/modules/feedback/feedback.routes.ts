import { feedbackEndpoints as api } from '@awb/contract/feedback.contract';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../platform/http/envelope.ts';
import { route } from '../../platform/http/route.ts';
import { feedback } from './feedback.table.ts';

export async function feedbackRoutes(app: FastifyInstance): Promise<void> {
  route(app, api.feedbackSubmit, async ({ body, ctx }) => {
    const [row] = await app.deps.db
      .insert(feedback)
      .values({ companyId: ctx.companyId, userId: ctx.userId, content: body.content, contact: body.contact })
      .returning({ id: feedback.id });
    return ok({ id: row?.id ?? 0 }, '感谢您的反馈');
  });
}
