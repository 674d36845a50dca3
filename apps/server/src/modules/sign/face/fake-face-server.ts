import { startFakeFaceProvider } from './fake-face-provider.ts';

/**
 * Runs the fake face provider on its own for the demo:
 * `node --import tsx apps/server/src/modules/sign/face/fake-face-server.ts [port]`, then start the
 * server with FACE_API_URL set to the URL it prints.
 */
const port = Number(process.argv[2] ?? process.env.FAKE_FACE_PORT ?? 8090);
const provider = await startFakeFaceProvider({ port, host: process.env.FAKE_FACE_HOST ?? '127.0.0.1' });
process.stdout.write(`fake face provider: FACE_API_URL=${provider.url}\n`);
const stop = () => {
  void provider.close().then(() => process.exit(0));
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
