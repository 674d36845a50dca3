import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import postgres from 'postgres';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../src/db/seed/demo.ts';
import type { TDatabase } from '../../src/platform/db/db.ts';
import { openPglite, openPostgres } from '../../src/platform/db/open.ts';
import { SAMPLE_FILES } from '../multipart.ts';
import { PG_URL, postgresToolsOrFail, withoutPostgres } from '../postgres-leg.ts';
import { rowsOf } from '../security/db-snapshot.ts';
import { api, login, startServer, type TServerProcess, tempDataDir } from './server-process.ts';

/**
 * The real server process: SIGKILL during a burst of concurrent writes, three times; each restart
 * must open the database (no repair), keep every session, and at the end every acknowledged write is
 * there. One process per PGlite data directory, clean SIGTERM, backup and restore by copying a
 * stopped server's DATA_DIR (docs/backup.md). On PostgreSQL too when DATABASE_URL is set (throwaway
 * databases; pg_dump and psql for the backup).
 */
const ROUNDS = 3;
const dirs: string[] = [];
const running: TServerProcess[] = [];
afterAll(async () => {
  for (const server of running) await server.kill('SIGKILL');
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});
const emptyDir = () => {
  const dir = tempDataDir();
  dirs.push(dir);
  return dir;
};

/**
 * A first start on an empty directory (initdb, migrations, demo data) takes ~15 s here; it is done
 * once, and each test starts from a copy of the stopped result, which is also how a backup works.
 */
let pristine: Promise<string> | undefined;
const firstStart = async () => {
  const dir = emptyDir();
  const server = await start({ dataDir: dir });
  expect(await server.kill('SIGTERM')).toBe(0);
  return dir;
};
const dataDir = async () => {
  pristine ??= firstStart();
  const dir = emptyDir();
  fs.cpSync(await pristine, dir, { recursive: true });
  return dir;
};
const start = async (options: Parameters<typeof startServer>[0]) => {
  const server = await startServer(options);
  running.push(server);
  return server;
};

type TBurst = { acked: string[]; namesSent: string[]; namesAcked: string[] };

/**
 * Concurrent writers (feedback) and one sequential writer (the user's name) until `ackTarget` writes
 * are acknowledged, then SIGKILL while requests are still in flight.
 */
async function burstThenKill(server: TServerProcess, headers: Record<string, string>, round: number): Promise<TBurst> {
  const result: TBurst = { acked: [], namesSent: [], namesAcked: [] };
  let stop = false;
  const feedbackWriter = async (w: number) => {
    for (let i = 0; !stop; i++) {
      const content = `crash-r${round}-w${w}-${i}`;
      try {
        const res = await api(server, 'POST', '/ManagementCenter/feedbackSubmit', { headers, body: { content } });
        if (res.code === 200 && !stop) result.acked.push(content);
        else if (res.code === 200) result.acked.push(content);
      } catch {
        return;
      }
    }
  };
  const nameWriter = async () => {
    for (let i = 0; !stop; i++) {
      const name = `崩${round}-${i}`;
      result.namesSent.push(name);
      try {
        const res = await api(server, 'POST', '/user/userNameUpdate', { headers, form: { userName: name } });
        if (res.code === 200) result.namesAcked.push(name);
      } catch {
        return;
      }
    }
  };
  const writers = [...Array.from({ length: 12 }, (_, w) => feedbackWriter(w)), nameWriter()];
  const target = 60 + round * 40;
  const deadline = Date.now() + 20_000;
  while (result.acked.length < target && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
  const signal = await server.kill('SIGKILL');
  stop = true;
  await Promise.all(writers);
  expect(signal).toBe('SIGKILL');
  return result;
}

/** Checks every acknowledged write of every round against the database. */
async function verify(database: TDatabase, bursts: TBurst[]): Promise<void> {
  const stored = new Set(
    (
      await rowsOf<{ content: string }>(database.db, sql`select content from feedback where content like 'crash-%'`)
    ).map((r) => r.content),
  );
  const acked = bursts.flatMap((b) => b.acked);
  expect(acked.length).toBeGreaterThan(200);
  expect(
    acked.filter((content) => !stored.has(content)),
    'acknowledged but lost',
  ).toEqual([]);
  const [user] = await rowsOf<{ name: string }>(
    database.db,
    sql`select name from users where phone = ${DEMO.users.managerA.phone} and status in (0, 1)`,
  );
  // The last acknowledged name, or the one that was in flight when the server died.
  const last = bursts.at(-1)!;
  const lastAcked = last.namesAcked.at(-1)!;
  const allowed = last.namesSent.slice(last.namesSent.indexOf(lastAcked));
  expect(allowed).toContain(user?.name);
}

async function crashRounds(target: { dataDir: string; databaseUrl?: string }): Promise<TBurst[]> {
  let server = await start(target);
  const headers = await login(server, DEMO.users.managerA.phone);
  const bursts: TBurst[] = [];
  for (let round = 1; round <= ROUNDS; round++) {
    bursts.push(await burstThenKill(server, headers, round));
    // Restarts at once: the database opens without repair and the session from before still works.
    server = await start(target);
    const init = await api(server, 'POST', '/user/initialize', { headers });
    expect(init.code, `round ${round}: ${init.msg}`).toBe(200);
  }
  expect(await server.kill('SIGTERM')).toBe(0);
  return bursts;
}

describe('crash safety on PGlite', () => {
  it(`keeps every acknowledged write through ${ROUNDS} SIGKILLs during concurrent writes`, {
    timeout: 240_000,
  }, async () => {
    const dir = await dataDir();
    const bursts = await crashRounds({ dataDir: dir });
    expect(fs.existsSync(path.join(dir, 'pglite.lock')), 'SIGTERM released the lock').toBe(false);
    const database = await openPglite(dir);
    try {
      await verify(database, bursts);
    } finally {
      await database.close();
    }
  });

  it('refuses a second server on the same data directory, and shuts down cleanly on SIGTERM', {
    timeout: 120_000,
  }, async () => {
    const dir = await dataDir();
    const first = await start({ dataDir: dir });
    const second = await start({ dataDir: dir, waitReady: false });
    expect(await second.exited).toBe(1);
    expect(second.output()).toMatch(/in use by another process/);
    expect((await fetch(`${first.url}/health`)).ok).toBe(true);
    // An in-process open is refused as well.
    await expect(openPglite(dir)).rejects.toThrow(/in use by another process/);

    const headers = await login(first, DEMO.users.agentA.phone);
    expect(await first.kill('SIGTERM')).toBe(0);
    expect(first.output()).not.toMatch(/error/i);
    expect(fs.existsSync(path.join(dir, 'pglite.lock'))).toBe(false);
    // A clean restart keeps the session as well.
    const again = await start({ dataDir: dir });
    expect((await api(again, 'POST', '/user/initialize', { headers })).code).toBe(200);
    expect(await again.kill('SIGTERM')).toBe(0);
  });

  it('stops cleanly on a SIGTERM at any moment of its start, and starts again on the same directory', {
    timeout: 240_000,
  }, async () => {
    const dir = await dataDir();
    // From the moment the entry runs (it says so first) to the moment it listens: loading the
    // server, opening the database, checking the demo, starting the jobs.
    for (const afterMs of [0, 1500, 4000]) {
      const server = await start({ dataDir: dir, waitReady: false });
      for (let waited = 0; !server.output().includes('is starting') && waited < 60_000; waited += 20)
        await new Promise((r) => setTimeout(r, 20));
      await new Promise((r) => setTimeout(r, afterMs));
      expect(await server.kill('SIGTERM'), `SIGTERM ${afterMs} ms after start:\n${server.output()}`).toBe(0);
      expect(fs.existsSync(path.join(dir, 'pglite.lock')), `${afterMs} ms: the lock was released`).toBe(false);
    }
    const again = await start({ dataDir: dir });
    expect((await fetch(`${again.url}/health`)).ok).toBe(true);
    expect(await again.kill('SIGTERM')).toBe(0);
  });
});

describe.skipIf(withoutPostgres('crash safety on PostgreSQL'))('crash safety on PostgreSQL', () => {
  it(`keeps every acknowledged write through ${ROUNDS} SIGKILLs during concurrent writes`, {
    timeout: 240_000,
  }, async () => {
    const name = `awb_crash_${randomBytes(5).toString('hex')}`;
    const admin = postgres(PG_URL!, { max: 1, onnotice: () => {} });
    await admin.unsafe(`create database ${name}`);
    const url = new URL(PG_URL!);
    url.pathname = `/${name}`;
    try {
      const bursts = await crashRounds({ dataDir: emptyDir(), databaseUrl: url.toString() });
      const database = await openPostgres(url.toString());
      try {
        await verify(database, bursts);
      } finally {
        await database.close();
      }
    } finally {
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  });
});

const uploadAvatar = async (server: TServerProcess, headers: Record<string, string>): Promise<string> => {
  const form = new FormData();
  form.append('file', new Blob([SAMPLE_FILES.png], { type: 'image/png' }), 'face.png');
  const res = await fetch(`${server.url}/user/userFaceUpdate`, { method: 'POST', headers, body: form });
  const body = (await res.json()) as { code: number; data: { url: string } };
  expect(body.code).toBe(200);
  return body.data.url;
};
const feedbackContents = async (database: TDatabase) =>
  (await rowsOf<{ content: string }>(database.db, sql`select content from feedback`)).map((r) => r.content);

describe('backup and restore', () => {
  it('restores a copy of a stopped server’s DATA_DIR: rows, uploaded files, sessions', {
    timeout: 120_000,
  }, async () => {
    const dir = await dataDir();
    const server = await start({ dataDir: dir });
    const headers = await login(server, DEMO.users.managerB.phone);
    expect(
      (await api(server, 'POST', '/ManagementCenter/feedbackSubmit', { headers, body: { content: '备份前' } })).code,
    ).toBe(200);
    const link = await uploadAvatar(server, headers);
    expect(await server.kill('SIGTERM')).toBe(0);

    const backup = emptyDir();
    fs.cpSync(dir, backup, { recursive: true });

    // Life goes on after the backup …
    const later = await openPglite(dir);
    await later.db.execute(sql`insert into feedback (company_id, user_id, content) values (2, 1, '备份后')`);
    await later.close();

    // … until the directory is replaced by the backup.
    fs.rmSync(dir, { recursive: true, force: true });
    fs.cpSync(backup, dir, { recursive: true });
    const restored = await start({ dataDir: dir });
    expect((await api(restored, 'POST', '/user/initialize', { headers })).code).toBe(200);
    const file = await fetch(`${restored.url}${link}`);
    expect(file.status).toBe(200);
    expect(Buffer.from(await file.arrayBuffer()).equals(SAMPLE_FILES.png)).toBe(true);
    expect(await restored.kill('SIGTERM')).toBe(0);

    const database = await openPglite(dir);
    try {
      const contents = await feedbackContents(database);
      expect(contents).toContain('备份前');
      expect(contents).not.toContain('备份后');
    } finally {
      await database.close();
    }
  });
});

describe.skipIf(withoutPostgres('backup and restore on PostgreSQL') || !postgresToolsOrFail(['pg_dump', 'pg_restore']))(
  'backup and restore on PostgreSQL (pg_dump, pg_restore)',
  () => {
    it('restores a pg_dump into a new database that the server then runs on', { timeout: 120_000 }, async () => {
      const admin = postgres(PG_URL!, { max: 1, onnotice: () => {} });
      const names = [`awb_dump_${randomBytes(5).toString('hex')}`, `awb_restore_${randomBytes(5).toString('hex')}`];
      const urlOf = (name: string) => {
        const url = new URL(PG_URL!);
        url.pathname = `/${name}`;
        return url.toString();
      };
      const [source, target] = names.map(urlOf) as [string, string];
      try {
        for (const name of names) await admin.unsafe(`create database ${name}`);
        const dir = emptyDir();
        const server = await start({ dataDir: dir, databaseUrl: source });
        const headers = await login(server, DEMO.users.managerB.phone);
        expect(
          (await api(server, 'POST', '/ManagementCenter/feedbackSubmit', { headers, body: { content: '转储' } })).code,
        ).toBe(200);
        expect(await server.kill('SIGTERM')).toBe(0);

        const file = path.join(dir, 'backup.dump');
        const dump = spawnSync('pg_dump', ['--format=custom', `--file=${file}`, source], { encoding: 'utf8' });
        expect(dump.status, dump.stderr).toBe(0);
        const restore = spawnSync('pg_restore', ['--no-owner', `--dbname=${target}`, file], { encoding: 'utf8' });
        expect(restore.status, restore.stderr).toBe(0);

        const restored = await start({ dataDir: dir, databaseUrl: target });
        expect((await api(restored, 'POST', '/user/initialize', { headers })).code).toBe(200);
        expect(await restored.kill('SIGTERM')).toBe(0);
        const database = await openPostgres(target);
        try {
          expect(await feedbackContents(database)).toContain('转储');
        } finally {
          await database.close();
        }
      } finally {
        for (const name of names) await admin.unsafe(`drop database if exists ${name} with (force)`);
        await admin.end();
      }
    });
  },
);
