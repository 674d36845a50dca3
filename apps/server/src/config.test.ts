import os from 'node:os';
import { describe, expect, it } from 'vitest';
import { configProblems, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('has the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 8080,
      databaseUrl: undefined,
      production: false,
      // The safe side is the default: no demo companies, no SMS outbox unless asked for.
      seedDemo: false,
      devSmsOutbox: false,
      apiDocs: 'public',
      trustProxy: false,
      serverProcesses: 1,
      sms: { url: undefined, key: undefined, sign: '经纪工作本' },
    });
    expect(config.dataDir).toMatch(/\/data$/);
  });

  it('reads the environment', () => {
    const config = loadConfig({
      PORT: '9000',
      DATA_DIR: '/var/lib/awb',
      DATABASE_URL: 'postgres://db/awb',
      NODE_ENV: 'production',
      SEED_DEMO: '1',
      DEV_SMS_OUTBOX: '1',
      SMS_API_URL: 'https://sms.example.com',
      SMS_API_KEY: 'k',
    });
    expect(config).toMatchObject({
      port: 9000,
      dataDir: '/var/lib/awb',
      databaseUrl: 'postgres://db/awb',
      production: true,
      seedDemo: true,
      devSmsOutbox: true,
      apiDocs: 'off',
      sms: { url: 'https://sms.example.com', key: 'k' },
    });
  });

  it('asks for the demo data and the outbox explicitly, and refuses the outbox in production', () => {
    expect(loadConfig({ SEED_DEMO: '0' }).seedDemo).toBe(false);
    expect(loadConfig({ SEED_DEMO: 'yes' }).seedDemo).toBe(false);
    expect(loadConfig({ DEV_SMS_OUTBOX: 'true' }).devSmsOutbox).toBe(false);
    expect(configProblems(loadConfig({ DEV_SMS_OUTBOX: '1' }))).toEqual([]);
    expect(configProblems(loadConfig({ DEV_SMS_OUTBOX: '1', NODE_ENV: 'production' }))[0]).toMatch(/DEV_SMS_OUTBOX/);
    expect(configProblems(loadConfig({ DEV_FAKE_FACE: '1', NODE_ENV: 'production' }))[0]).toMatch(/DEV_FAKE_FACE/);
    expect(configProblems(loadConfig({ DEV_FAKE_PAY: '1', NODE_ENV: 'production' }))[0]).toMatch(/DEV_FAKE_PAY/);
    expect(configProblems(loadConfig({ DEV_FAKE_PORTALS: '1', NODE_ENV: 'production' }))[0]).toMatch(
      /DEV_FAKE_PORTALS/,
    );
    expect(configProblems(loadConfig({ DEV_FAKE_PAY: '1', DEV_FAKE_PORTALS: '1' }))).toEqual([]);
    expect(configProblems(loadConfig({ SEED_DEMO: '1' }))).toEqual([]);
    expect(configProblems(loadConfig({ SEED_DEMO: '1', NODE_ENV: 'production' }))[0]).toMatch(/SEED_DEMO/);
  });

  it('listens on this machine only while a demo or development stand-in is on, unless HOST says otherwise', () => {
    expect(loadConfig({}).host).toBe('0.0.0.0');
    for (const flag of ['SEED_DEMO', 'DEV_SMS_OUTBOX', 'DEV_FAKE_FACE', 'DEV_FAKE_PAY', 'DEV_FAKE_PORTALS']) {
      expect(loadConfig({ [flag]: '1' }).host, flag).toBe('127.0.0.1');
    }
    expect(loadConfig({ SEED_DEMO: '1', HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
  });

  it('refuses to start in production with a TSA but no trusted TSA root to check its replies with', () => {
    const tsa = { TSA_URL: 'https://tsa.example.com/tsr' };
    expect(loadConfig(tsa).tsa).toEqual({ url: 'https://tsa.example.com/tsr', rootCert: undefined });
    expect(configProblems(loadConfig(tsa))).toEqual([]);
    expect(configProblems(loadConfig({ ...tsa, NODE_ENV: 'production' }))).toEqual([
      expect.stringMatching(/TSA_URL is set without TSA_ROOT_CERT/),
    ]);
    expect(
      configProblems(loadConfig({ ...tsa, TSA_ROOT_CERT: '/etc/awb/tsa-root.pem', NODE_ENV: 'production' })),
    ).toEqual([]);
    expect(configProblems(loadConfig({ NODE_ENV: 'production' }))).toEqual([]);
  });

  it('serves the API docs as API_DOCS says: public in development, off in production by default', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).apiDocs).toBe('off');
    expect(loadConfig({ NODE_ENV: 'production', API_DOCS: 'login' }).apiDocs).toBe('login');
    expect(loadConfig({ API_DOCS: 'off' }).apiDocs).toBe('off');
    expect(() => loadConfig({ API_DOCS: 'everyone' })).toThrow(/API_DOCS/);
  });

  it('trusts X-Forwarded-For only from the proxies named in TRUST_PROXY', () => {
    expect(loadConfig({ TRUST_PROXY: '' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1,10.0.0.0/8' }).trustProxy).toBe('127.0.0.1,10.0.0.0/8');
  });

  it('runs SERVER_PROCESSES processes: a number, or auto for one per core; more than one only on PostgreSQL', () => {
    expect(loadConfig({ SERVER_PROCESSES: '' }).serverProcesses).toBe(1);
    expect(loadConfig({ SERVER_PROCESSES: '3' }).serverProcesses).toBe(3);
    expect(loadConfig({ SERVER_PROCESSES: ' auto ' }).serverProcesses).toBe(os.availableParallelism());
    for (const bad of ['0', '-1', '1.5', 'two', 'Auto']) {
      expect(() => loadConfig({ SERVER_PROCESSES: bad })).toThrow(/SERVER_PROCESSES/);
    }
    const postgres = { DATABASE_URL: 'postgres://db/awb' };
    expect(configProblems(loadConfig({ ...postgres, SERVER_PROCESSES: '2' }))).toEqual([]);
    expect(configProblems(loadConfig({ SERVER_PROCESSES: '1' }))).toEqual([]);
    expect(configProblems(loadConfig({ SERVER_PROCESSES: '2' }))).toEqual([
      expect.stringMatching(/SERVER_PROCESSES=2 needs PostgreSQL \(DATABASE_URL\)/),
    ]);
    // The development outbox lives in one process's memory.
    expect(configProblems(loadConfig({ ...postgres, SERVER_PROCESSES: '2', DEV_SMS_OUTBOX: '1' }))).toEqual([
      expect.stringMatching(/DEV_SMS_OUTBOX=1 .* SERVER_PROCESSES=1/),
    ]);
  });
});
