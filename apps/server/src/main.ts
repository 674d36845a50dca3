import cluster from 'node:cluster';
import { Shutdown } from './platform/shutdown.ts';

/**
 * The server's entry. The stop signals are listened for before the rest of the server is even
 * loaded (start.ts): a SIGTERM at any moment of the start ends the process cleanly with 0, never 143.
 * A worker of SERVER_PROCESSES > 1 is stopped by its primary instead (server-processes.ts).
 */
const failed = (error: unknown) => {
  console.error(error);
  process.exit(1);
};

if (cluster.isWorker) {
  const { serveAsWorker } = await import('./start.ts');
  serveAsWorker().catch(failed);
} else {
  const shutdown = new Shutdown();
  console.log('经纪工作本 is starting…');
  const { startServer } = await shutdown.step(() => import('./start.ts'));
  startServer(shutdown).catch(failed);
}
