import { z } from 'zod';
import { endpoint } from './common/endpoint.ts';
import { ZEnvelope } from './common/envelope.ts';

export const FEEDBACK_LIMITS = { contentMax: 500, contactMax: 50, images: 4 } as const;

export const ZFeedbackRequest = z.object({
  content: z
    .string({ error: '请输入反馈内容' })
    .trim()
    .min(1, '请输入反馈内容')
    .max(FEEDBACK_LIMITS.contentMax, `反馈内容不能超过${FEEDBACK_LIMITS.contentMax}个字`),
  contact: z.string().trim().max(FEEDBACK_LIMITS.contactMax, '联系方式过长').default(''),
});

export const feedbackEndpoints = {
  feedbackSubmit: endpoint({
    method: 'POST',
    path: '/ManagementCenter/feedbackSubmit',
    auth: 'session',
    idempotent: true,
    summary: 'Send feedback about the app',
    body: ZFeedbackRequest,
    response: ZEnvelope(z.object({ id: z.number() })),
  }),
} as const;
