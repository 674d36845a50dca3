import { endpoint } from '@awb/contract/common/endpoint';
import { ZEnvelope } from '@awb/contract/common/envelope';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';

vi.mock('./toast.ts', () => ({ toast: { show: vi.fn(), clear: vi.fn() } }));
vi.mock('./nav.ts', () => ({ LOGIN_PAGE: 'pages/user/login', nav: { reLaunch: vi.fn() } }));
vi.mock('./auth-store.ts', () => ({ authStore: { headers: () => null, clear: vi.fn() } }));

const { call, RETRY } = await import('./api.ts');

const create = endpoint({
  method: 'POST',
  path: '/test/create',
  auth: 'none',
  idempotent: true,
  summary: 'a creating call',
  body: z.object({ name: z.string() }),
  response: ZEnvelope(z.object({ id: z.number() })),
});
const edit = endpoint({ ...create, path: '/test/edit', idempotent: false });

const ok = () => new Response(JSON.stringify({ code: 200, msg: 'ok', data: { id: 7 } }));
const dropped = () => Promise.reject(new TypeError('Failed to fetch'));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('call', () => {
  it('sends an Idempotency-Key on creating calls and re-sends it unchanged after a dropped connection', async () => {
    vi.useFakeTimers();
    const fetch = vi.fn().mockImplementationOnce(dropped).mockImplementationOnce(dropped).mockResolvedValueOnce(ok());
    vi.stubGlobal('fetch', fetch);
    const answer = call(create, { body: { name: '甲' } }, { loading: false });
    await vi.runAllTimersAsync();
    expect((await answer).data).toEqual({ id: 7 });
    expect(fetch).toHaveBeenCalledTimes(RETRY.attempts);
    const keys = fetch.mock.calls.map(([, init]) => (init.headers as Record<string, string>)['Idempotency-Key']);
    expect(new Set(keys).size).toBe(1);
    expect(keys[0]).toMatch(/^[\x21-\x7e]{8,128}$/);
  });

  it('uses the key a form passes, and never re-sends a call without one', async () => {
    const fetch = vi.fn().mockResolvedValueOnce(ok()).mockImplementationOnce(dropped);
    vi.stubGlobal('fetch', fetch);
    await call(create, { body: { name: '乙' } }, { loading: false, idempotencyKey: 'form-key-123' });
    expect(fetch.mock.calls[0]?.[1].headers['Idempotency-Key']).toBe('form-key-123');
    await expect(call(edit, { body: { name: '丙' } }, { loading: false })).rejects.toThrow('network error');
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(fetch.mock.calls[1]?.[1].headers).not.toHaveProperty('Idempotency-Key');
  });
});
