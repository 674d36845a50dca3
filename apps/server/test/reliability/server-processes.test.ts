import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import postgres from 'postgres';
import { afterAll, describe, expect, it } from 'vitest';
import { PG_URL, withoutPostgres } from '../postgres-leg.ts';
import { login, startServer, type TEnvelope, type TServerProcess, tempDataDir } from './server-process.ts';

/**
 * SERVER_PROCESSES=2 (decision 0010): the real server, a primary and two workers on one port. Calls
 * are answered by both workers, a session made before a worker existed is honoured by it (sessions
 * live in the database), a killed worker is replaced, SIGTERM ends every process. Which worker
 * answered is told from the outside, by the CPU time each one spent (Linux's /proc).
 */
const dirs: string[] = [];
const running: TServerProcess[] = [];
afterAll(async () => {
  for (const server of running) await server.kill('SIGKILL');
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});
const dataDir = () => {
  const dir = tempDataDir('awb-processes-');
  dirs.push(dir);
  return dir;
};

/** `/proc/<pid>/stat`: the parent's id and the CPU time used so far (clock ticks); null once gone. */
function procStat(pid: number): { ppid: number; cpuTicks: number } | null {
  let text: string;
  try {
    text = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return null;
  }
  // The fields after the command name (which is in parentheses and may hold spaces).
  const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
  return { ppid: Number(fields[1]), cpuTicks: Number(fields[11]) + Number(fields[12]) };
}

function childrenOf(pid: number): number[] {
  return fs
    .readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map(Number)
    .filter((child) => procStat(child)?.ppid === pid)
    .sort((a, b) => a - b);
}

const cpuOf = (pids: number[]) => pids.map((pid) => procStat(pid)?.cpuTicks ?? 0);

/** One call on a connection of its own, so that the primary hands each call to the next worker. */
function callOnNewConnection(url: string, path: string, headers: Record<string, string>): Promise<TEnvelope> {
  return new Promise((resolve, reject) => {
    const req = http.get(`${url}${path}`, { headers, agent: false }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => {
        body += chunk;
      });
      res.on('end', () => resolve(JSON.parse(body) as TEnvelope));
    });
    req.on('error', reject);
  });
}

/** `count` calls of the session, eight at a time, each on a new connection; returns their codes. */
async function sessionCalls(url: string, headers: Record<string, string>, count: number): Promise<number[]> {
  const codes: number[] = [];
  for (let i = 0; i < count; i += 8) {
    const batch = Array.from({ length: Math.min(8, count - i) }, () =>
      callOnNewConnection(url, '/base/systemInfo', headers),
    );
    codes.push(...(await Promise.all(batch)).map((res) => res.code));
  }
  return codes;
}

async function until<T>(what: string, probe: () => T | undefined | Promise<T | undefined>, ms = 90_000): Promise<T> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    const value = await probe();
    if (value !== undefined) return value;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`waited ${ms} ms for ${what}`);
}

describe('several server processes', () => {
  it('refuses SERVER_PROCESSES > 1 on PGlite, which runs inside one process', { timeout: 60_000 }, async () => {
    const server = await startServer({ dataDir: dataDir(), env: { SERVER_PROCESSES: '2' }, waitReady: false });
    running.push(server);
    expect(await server.exited).toBe(1);
    expect(server.output()).toMatch(/SERVER_PROCESSES=2 needs PostgreSQL \(DATABASE_URL\)/);
  });
});

// The workers are told apart through /proc: Linux only, as CI is.
const withoutProc = () => {
  if (fs.existsSync('/proc/self/stat')) return false;
  console.warn('SKIPPED (no /proc): several server processes on PostgreSQL');
  return true;
};

describe.skipIf(withoutPostgres('several server processes on PostgreSQL') || withoutProc())(
  'several server processes on PostgreSQL',
  () => {
    it('serves from every worker, shares sessions, replaces a killed worker and stops on SIGTERM', {
      timeout: 240_000,
    }, async () => {
      const name = `awb_processes_${randomBytes(5).toString('hex')}`;
      const admin = postgres(PG_URL!, { max: 1, onnotice: () => {} });
      await admin.unsafe(`create database ${name}`);
      const databaseUrl = new URL(PG_URL!);
      databaseUrl.pathname = `/${name}`;
      try {
        const server = await startServer({
          dataDir: dataDir(),
          databaseUrl: databaseUrl.toString(),
          env: { SERVER_PROCESSES: '2' },
        });
        running.push(server);
        const primary = server.child.pid!;
        // The banner comes once, from the primary, after both workers listen.
        await until('the banner', () => (server.output().includes('Server processes: 2') ? true : undefined));
        expect(server.output().match(/is running: /g)).toHaveLength(1);
        const workers = childrenOf(primary);
        expect(workers).toHaveLength(2);

        // Every call succeeds, and both workers did work for them.
        const headers = await login(server, '13800000001');
        const before = cpuOf(workers);
        expect(new Set(await sessionCalls(server.url, headers, 120))).toEqual(new Set([200]));
        const spent = cpuOf(workers).map((ticks, i) => ticks - (before[i] ?? 0));
        for (const ticks of spent) expect(ticks).toBeGreaterThanOrEqual(3);

        // A killed worker is replaced; the new one honours the session made before it existed.
        const [killed, survivor] = workers as [number, number];
        process.kill(killed, 'SIGKILL');
        const replacement = await until('a replacement worker', () => {
          const now = childrenOf(primary);
          return now.length === 2 && !now.includes(killed) ? now.find((pid) => pid !== survivor) : undefined;
        });
        await until('the replacement to listen', () =>
          server.output().includes(`server process ${killed} ended (SIGKILL); starting another`) ? true : undefined,
        );
        // Until it listens, the survivor answers alone: wait for the replacement's first calls.
        const replacementBefore = procStat(replacement)?.cpuTicks ?? 0;
        await until('calls answered by the replacement', async () => {
          const codes = await sessionCalls(server.url, headers, 40);
          expect(new Set(codes)).toEqual(new Set([200]));
          const spentByReplacement = (procStat(replacement)?.cpuTicks ?? 0) - replacementBefore;
          return spentByReplacement >= 3 ? true : undefined;
        });

        // SIGTERM on the primary: the workers finish and end, then the primary, with code 0.
        expect(await server.kill('SIGTERM')).toBe(0);
        for (const pid of [survivor, replacement])
          await until(`worker ${pid} to end`, () => (procStat(pid) ? undefined : true), 20_000);
      } finally {
        await admin.unsafe(`drop database if exists ${name} with (force)`);
        await admin.end();
      }
    });
  },
);
