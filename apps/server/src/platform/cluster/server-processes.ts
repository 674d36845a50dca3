import cluster, { type Worker } from 'node:cluster';
import type { FastifyBaseLogger } from 'fastify';
import type { TConfig } from '../../config.ts';

/**
 * SERVER_PROCESSES > 1 (decision 0010): the primary process forks that many workers, each with the
 * whole app, listening on the same port (node:cluster shares it; on Linux the primary accepts and
 * hands the connections round). A worker that ends is replaced; `stop` ends them all in order.
 */

/** The primary's config (with the stand-ins' addresses it filled in) travels to the workers as JSON. */
const CONFIG_ENV = 'AWB_SERVER_PROCESS_CONFIG';

/** How long a worker may take to finish its calls after SIGTERM before it is killed. */
export const WORKER_STOP_MS = 15_000;
/** A worker that ended before it listened is replaced only after this pause (no restart storm). */
const RESTART_PAUSE_MS = 1_000;

export type TServerProcesses = {
  /** The workers' process ids, as they are now. */
  pids(): number[];
  /** SIGTERM to every worker (each finishes its calls and closes its pool), SIGKILL after WORKER_STOP_MS. */
  stop(): Promise<void>;
};

export function isServerWorker(): boolean {
  return cluster.isWorker;
}

/** In a worker: the config the primary started it with. */
export function configFromPrimary(): TConfig {
  const json = process.env[CONFIG_ENV];
  if (!json) throw new Error(`${CONFIG_ENV} is not set: a server worker is started by the primary only`);
  return JSON.parse(json) as TConfig;
}

/**
 * Forks `config.serverProcesses` workers and resolves once each listens. If one ends before it
 * listened during the start (a port in use, an unreachable database), the others are stopped and
 * the start fails: replacing it would only fail again.
 */
export function startServerProcesses(config: TConfig, log: FastifyBaseLogger): Promise<TServerProcesses> {
  const env = { [CONFIG_ENV]: JSON.stringify(config) };
  const listening = new WeakSet<Worker>();
  let stopping = false;
  let started = false;

  const fork = () => {
    const worker = cluster.fork(env);
    worker.on('listening', () => listening.add(worker));
    return worker;
  };

  const processes: TServerProcesses = {
    pids: () => Object.values(cluster.workers ?? {}).flatMap((w) => (w?.process.pid ? [w.process.pid] : [])),
    async stop() {
      stopping = true;
      const workers = Object.values(cluster.workers ?? {}).filter((w): w is Worker => w !== undefined);
      await Promise.all(workers.map(stopWorker));
    },
  };

  return new Promise((resolve, reject) => {
    cluster.on('exit', (worker, code, signal) => {
      if (stopping) return;
      const how = signal ?? `code ${code}`;
      if (!started) {
        void processes.stop().then(() => reject(new Error(`a server process ended during the start (${how})`)));
        return;
      }
      const listened = listening.has(worker);
      log.error(
        { pid: worker.process.pid, code, signal },
        `server process ${worker.process.pid} ended (${how}); starting another`,
      );
      setTimeout(
        () => {
          if (!stopping) fork();
        },
        listened ? 0 : RESTART_PAUSE_MS,
      );
    });
    const first = Array.from({ length: config.serverProcesses }, fork);
    // A server may listen on more than one address (HOST=localhost): count workers, not events.
    const ready = new Set<Worker>();
    for (const worker of first) {
      worker.on('listening', () => {
        ready.add(worker);
        if (ready.size === first.length && !started && !stopping) {
          started = true;
          resolve(processes);
        }
      });
    }
  });
}

function stopWorker(worker: Worker): Promise<void> {
  if (worker.isDead()) return Promise.resolve();
  return new Promise((resolve) => {
    const kill = setTimeout(() => worker.process.kill('SIGKILL'), WORKER_STOP_MS);
    worker.once('exit', () => {
      clearTimeout(kill);
      resolve();
    });
    worker.process.kill('SIGTERM');
  });
}

/**
 * In a worker: `stop` runs once on SIGTERM (sent by the primary), or when the primary is gone (the
 * IPC channel closes). SIGINT is ignored: Ctrl-C reaches the whole process group, and the primary,
 * which gets it too, stops the workers in order.
 */
export function stopWorkerOn(stop: () => Promise<void>): void {
  let stopping = false;
  const once = () => {
    if (stopping) return;
    stopping = true;
    void stop().finally(() => process.exit(0));
  };
  process.on('SIGTERM', once);
  process.on('disconnect', once);
  process.on('SIGINT', () => {});
}
