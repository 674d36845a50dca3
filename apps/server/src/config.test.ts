import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('has the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 8080,
      databaseUrl: undefined,
      production: false,
      seedDemo: true,
      trustProxy: false,
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
      SEED_DEMO: '0',
      SMS_API_URL: 'https://sms.example.com',
      SMS_API_KEY: 'k',
    });
    expect(config).toMatchObject({
      port: 9000,
      dataDir: '/var/lib/awb',
      databaseUrl: 'postgres://db/awb',
      production: true,
      seedDemo: false,
      sms: { url: 'https://sms.example.com', key: 'k' },
    });
  });

  it('trusts X-Forwarded-For only from the proxies named in TRUST_PROXY', () => {
    expect(loadConfig({ TRUST_PROXY: '' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1,10.0.0.0/8' }).trustProxy).toBe('127.0.0.1,10.0.0.0/8');
  });
});
