import type http from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { closedPortUrl, listenLocally, readBody, type TLocalServer } from '../http/local-server.ts';
import { HttpSmsSender } from './http-sms-sender.ts';
import { SmsSendError } from './sms-sender.ts';

type TReceived = { method: string; url: string; headers: http.IncomingHttpHeaders; body: unknown };

/** A fake SMS provider on 127.0.0.1: records what it gets and answers as `next` says. */
let server: TLocalServer;
let url: string;
let received: TReceived[] = [];
let next: { status: number; body: string; delayMs?: number } = { status: 200, body: '{"ok":true}' };

beforeAll(async () => {
  server = await listenLocally(async (req, res) => {
    const raw = await readBody(req);
    received.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body: JSON.parse(raw) });
    setTimeout(() => {
      res.writeHead(next.status, { 'content-type': 'application/json' });
      res.end(next.body);
    }, next.delayMs ?? 0);
  });
  url = `${server.url}/v1/sms`;
});
afterAll(() => server.close());
beforeEach(() => {
  received = [];
  next = { status: 200, body: '{"ok":true}' };
});

const message = { phone: '13800000001', template: 'verify-code' as const, params: { code: '123456', minutes: '5' } };

describe('HttpSmsSender', () => {
  it('posts the message as JSON with the bearer key and the sign', async () => {
    const sender = new HttpSmsSender(url, 'provider-key', '经纪工作本');
    expect(sender.configured).toBe(true);
    await sender.send(message);
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({
      method: 'POST',
      url: '/v1/sms',
      headers: { authorization: 'Bearer provider-key', 'content-type': 'application/json' },
      body: {
        phone: '13800000001',
        sign: '经纪工作本',
        template: 'verify-code',
        params: { code: '123456', minutes: '5' },
      },
    });
  });

  it('accepts any 2xx answer without ok: false, even an empty one', async () => {
    next = { status: 204, body: '' };
    await expect(new HttpSmsSender(url, 'k', 's').send(message)).resolves.toBeUndefined();
    expect(received).toHaveLength(1);
    next = { status: 202, body: 'queued' };
    await expect(new HttpSmsSender(url, 'k', 's').send(message)).resolves.toBeUndefined();
    expect(received).toHaveLength(2);
  });

  it('fails when the provider refuses with an error status', async () => {
    next = { status: 500, body: '{"message":"quota exceeded"}' };
    const error = await new HttpSmsSender(url, 'k', 's').send(message).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SmsSendError);
    expect((error as Error).message).toBe('sms provider refused: 500 quota exceeded');
  });

  it('fails when the provider answers 200 with ok: false', async () => {
    next = { status: 200, body: '{"ok":false,"message":"bad sign"}' };
    const error = await new HttpSmsSender(url, 'k', 's').send(message).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SmsSendError);
    expect((error as Error).message).toContain('bad sign');
  });

  it('fails when the provider cannot be reached', async () => {
    const error = await new HttpSmsSender(`${await closedPortUrl()}/sms`, 'k', 's').send(message).catch((e) => e);
    expect(error).toBeInstanceOf(SmsSendError);
    expect((error as Error).message).toMatch(/^sms provider unreachable/);
  });

  it('gives up after its timeout', async () => {
    next = { status: 200, body: '{"ok":true}', delayMs: 1_000 };
    const error = await new HttpSmsSender(url, 'k', 's', 100).send(message).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SmsSendError);
    expect((error as Error).message).toMatch(/^sms provider unreachable/);
  });

  it('is not configured without a URL or a key, and then sends nothing', async () => {
    for (const sender of [new HttpSmsSender(undefined, 'k', 's'), new HttpSmsSender(url, undefined, 's')]) {
      expect(sender.configured).toBe(false);
      await expect(sender.send(message)).rejects.toBeInstanceOf(SmsSendError);
    }
    expect(received).toHaveLength(0);
  });
});
