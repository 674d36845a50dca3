/**
 * The worker side of `client.mjs` (the measurement of PGlite in a worker thread): owns the
 * PGlite and answers each message of protocol bytes with the backend's answer bytes, transferred, not copied.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';

const pg = new PGlite(workerData.dir ?? undefined);
await pg.waitReady;
parentPort.postMessage({ id: 0 });

function concat(chunks) {
  if (chunks.length === 1) return chunks[0];
  const out = new Uint8Array(chunks.reduce((n, c) => n + c.length, 0));
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.length;
  }
  return out;
}

parentPort.on('message', async ({ id, op, message }) => {
  try {
    if (op === 'raw') {
      const chunks = [];
      // The answer's bytes are the backend's memory, valid only during the callback: copied once here.
      await pg.execProtocolRawStream(message, { syncToFs: false, onRawData: (b) => chunks.push(b.slice()) });
      const data = concat(chunks);
      parentPort.postMessage({ id, data }, [data.buffer]);
    } else if (op === 'close') {
      await pg.close();
      parentPort.postMessage({ id });
    }
  } catch (error) {
    parentPort.postMessage({ id, error: String(error?.message ?? error) });
  }
});
