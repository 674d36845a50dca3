import { z } from 'zod';
import { endpoint } from './common/endpoint.ts';
import { ZEnvelope } from './common/envelope.ts';
import { ZTime } from './common/time-fields.ts';

/** Rich-text pages by `cate_alias` (the richtext page shows them). */
export const CONTENT_ALIAS = { userAgreement: 'user_agreement', privacyPolicy: 'privacy_policy' } as const;

export const ZContent = z.object({
  cate_alias: z.string(),
  title: z.string(),
  content: z.string(),
  updatedAt: ZTime,
});

export const contentEndpoints = {
  getContent: endpoint({
    method: 'GET',
    path: '/pages/getContent',
    auth: 'none',
    summary: 'A rich-text page (user agreement, privacy policy) by cate_alias',
    query: z.object({
      cate_alias: z.string({ error: '请选择要查看的内容' }).trim().min(1, '请选择要查看的内容').max(50),
    }),
    response: ZEnvelope(ZContent),
  }),
} as const;
