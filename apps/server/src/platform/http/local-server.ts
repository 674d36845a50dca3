import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * The plumbing of the local stand-ins for outside services (face check, payment, portals, collection
 * feed, time-stamping, SMS, maps): each is a small `node:http` server on this machine that tests, e2e
 * and the demo start. What each one answers is its own; listening, reading a body, answering JSON
 * and closing are the same everywhere and live here.
 */
export type TLocalServer = {
  /** `http://host:port`, without a trailing slash. */
  url: string;
  /** Port given up at once, open connections included (a kept-alive socket would hold `close` up). */
  close(): Promise<void>;
};

/** Listens on `port` (0: any free one) of `host` (default 127.0.0.1). */
export async function listenLocally(
  handler: http.RequestListener,
  options: { port?: number; host?: string; keepAliveTimeout?: number } = {},
): Promise<TLocalServer & { server: http.Server }> {
  const host = options.host ?? '127.0.0.1';
  const server = http.createServer(handler);
  if (options.keepAliveTimeout !== undefined) server.keepAliveTimeout = options.keepAliveTimeout;
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, host, resolve));
  return {
    server,
    url: `http://${host}:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A port on which nothing listens (it was free a moment ago): to test "cannot connect". */
export async function closedPortUrl(): Promise<string> {
  const probe = await listenLocally(() => undefined);
  await probe.close();
  return probe.url;
}

/** The request's body as bytes; a body over `limit` bytes ends the connection (these are stand-ins). */
export function readBodyBytes(req: http.IncomingMessage, limit = 1_000_000): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) req.destroy();
      else chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

/** The request's body as UTF-8 text. */
export async function readBody(req: http.IncomingMessage, limit?: number): Promise<string> {
  return (await readBodyBytes(req, limit)).toString('utf8');
}

/** Answers `body` as JSON with `status`. */
export function sendJson(res: http.ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

/** Answers an HTML page (the stand-ins' pages a person clicks through: face check, cashier). */
export function sendHtml(res: http.ServerResponse, html: string): void {
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
  res.end(html);
}
