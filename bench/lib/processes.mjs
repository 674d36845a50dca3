import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const SERVER_DIR = path.join(ROOT, 'apps/server');

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

// BENCH_START_SECONDS: how long a server may take to start (demo seeding on a busy machine takes minutes).
async function waitFor(url, child, output, timeoutMs = Number(process.env.BENCH_START_SECONDS ?? 120) * 1000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`process exited (${child.exitCode}):\n${output()}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`no answer from ${url}:\n${output()}`);
}

function spawnLogged(args, options) {
  const child = spawn(process.execPath, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  // Drained (the server may log), but only the tail is kept for error messages.
  const keep = (chunk) => {
    output = (output + chunk).slice(-20_000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise((resolve) => child.on('exit', (code, signal) => resolve(code ?? signal)));
  return { child, output: () => output, exited };
}

/** The bare Fastify hello-world on 127.0.0.1. */
export async function startHello() {
  const port = await freePort();
  const p = spawnLogged([path.join(ROOT, 'bench/lib/hello-server.mjs')], {
    env: { ...process.env, PORT: String(port) },
  });
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}/hello`, p.child, p.output);
  return {
    url,
    stop: () => {
      p.child.kill('SIGTERM');
      return p.exited;
    },
  };
}

/**
 * The real server (src/main.ts, as `npm start` runs it) on 127.0.0.1 with the demo data: on PGlite in a
 * temporary DATA_DIR, or on a throwaway database of the PostgreSQL server at `databaseUrl`, there in
 * BENCH_PROCESSES server processes (default 1). The rest of the environment is passed through.
 */
export async function startApi({ databaseUrl, logLevel = process.env.BENCH_LOG_LEVEL ?? 'warn', env = {} } = {}) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'awb-bench-'));
  let dropDatabase = async () => {};
  let url;
  if (databaseUrl) {
    const { default: postgres } = await import('postgres');
    const name = `awb_bench_${randomBytes(5).toString('hex')}`;
    const admin = postgres(databaseUrl, { max: 1, onnotice: () => {} });
    await admin.unsafe(`create database ${name}`);
    const target = new URL(databaseUrl);
    target.pathname = `/${name}`;
    url = target.toString();
    dropDatabase = async () => {
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    };
  }
  const port = await freePort();
  // BENCH_NODE_ARGS: extra node options for the server, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`.
  const nodeArgs = process.env.BENCH_NODE_ARGS ? process.env.BENCH_NODE_ARGS.split(' ') : [];
  const p = spawnLogged([...nodeArgs, '--import', 'tsx', 'src/main.ts'], {
    cwd: SERVER_DIR,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      DATABASE_URL: url ?? '',
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: logLevel,
      WEB_DIST: '/nonexistent',
      // The benchmarks log in as the demo users, which are seeded only when asked for.
      SEED_DEMO: '1',
      // BENCH_PROCESSES: server processes (SERVER_PROCESSES) on PostgreSQL; PGlite runs in one process.
      SERVER_PROCESSES: databaseUrl ? (process.env.BENCH_PROCESSES ?? process.env.SERVER_PROCESSES ?? '1') : '1',
      ...env,
    },
  });
  const base = `http://127.0.0.1:${port}`;
  await waitFor(`${base}/health`, p.child, p.output);
  return {
    url: base,
    kind: databaseUrl ? 'PostgreSQL' : 'PGlite',
    logLevel,
    async stop() {
      p.child.kill('SIGTERM');
      await p.exited;
      await dropDatabase();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Logs a demo user in and returns the two session headers. */
export async function login(base, phone = '13800000001') {
  const res = await fetch(`${base}/user/login/mobileSignin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ phone, password: 'demo1234' }),
  });
  const body = await res.json();
  if (body.code !== 200) throw new Error(`login failed: ${body.msg}`);
  return { token: body.data.token, sessionid: body.data.sessionid };
}
