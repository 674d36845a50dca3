import type { FastifyInstance } from 'fastify';

/** The 小区档案 calls. Registered in app.ts; each call is added with route() from its contract. */
export async function communityRoutes(_app: FastifyInstance): Promise<void> {}
