import type { FastifyInstance } from 'fastify';

/** The 房源本 calls. Registered in app.ts; each call is added with route() from its contract. */
export async function housingRoutes(_app: FastifyInstance): Promise<void> {}
