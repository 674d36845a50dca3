import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The real server (src/main.ts) in its own process, on 127.0.0.1, for crash and restart tests. */
export type TServerProcess = {
  url: string;
  port: number;
  child: ChildProcess;
  /** What it printed so far (stdout and stderr). */
  output(): string;
  /** Resolves with the exit code (or the signal's name) once the process has ended. */
  exited: Promise<number | string>;
  kill(signal: NodeJS.Signals): Promise<number | string>;
};

const SERVER_DIR = fileURLToPath(new URL('../..', import.meta.url));
const MAIN = path.join(SERVER_DIR, 'src', 'main.ts');

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export function tempDataDir(prefix = 'awb-reliability-'): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), prefix));
}

/** Starts `node --import tsx src/main.ts`; without `waitReady: false`, resolves once /health answers. */
export async function startServer(options: {
  dataDir: string;
  databaseUrl?: string;
  port?: number;
  env?: Record<string, string>;
  waitReady?: boolean;
}): Promise<TServerProcess> {
  const port = options.port ?? (await freePort());
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    cwd: SERVER_DIR,
    env: {
      ...process.env,
      DATA_DIR: options.dataDir,
      // Empty means "not set" to the config: PGlite unless a URL is given.
      DATABASE_URL: options.databaseUrl ?? '',
      PORT: String(port),
      HOST: '127.0.0.1',
      NODE_ENV: 'development',
      // The demo companies are only seeded when asked for; these tests log in as their users.
      SEED_DEMO: '1',
      LOG_LEVEL: 'warn',
      WEB_DIST: '/nonexistent',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | string>((resolve) => {
    child.on('exit', (code, signal) => resolve(code ?? signal ?? 'unknown'));
  });
  const server: TServerProcess = {
    url: `http://127.0.0.1:${port}`,
    port,
    child,
    output: () => output,
    exited,
    async kill(signal) {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
  if (options.waitReady === false) return server;
  const deadline = Date.now() + 90_000;
  let ended: number | string | undefined;
  void exited.then((code) => {
    ended = code;
  });
  while (Date.now() < deadline) {
    if (ended !== undefined) throw new Error(`the server exited (${ended}) before it was ready:\n${output}`);
    try {
      const res = await fetch(`${server.url}/health`);
      if (res.ok) return server;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  await server.kill('SIGKILL');
  throw new Error(`the server did not answer within 90 s:\n${output}`);
}

export type TEnvelope = { code: number; msg: string; data: any };

/** One API call to a running server. */
export async function api(
  server: { url: string },
  method: 'GET' | 'POST',
  url: string,
  options: { headers?: Record<string, string>; body?: unknown; form?: Record<string, string> } = {},
): Promise<TEnvelope> {
  const headers: Record<string, string> = { ...options.headers };
  let body: string | undefined;
  if (options.form) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(options.form).toString();
  } else if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  const res = await fetch(`${server.url}${url}`, { method, headers, body });
  return (await res.json()) as TEnvelope;
}

export async function login(server: { url: string }, phone: string): Promise<{ token: string; sessionid: string }> {
  const res = await api(server, 'POST', '/user/login/mobileSignin', { body: { phone, password: 'demo1234' } });
  if (res.code !== 200) throw new Error(`login ${phone}: ${res.msg}`);
  return { token: res.data.token, sessionid: res.data.sessionid };
}
