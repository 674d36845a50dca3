import path from 'node:path';
import { buildApp } from './app.ts';
import { configProblems, loadConfig, type TConfig } from './config.ts';
import { seedDemoIfEmpty } from './db/seed/demo.ts';
import { seedDemoCeremony } from './db/seed/demo-sign-ceremony.ts';
import { startDemoStandIns } from './db/seed/demo-stand-ins.ts';
import { AccountService } from './modules/account/account.service.ts';
import { readCollectConfig } from './modules/collect/collect-config.ts';
import { CollectJob } from './modules/collect/collect-ingest.ts';
import { HttpCollectFeed } from './modules/collect/http-collect-feed.ts';
import { ensureDefaultContents } from './modules/content/content.defaults.ts';
import { runCustomerOutJob } from './modules/customer/customer-out.job.ts';
import { portalClientsOf } from './modules/promotion/promotion.routes.ts';
import { PUSH_POLL_MS, pollPendingPushes } from './modules/promotion/promotion-poll.job.ts';
import { ensurePlanCatalogue } from './modules/recharge/plan-catalogue.ts';
import { sweepCopyTexts } from './modules/sign/ceremony/party-copies.ts';
import { systemClock } from './platform/clock.ts';
import { configFromPrimary, startServerProcesses, stopWorkerOn } from './platform/cluster/server-processes.ts';
import type { TDatabase } from './platform/db/db.ts';
import { openPglite, openPostgres } from './platform/db/open.ts';
import { loggerOptions } from './platform/logging/log-options.ts';
import { loadPersonalDataKey } from './platform/personal-data/personal-data.ts';
import { loadSecret } from './platform/secrets.ts';
import type { Shutdown } from './platform/shutdown.ts';
import { DevSmsSender } from './platform/sms/dev-sms-sender.ts';
import { HttpSmsSender } from './platform/sms/http-sms-sender.ts';
import type { SmsSender } from './platform/sms/sms-sender.ts';

const HOUR = 3_600_000;
const COPY_SWEEP_MS = 60_000;

type TApp = Awaited<ReturnType<typeof buildApp>>;

/** The app on its database, as every serving process builds it. */
async function openApp(config: TConfig, database: TDatabase, secret: Buffer): Promise<{ app: TApp; sms: SmsSender }> {
  // Codes go to the SMS provider (or the app says it is not configured), unless the development
  // outbox was asked for with DEV_SMS_OUTBOX=1.
  const sms: SmsSender = config.devSmsOutbox
    ? new DevSmsSender()
    : new HttpSmsSender(config.sms.url, config.sms.key, config.sms.sign);
  const app = await buildApp({
    config,
    db: database.db,
    clock: systemClock,
    sms,
    secret,
    personalDataKey: loadPersonalDataKey(process.env, config.dataDir),
    fileRoot: path.join(config.dataDir, 'uploads'),
    caDataDir: config.dataDir,
    logger: loggerOptions(config.logLevel, config.logFormat),
    requestLines: config.logFormat === 'pretty',
  });
  if (sms instanceof DevSmsSender) sms.log = app.log;
  return { app, sms };
}

/** What is done once per start, whatever the number of processes: before any of them serves. */
async function prepareData(config: TConfig, database: TDatabase, app: TApp) {
  await ensureDefaultContents(database.db);
  // The plans on sale (recharge centre): the ones the database lacks are added, nothing is overwritten.
  await ensurePlanCatalogue(database.db);
  const demo = config.seedDemo
    ? await seedDemoIfEmpty(database.db, systemClock, app.deps.personalData, app.deps.uploads)
    : null;
  // The platform CA's root is made on the first start (not during someone's first signing).
  app.deps.ca.rootCertificatePem();
  // Signed contracts for the demo: PDFs rendered and signed by the real engine.
  if (demo) await seedDemoCeremony(app.deps);
  return demo;
}

/** The hourly jobs and the push poll, in one process only (the primary with SERVER_PROCESSES > 1). */
async function startJobs(database: TDatabase, app: TApp): Promise<() => void> {
  const accounts = new AccountService(app.deps);
  const collect = readCollectConfig();
  const collectJob = new CollectJob(
    { db: database.db, clock: systemClock, feed: new HttpCollectFeed(collect.feedUrl, collect.feedKey) },
    collect.refreshHours,
  );
  // Hourly jobs; each is idempotent and safe when several servers run it at once.
  const runJobs = () =>
    Promise.all([
      accounts.processDueCancellations().catch((err: unknown) => app.log.error({ err }, 'cancellation job failed')),
      runCustomerOutJob({ db: database.db, clock: systemClock }).catch((err: unknown) =>
        app.log.error({ err }, 'customer out-to-public job failed'),
      ),
      app.deps.uploads
        .sweepOrphans(database.db)
        .catch((err: unknown) => app.log.error({ err }, 'orphan upload sweep failed')),
      collectJob.kick((err: unknown) => app.log.error({ err }, 'collect refresh job failed')),
    ]);
  await runJobs();
  const timer = setInterval(runJobs, HOUR);
  // Copy texts left in their outbox (a completion on an approval's pass, a provider failure).
  const copySweep = setInterval(
    () => void sweepCopyTexts(app.deps).catch((err: unknown) => app.log.error({ err }, 'copy text sweep failed')),
    COPY_SWEEP_MS,
  );
  // Pushes under a portal's review are asked about every five minutes (docs/promotion.md).
  const portals = portalClientsOf(app.deps);
  const pushPoll = setInterval(
    () =>
      void pollPendingPushes(app.deps, portals).catch((err: unknown) =>
        app.log.error({ err }, 'promotion push poll failed'),
      ),
    PUSH_POLL_MS,
  );
  return () => {
    clearInterval(timer);
    clearInterval(copySweep);
    clearInterval(pushPoll);
  };
}

/** The primary (or only) server process: main.ts has already started listening for the stop signals. */
export async function startServer(shutdown: Shutdown): Promise<void> {
  const config = loadConfig();
  const problems = configProblems(config);
  if (problems.length > 0) throw new Error(problems.join('\n'));
  // The demo's stand-ins for outside services (DEV_FAKE_FACE / _PAY / _PORTALS=1, never in production).
  const standIns = await shutdown.step(() => startDemoStandIns(config));
  for (const standIn of standIns) shutdown.onStop(standIn.name, () => standIn.close());
  // Read before the database opens, so that a short APP_SECRET stops the start at once (and, with
  // several processes, so that a first start writes DATA_DIR's keys before any worker reads them).
  const secret = loadSecret(process.env, config.dataDir);
  const database = await shutdown.step(() =>
    config.databaseUrl ? openPostgres(config.databaseUrl) : openPglite(config.dataDir),
  );
  shutdown.onStop('database', () => database.close());
  const { app, sms } = await shutdown.step(() => openApp(config, database, secret));
  shutdown.onStop('server', () => app.close());
  const demo = await shutdown.step(() => prepareData(config, database, app));
  const stopJobs = await shutdown.step(() => startJobs(database, app));
  shutdown.onStop('jobs', stopJobs);

  // SERVER_PROCESSES > 1: this process serves nothing; its workers do (decision 0010).
  const workers = config.serverProcesses > 1 ? await shutdown.step(() => startServerProcesses(config, app.log)) : null;
  if (workers) shutdown.onStop('server processes', () => workers.stop());
  if (!workers) {
    await shutdown.step(async () => {
      await database.openConnections?.();
      await app.listen({ port: config.port, host: config.host });
    });
  }

  const url = `http://localhost:${config.port}/h5/`;
  const lines = [
    '',
    `  经纪工作本 is running: ${url}`,
    config.apiDocs === 'off' ? '  API docs: off (API_DOCS)' : `  API docs: http://localhost:${config.port}/docs`,
    `  Database: ${database.kind === 'pglite' ? `PGlite in ${config.dataDir}` : 'PostgreSQL (DATABASE_URL)'}`,
  ];
  if (workers)
    lines.push(`  Server processes: ${config.serverProcesses} (SERVER_PROCESSES; pids ${workers.pids().join(', ')})`);
  if (demo) {
    lines.push('  Demo logins (password for all: demo1234):');
    for (const login of demo.logins) lines.push(`    ${login.phone}  ${login.name}（${login.company}，${login.role}）`);
  }
  for (const standIn of standIns) lines.push(`  ${standIn.name} (development stand-in): ${standIn.url}`);
  if (sms instanceof DevSmsSender)
    lines.push(`  SMS codes (development, this machine only): http://localhost:${config.port}/dev/sms-outbox`);
  console.log(lines.join('\n'));
}

/**
 * A worker of SERVER_PROCESSES > 1: the primary has migrated and filled the database, written
 * DATA_DIR's keys and the CA root, and runs the jobs; a worker only opens its own pool and serves.
 */
export async function serveAsWorker(): Promise<void> {
  const config = configFromPrimary();
  // The migrations are already applied: here openPostgres only finds nothing to do.
  const secret = loadSecret(process.env, config.dataDir);
  const database = await openPostgres(config.databaseUrl ?? '');
  const { app } = await openApp(config, database, secret);
  stopWorkerOn(async () => {
    await app.close();
    await database.close();
  });
  await database.openConnections?.();
  await app.listen({ port: config.port, host: config.host });
}
