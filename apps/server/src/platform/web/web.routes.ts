import fs from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

const INDEX_FILE = /(?:^|[/\\])index\.html(?:\.br|\.gz)?$/;

/** Serves the built web app under /h5/ (hash routes) and sends / there. */
export async function webRoutes(app: FastifyInstance): Promise<void> {
  const root = app.deps.config.webDist;
  app.get('/', { schema: { hide: true }, config: { auth: 'none' } }, async (_req, reply) => reply.redirect('/h5/'));
  app.get('/health', { schema: { hide: true }, config: { auth: 'none' } }, async () => ({
    code: 200,
    msg: 'ok',
    data: null,
  }));
  if (!fs.existsSync(root)) {
    app.get('/h5/', { schema: { hide: true }, config: { auth: 'none' } }, async (_req, reply) =>
      reply.type('text/plain; charset=utf-8').send('The web app is not built: run `npm run build -w @awb/web`.'),
    );
    return;
  }
  await app.register(fastifyStatic, {
    root,
    prefix: '/h5/',
    // The build writes a .br and a .gz beside each text asset (precompress() in apps/web/vite.config.ts): they
    // go out as Accept-Encoding allows, with Vary: Accept-Encoding, and the plain file otherwise.
    preCompressed: true,
    // Our own cache-control (below) instead of the plugin's max-age=0.
    cacheControl: false,
    setHeaders: (res, file) => {
      // Hashed assets never change; index.html (or its compressed copy) must always be fresh.
      res.setHeader('cache-control', INDEX_FILE.test(file) ? 'no-cache' : 'public, max-age=31536000, immutable');
      res.setHeader('vary', 'accept-encoding');
    },
  });
}
