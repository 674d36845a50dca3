import type { FastifyInstance } from 'fastify';

/** The 客源本 calls. Registered in app.ts; each call is added with route() from its contract. */
export async function customerRoutes(_app: FastifyInstance): Promise<void> {}
