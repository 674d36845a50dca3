import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import postgres from 'postgres';
import type { TDatabase, TDb } from '../src/platform/db/db.ts';
import { MIGRATIONS_FOLDER, openPostgres } from '../src/platform/db/open.ts';

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a throwaway database
 * on the PostgreSQL server of DATABASE_URL (dropped again on close).
 */
export async function openTestDatabase(): Promise<TDatabase> {
  const url = process.env.DATABASE_URL;
  return url ? openThrowawayPostgres(url) : openPgliteFromTemplate();
}

/**
 * A new PGlite runs initdb, which takes seconds; loading a dump of an already migrated one takes a
 * fraction of that. The dump is kept in the temp folder, keyed by the migrations and PGlite's version,
 * so that it is built once per machine and rebuilt whenever a migration changes.
 */
async function openPgliteFromTemplate(): Promise<TDatabase> {
  const client = new PGlite({ loadDataDir: await pgliteTemplate() });
  await client.waitReady;
  // A no-op on an up-to-date template; applies anything newer otherwise.
  await migrate(drizzle(client), { migrationsFolder: MIGRATIONS_FOLDER });
  return {
    db: drizzle(client) as unknown as TDb,
    kind: 'pglite',
    async close() {
      await client.close();
    },
  };
}

let template: Promise<Blob> | undefined;
function pgliteTemplate(): Promise<Blob> {
  template ??= loadOrBuildTemplate();
  return template;
}

async function loadOrBuildTemplate(): Promise<Blob> {
  const file = path.join(os.tmpdir(), `awb-pglite-template-${templateKey()}.tar`);
  if (fs.existsSync(file)) return new Blob([fs.readFileSync(file)]);
  const client = new PGlite();
  await client.waitReady;
  await migrate(drizzle(client), { migrationsFolder: MIGRATIONS_FOLDER });
  const dump = await client.dumpDataDir('none');
  await client.close();
  // Written aside and renamed, so that a parallel test file never reads half a dump.
  const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  fs.writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  fs.renameSync(partial, file);
  return dump;
}

function templateKey(): string {
  const hash = createHash('sha256');
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  hash.update(fs.readFileSync(path.join(path.dirname(entry), '..', 'package.json')));
  for (const name of listFiles(MIGRATIONS_FOLDER)) {
    hash.update(name);
    hash.update(fs.readFileSync(path.join(MIGRATIONS_FOLDER, name)));
  }
  return hash.digest('hex').slice(0, 16);
}

function listFiles(dir: string, prefix = ''): string[] {
  return fs
    .readdirSync(path.join(dir, prefix), { withFileTypes: true })
    .flatMap((entry) =>
      entry.isDirectory() ? listFiles(dir, path.join(prefix, entry.name)) : [path.join(prefix, entry.name)],
    )
    .sort();
}

async function openThrowawayPostgres(url: string): Promise<TDatabase> {
  const name = `awb_test_${randomBytes(6).toString('hex')}`;
  const admin = postgres(url, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  const database = await openPostgres(target.toString());
  return {
    ...database,
    async close() {
      await database.close();
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}
