import { z } from 'zod';
import { endpoint } from './common/endpoint.ts';
import { ZEnvelope } from './common/envelope.ts';

export const systemEndpoints = {
  systemInfo: endpoint({
    method: 'GET',
    path: '/base/systemInfo',
    auth: 'session',
    summary: 'Badge counts for the shell: unread messages of the current user',
    response: ZEnvelope(z.object({ messageCount: z.number() })),
  }),
} as const;
