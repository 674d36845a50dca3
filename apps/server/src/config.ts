import os from 'node:os';
import path from 'node:path';
import { SESSION_CACHE_SECONDS } from './platform/auth/session-cache.ts';

export type TApiDocs = 'public' | 'login' | 'off';

export type TConfig = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  production: boolean;
  /** Where the built web app lives; served under /h5/ when present. */
  webDist: string;
  /** Demo companies are created on first start when the database is empty: only when asked (SEED_DEMO=1). */
  seedDemo: boolean;
  /**
   * DEV_SMS_OUTBOX=1: codes are not sent but kept in memory and shown at /dev/sms-outbox, to loopback
   * callers only. Off unless asked for; refused together with NODE_ENV=production.
   */
  devSmsOutbox: boolean;
  /**
   * Who may read /docs and /openapi.json (API_DOCS): `public`, `login` (a logged-in session's headers)
   * or `off`. Default: public in development, off in production.
   */
  apiDocs: TApiDocs;
  sms: { url: string | undefined; key: string | undefined; sign: string };
  /** The face-check provider of the signing certification (FACE_API_URL, FACE_API_KEY); unset: not configured. */
  face: { url: string | undefined; key: string | undefined };
  /**
   * DEV_FAKE_FACE=1 (the demo): without FACE_API_URL, the server starts the local fake face provider
   * (a page with 通过 / 不通过) so that certification can be tried. Refused in production.
   */
  devFakeFace: boolean;
  /** DEV_FAKE_PAY=1 (the demo): without PAY_GATEWAY_URL, a local stand-in gateway (db/seed/demo-stand-ins.ts). */
  devFakePay: boolean;
  /** DEV_FAKE_PORTALS=1 (the demo): without portal URLs, a local stand-in for 幸福里, 58安选 and 天猫好房. */
  devFakePortals: boolean;
  logLevel: string;
  /** LOG_FORMAT: `json` (one JSON line an event, for log collectors; the default in production) or `pretty` (one readable line a request; the default otherwise). */
  logFormat: 'json' | 'pretty';
  /**
   * PUBLIC_URL: the site's address as people reach it (https://awb.example.com), put in front of the
   * links sent by SMS and of the verification address in a signed PDF's QR code. Outside production it
   * defaults to http://localhost:PORT; in production, without it, links are relative.
   */
  publicUrl: string;
  /**
   * Which proxies may set X-Forwarded-For (TRUST_PROXY: `true`, or their addresses/CIDRs,
   * comma-separated, e.g. `127.0.0.1,10.0.0.0/8`). Off by default: otherwise any client could pick
   * its own IP and slip past the per-IP limits.
   */
  trustProxy: boolean | string;
  /**
   * How many server processes answer calls (SERVER_PROCESSES: a number, or `auto` for one per core,
   * os.availableParallelism()); default 1. More than one needs PostgreSQL (decision 0010).
   */
  serverProcesses: number;
  /** Seconds a resolved session is reused in this process (SESSION_CACHE_SECONDS, default 5; 0: off). Decision 0005. */
  sessionCacheSeconds: number;
  /**
   * Listing portals (docs/promotion.md): PORTAL_<XINGFULI|ANXUAN|FANGTIANXIA|TMALL>_URL and _APP_KEY,
   * by the portal's code; a portal without a URL is not configured (its pushes answer 503).
   */
  portals: Record<string, { url: string | undefined; appKey: string | undefined }>;
  /** MICRO_SITE_URL: the web address of the acquisition micro-site, for share links (docs/promotion.md); '' when unset. */
  microSiteUrl: string;
  /**
   * The payment gateway of plan purchase (PAY_GATEWAY_URL, PAY_MERCHANT_ID, PAY_KEY; PAY_NOTIFY_URL,
   * default PUBLIC_URL + /recharge/v2/payNotify); unset: 在线支付未开通. docs/recharge.md.
   */
  pay: {
    url: string | undefined;
    merchantId: string | undefined;
    key: string | undefined;
    notifyUrl: string | undefined;
  };
  /**
   * The RFC 3161 time-stamping authority of signed contract PDFs (TSA_URL; unset: no time-stamp) and
   * the root(s) its replies must chain to (TSA_ROOT_CERT: a PEM, or a PEM file's path). docs/signing-pdf.md.
   */
  tsa: { url: string | undefined; rootCert: string | undefined };
};

export function loadConfig(env: NodeJS.ProcessEnv = process.env): TConfig {
  // Relative to where the server was started; by default the repository's own data/ folder.
  const dataDir = env.DATA_DIR ? path.resolve(env.DATA_DIR) : new URL('../../../data', import.meta.url).pathname;
  const production = env.NODE_ENV === 'production';
  const port = Number(env.PORT ?? 8080);
  // A demo's logins are public and its stand-ins' keys are for trying things: it answers this
  // machine only, unless HOST opens it on purpose.
  const demoOrDev = ['SEED_DEMO', 'DEV_SMS_OUTBOX', 'DEV_FAKE_FACE', 'DEV_FAKE_PAY', 'DEV_FAKE_PORTALS'].some(
    (flag) => env[flag] === '1',
  );
  return {
    port,
    host: env.HOST?.trim() || (demoOrDev ? '127.0.0.1' : '0.0.0.0'),
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    production,
    webDist: path.resolve(env.WEB_DIST ?? new URL('../../web/dist', import.meta.url).pathname),
    seedDemo: env.SEED_DEMO === '1',
    devSmsOutbox: env.DEV_SMS_OUTBOX === '1',
    apiDocs: parseApiDocs(env.API_DOCS, production),
    sms: { url: env.SMS_API_URL || undefined, key: env.SMS_API_KEY || undefined, sign: env.SMS_SIGN ?? '经纪工作本' },
    face: { url: env.FACE_API_URL || undefined, key: env.FACE_API_KEY || undefined },
    devFakeFace: env.DEV_FAKE_FACE === '1',
    devFakePay: env.DEV_FAKE_PAY === '1',
    devFakePortals: env.DEV_FAKE_PORTALS === '1',
    logLevel: env.LOG_LEVEL ?? 'info',
    publicUrl: (env.PUBLIC_URL?.trim() || (production ? '' : `http://localhost:${port}`)).replace(/\/+$/, ''),
    logFormat:
      env.LOG_FORMAT === 'json' || env.LOG_FORMAT === 'pretty' ? env.LOG_FORMAT : production ? 'json' : 'pretty',
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    serverProcesses: parseServerProcesses(env.SERVER_PROCESSES),
    sessionCacheSeconds: Math.max(0, Number(env.SESSION_CACHE_SECONDS ?? SESSION_CACHE_SECONDS) || 0),
    portals: Object.fromEntries(
      ['xingfuli', 'anxuan', 'fangtianxia', 'tmall'].map((code) => {
        const name = `PORTAL_${code.toUpperCase()}`;
        return [
          code,
          { url: env[`${name}_URL`]?.trim() || undefined, appKey: env[`${name}_APP_KEY`]?.trim() || undefined },
        ];
      }),
    ),
    microSiteUrl: (env.MICRO_SITE_URL?.trim() ?? '').replace(/\/+$/, ''),
    pay: {
      url: env.PAY_GATEWAY_URL?.trim() || undefined,
      merchantId: env.PAY_MERCHANT_ID?.trim() || undefined,
      key: env.PAY_KEY?.trim() || undefined,
      notifyUrl: env.PAY_NOTIFY_URL?.trim() || undefined,
    },
    tsa: { url: env.TSA_URL?.trim() || undefined, rootCert: env.TSA_ROOT_CERT?.trim() || undefined },
  };
}

function parseTrustProxy(value: string | undefined): boolean | string {
  const v = value?.trim() ?? '';
  if (v === '' || v === '0' || v === 'false') return false;
  return v === 'true' || v === '1' ? true : v;
}

function parseServerProcesses(value: string | undefined): number {
  const v = value?.trim() ?? '';
  if (v === '') return 1;
  if (v === 'auto') return os.availableParallelism();
  const n = Number(v);
  if (!Number.isInteger(n) || n < 1)
    throw new Error(`SERVER_PROCESSES must be a whole number from 1, or auto (got "${v}")`);
  return n;
}

function parseApiDocs(value: string | undefined, production: boolean): TApiDocs {
  const v = value?.trim() ?? '';
  if (v === 'public' || v === 'login' || v === 'off') return v;
  if (v !== '') throw new Error(`API_DOCS must be public, login or off (got "${v}")`);
  return production ? 'off' : 'public';
}

/** Settings that must not run together; main() refuses to start with any of these. */
export function configProblems(config: TConfig): string[] {
  const problems: string[] = [];
  if (config.production && config.seedDemo) {
    problems.push(
      'SEED_DEMO=1 creates demo companies whose logins are printed in the README: it is refused when NODE_ENV=production.',
    );
  }
  if (config.production && config.devSmsOutbox) {
    problems.push('DEV_SMS_OUTBOX=1 shows every login code: it is refused when NODE_ENV=production.');
  }
  if (config.production && config.devFakeFace) {
    problems.push('DEV_FAKE_FACE=1 passes anyone’s face check: it is refused when NODE_ENV=production.');
  }
  if (config.production && config.devFakePay) {
    problems.push('DEV_FAKE_PAY=1 opens apps without payment: it is refused when NODE_ENV=production.');
  }
  if (config.production && config.devFakePortals) {
    problems.push('DEV_FAKE_PORTALS=1 pushes listings nowhere: it is refused when NODE_ENV=production.');
  }
  if (config.production && config.tsa.url && !config.tsa.rootCert) {
    problems.push(
      'TSA_URL is set without TSA_ROOT_CERT: no time-stamp reply could be checked against a trusted root, so none would be accepted; set TSA_ROOT_CERT (the TSA’s root certificate, PEM) or unset TSA_URL.',
    );
  }
  if (config.serverProcesses > 1 && !config.databaseUrl) {
    problems.push(
      `SERVER_PROCESSES=${config.serverProcesses} needs PostgreSQL (DATABASE_URL): PGlite runs inside one process and its data directory opens in one process only.`,
    );
  }
  if (config.serverProcesses > 1 && config.devSmsOutbox) {
    problems.push(
      'DEV_SMS_OUTBOX=1 keeps the codes in one process’s memory, so /dev/sms-outbox would miss the other processes’ codes: it needs SERVER_PROCESSES=1.',
    );
  }
  return problems;
}
