// A bare Fastify hello-world (default options, no logger): the baseline the API is compared with.
import Fastify from 'fastify';

const app = Fastify();
app.get('/hello', async () => ({ code: 200, msg: 'ok', data: { hello: 'world' } }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
