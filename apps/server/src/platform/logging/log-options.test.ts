import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { createTestApp, DEMO } from '../../../test/create-test-app.ts';
import { loggerOptions, RequestLines, redactBearers, scrubPersonalData } from './log-options.ts';

const ID = '11010519491231002X';
const PHONE = '13912345678';

describe('scrubPersonalData', () => {
  it('masks ID numbers and mobile numbers wherever they stand in a line', () => {
    const line = `{"time":1795450442123,"msg":"failed","params":["${ID}","${PHONE}"],"url":"/x?phone=${PHONE}&id=${ID.toLowerCase()}"}`;
    const scrubbed = scrubPersonalData(line);
    expect(scrubbed).not.toContain(ID);
    expect(scrubbed).not.toContain(ID.toLowerCase());
    expect(scrubbed).not.toContain(PHONE);
    expect(scrubbed).toContain('1101**********002X');
    expect(scrubbed).toContain('139****5678');
    expect(scrubbed).toContain('1795450442123');
  });

  it('leaves longer numbers, ids and codes alone', () => {
    for (const text of ['12345678901234567890123', 'order 1391234567890', 'code 123456', 'id 28387']) {
      expect(scrubPersonalData(text)).toBe(text);
    }
  });
});

describe('redactBearers', () => {
  it('redacts link tokens, link signatures, codes and passwords in URLs and JSON', () => {
    const token = 'k3Jx9_aQ-7vT';
    const line =
      `{"url":"/sign/signingOpen?token=${token}","next":"/sign/pdf?o=1&c=2&k=ab&v=3&e=99&s=${token}",` +
      `"file":"/files/a.png?e=5&s=${token}#x","body":{"password":"${token}","sessionid":"${token}","phonecode":"1234"},` +
      `"err":{"code":"FST_ERR_VALIDATION"}}`;
    const redacted = redactBearers(line);
    expect(redacted).not.toContain(token);
    expect(redacted).not.toContain('1234');
    expect(redacted).toContain('/sign/pdf?o=1&c=2&k=ab&v=3&e=99&s=[redacted]');
    expect(redacted).toContain('"password":"[redacted]"');
    expect(redacted).toContain('"code":"FST_ERR_VALIDATION"');
  });

  it('leaves names that merely contain one alone', () => {
    const line = '/housing/v2/housingDetail?houseCode=SH0001&keyword=a&tokens=2';
    expect(redactBearers(line)).toBe(line);
  });
});

describe('the server log', () => {
  it('holds no signing-link token or link signature', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const t = await createTestApp({ logger: { ...loggerOptions('info'), stream } });
    try {
      const token = 'Zq8wR2mVt0pLx9sK4nB7cD1eF6gH3jU5';
      await t.call({ method: 'GET', url: `/sign/signingOpen?token=${token}` });
      await t.call({ method: 'GET', url: `/sign/pdf?o=1&c=1&k=x&v=1&e=1&s=${token}` });
      const log = lines.join('');
      expect(log).toContain('/sign/signingOpen?token=[redacted]');
      expect(log).not.toContain(token);
    } finally {
      await t.close();
    }
  });

  it('holds no plaintext phone or ID number after calls that carry them, failing ones included', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const t = await createTestApp({ logger: { ...loggerOptions('debug'), stream } });
    try {
      const manager = await t.login(DEMO.users.managerA.phone);
      await t.call({
        method: 'GET',
        url: `/customer/v2/customerDetail?customerId=${PHONE}&idCard=${ID}`,
        headers: manager,
      });
      await t.call({ method: 'POST', url: '/user/login/mobileSignin', payload: { phone: PHONE, password: ID } });
      await t.call({
        method: 'POST',
        url: '/housing/v2/housingPosts',
        payload: { type: 1, contactPhone: PHONE, searchKey: ID, pagesize: 'x' },
        headers: manager,
      });
      await t.call({ method: 'GET', url: `/nowhere/${ID}?phone=${PHONE}`, headers: manager });
      const log = lines.join('');
      expect(lines.length).toBeGreaterThan(4);
      expect(log).toContain('139****5678');
      expect(log).not.toContain(PHONE);
      expect(log).not.toContain(ID);
      expect(log).not.toContain(DEMO.users.managerA.phone);
    } finally {
      await t.close();
    }
  });
});

describe('the development log (LOG_FORMAT=pretty)', () => {
  it('writes one readable, scrubbed line a request instead of two JSON objects', async () => {
    let text = '';
    const destination = new Writable({
      write(chunk, _encoding, done) {
        text += String(chunk);
        done();
      },
    });
    const app = Fastify({ logger: loggerOptions('info', 'pretty', destination), logController: new RequestLines() });
    app.get('/customer', async () => ({ ok: true }));
    try {
      await app.inject({ method: 'GET', url: `/customer?phone=${PHONE}` });
      await app.inject({ method: 'GET', url: '/nowhere' });
    } finally {
      await app.close();
    }
    const lines = text.trim().split('\n');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/INFO.*GET \/customer\?phone=139\*\*\*\*5678 200 \d+ ms$/);
    expect(lines[1]).toMatch(/GET \/nowhere 404 \d+ ms$/);
    expect(text).not.toContain('{');
  });
});
