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
import { drizzleOnPglite } from '../src/platform/db/pglite-drizzle.ts';

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a throwaway database
 * on the PostgreSQL server of DATABASE_URL (dropped again on close).
 */
export async function openTestDatabase(): Promise<TDatabase> {
  const url = process.env.DATABASE_URL;
  return url ? openThrowawayPostgres(url) : openPgliteFromTemplate('migrated');
}

/**
 * The same, with the demo data already in (createTestApp), seeded once per machine and source version
 * (seeding every test file's database cost seconds each): on PGlite a dump of a seeded database is
 * loaded, on PostgreSQL the database is created from a seeded template database.
 */
export async function openDemoTestDatabase(seed: (db: TDb) => Promise<void>): Promise<TDatabase> {
  const url = process.env.DATABASE_URL;
  if (!url) return openPgliteFromTemplate('demo', seed);
  return openThrowawayPostgres(url, await postgresDemoTemplate(url, seed));
}

/**
 * On PostgreSQL the demo is seeded once per server and source version into a template database
 * (`awb_tpl_demo_<key>`), and each test file's database is created from it: CREATE DATABASE …
 * TEMPLATE copies files, where seeding again took seconds a file. An advisory lock makes the test
 * workers wait for the one that seeds; the template appears under its name only once complete
 * (seeded under another name, then renamed), and older versions' templates are dropped.
 */
const DEMO_TEMPLATE_LOCK = 72_600_417;
let demoTemplate: Promise<string> | undefined;
function postgresDemoTemplate(url: string, seed: (db: TDb) => Promise<void>): Promise<string> {
  demoTemplate ??= buildPostgresDemoTemplate(url, seed);
  return demoTemplate;
}

async function buildPostgresDemoTemplate(url: string, seed: (db: TDb) => Promise<void>): Promise<string> {
  const name = `awb_tpl_demo_${templateKey('demo')}`;
  const admin = postgres(url, { max: 1, onnotice: () => {} });
  try {
    await admin`select pg_advisory_lock(${DEMO_TEMPLATE_LOCK})`;
    const [found] = await admin`select 1 from pg_database where datname = ${name}`;
    if (!found) {
      for (const old of await admin<
        { datname: string }[]
      >`select datname from pg_database where datname like 'awb_tpl_demo_%'`)
        await admin.unsafe(`drop database if exists ${old.datname} with (force)`);
      const partial = `${name}_partial`;
      await admin.unsafe(`drop database if exists ${partial} with (force)`);
      await admin.unsafe(`create database ${partial}`);
      const target = new URL(url);
      target.pathname = `/${partial}`;
      const database = await openPostgres(target.toString());
      try {
        await seed(database.db);
      } finally {
        await database.close();
      }
      await admin.unsafe(`alter database ${partial} rename to ${name}`);
    }
    return name;
  } finally {
    await admin`select pg_advisory_unlock(${DEMO_TEMPLATE_LOCK})`.catch(() => {});
    await admin.end();
  }
}

/**
 * A new PGlite runs initdb, which takes seconds; loading a dump of an already migrated one takes a
 * fraction of that. The dump is kept in the temp folder, keyed by the migrations and PGlite's version,
 * so that it is built once per machine and rebuilt whenever a migration changes.
 */
async function openPgliteFromTemplate(
  kind: 'migrated' | 'demo',
  seed?: (db: TDb) => Promise<void>,
): Promise<TDatabase> {
  const client = new PGlite({ loadDataDir: await pgliteTemplate(kind, seed) });
  await client.waitReady;
  // A no-op on an up-to-date template; applies anything newer otherwise.
  await migrate(drizzle(client), { migrationsFolder: MIGRATIONS_FOLDER });
  return {
    // The app's handle (named statements, decision 0006), so that the tests run what the server runs.
    db: await drizzleOnPglite(client),
    kind: 'pglite',
    async close() {
      await client.close();
    },
  };
}

const templates = new Map<string, Promise<Blob>>();
function pgliteTemplate(kind: 'migrated' | 'demo', seed?: (db: TDb) => Promise<void>): Promise<Blob> {
  let template = templates.get(kind);
  if (!template) {
    template = loadOrBuildTemplate(kind, seed);
    templates.set(kind, template);
  }
  return template;
}

async function loadOrBuildTemplate(kind: 'migrated' | 'demo', seed?: (db: TDb) => Promise<void>): Promise<Blob> {
  const file = path.join(os.tmpdir(), `awb-pglite-${kind}-${templateKey(kind)}.tar`);
  if (fs.existsSync(file)) return new Blob([fs.readFileSync(file)]);
  const client = new PGlite();
  await client.waitReady;
  await migrate(drizzle(client), { migrationsFolder: MIGRATIONS_FOLDER });
  if (seed) await seed(drizzle(client) as unknown as TDb);
  const dump = await client.dumpDataDir('none');
  await client.close();
  // Written aside and renamed, so that a parallel test file never reads half a dump.
  const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  fs.writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  fs.renameSync(partial, file);
  return dump;
}

const SERVER_SOURCE = new URL('../src', import.meta.url).pathname;
const CONTRACT_SOURCE = new URL('../../../packages/contract/src', import.meta.url).pathname;

/**
 * PGlite's version and the migrations; for the demo template also every source file of the server
 * and the contract (the demo is seeded through the modules' own code), so that any change rebuilds it.
 */
function templateKey(kind: 'migrated' | 'demo'): string {
  const hash = createHash('sha256');
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  hash.update(fs.readFileSync(path.join(path.dirname(entry), '..', 'package.json')));
  const folders = kind === 'demo' ? [MIGRATIONS_FOLDER, SERVER_SOURCE, CONTRACT_SOURCE] : [MIGRATIONS_FOLDER];
  // The demo is seeded by createTestApp (with its personal-data key): a change there rebuilds it too.
  if (kind === 'demo') hash.update(fs.readFileSync(new URL('./create-test-app.ts', import.meta.url)));
  for (const folder of folders) {
    for (const name of listFiles(folder)) {
      if (name.endsWith('.test.ts')) continue;
      hash.update(name);
      hash.update(fs.readFileSync(path.join(folder, name)));
    }
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

async function openThrowawayPostgres(url: string, template?: string): Promise<TDatabase> {
  const name = `awb_test_${randomBytes(6).toString('hex')}`;
  const admin = postgres(url, { max: 1, onnotice: () => {} });
  await admin.unsafe(template ? `create database ${name} template ${template}` : `create database ${name}`);
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
