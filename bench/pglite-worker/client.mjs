/**
 * PGlite in a worker thread, for measuring (2026-11: slower than in the server's thread at every rate; not
 * kept, decision 0007). A PGlite look-alike built on PGlite's own BasePGlite (its query, exec and
 * transaction code), whose backend runs in `host.mjs`: every statement's protocol bytes go to the worker and the
 * answer's bytes come back. BasePGlite is not exported by the package, so it is imported from the build's chunk
 * (@electric-sql/pglite 0.5.16): a measuring tool, not a driver.
 *
 * To measure again, let `openPglite` (apps/server/src/platform/db/open.ts) build its client with
 * `new PGliteInWorker(dir)` instead of `new PGlite(dir)` when an environment switch is set, and alternate
 * `BENCH_RATE=400 BENCH_SECONDS=30 node bench/load.mjs` with the switch on and off.
 */
import { Worker } from 'node:worker_threads';
import { Mutex, protocol } from '@electric-sql/pglite';
import { b as BasePGlite } from '../../node_modules/@electric-sql/pglite/dist/chunk-UYHX356B.js';

export class PGliteInWorker extends BasePGlite {
  debug = 0;
  waitReady;
  #ready;
  #worker;
  #pending = new Map();
  #next = 1;
  #queryMutex = new Mutex();
  #transactionMutex = new Mutex();

  constructor(dir) {
    super();
    this.#worker = new Worker(new URL('./host.mjs', import.meta.url), { workerData: { dir } });
    this.#ready = new Promise((resolve, reject) => this.#pending.set(0, { resolve, reject }));
    // BasePGlite's array types are read with a query, which waits for #ready (not for waitReady).
    this.waitReady = this.#ready.then(() => this._initArrayTypes());
    this.#worker.on('message', ({ id, data, error }) => {
      const pending = this.#pending.get(id);
      if (!pending) return;
      this.#pending.delete(id);
      if (error) pending.reject(new Error(error));
      else pending.resolve(data);
    });
    this.#worker.on('error', (error) => {
      for (const pending of this.#pending.values()) pending.reject(error);
    });
  }

  #call(op, message) {
    const id = this.#next++;
    return new Promise((resolve, reject) => {
      this.#pending.set(id, { resolve, reject });
      this.#worker.postMessage({ id, op, message });
    });
  }

  execProtocolRaw(message) {
    return this.#call('raw', message);
  }

  async execProtocolRawStream(message, { onRawData } = {}) {
    onRawData?.(await this.#call('raw', message));
  }

  /** As PGlite's: the answer's messages, and its first error thrown unless told not to. */
  async execProtocol(message, { throwOnError = true } = {}) {
    const data = await this.execProtocolRaw(message);
    const messages = [];
    let error;
    new protocol.Parser().parse(data, (m) => {
      messages.push(m);
      if (m.name === 'error') error ??= m;
    });
    if (throwOnError && error) throw error;
    return { messages, data };
  }

  async execProtocolStream(message, options) {
    return (await this.execProtocol(message, options)).messages;
  }

  /** Node's file system in the worker writes through as the backend goes (as in the server's own PGlite). */
  async syncToFs() {}
  async _handleBlob() {}
  async _getWrittenBlob() {
    return undefined;
  }
  async _cleanupBlob() {}
  async _checkReady() {
    await this.#ready;
  }
  _runExclusiveQuery(fn) {
    return this.#queryMutex.runExclusive(fn);
  }
  _runExclusiveTransaction(fn) {
    return this.#transactionMutex.runExclusive(fn);
  }

  async close() {
    await this.#call('close');
    await this.#worker.terminate();
  }
}
