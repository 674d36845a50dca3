import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closedPortUrl, listenLocally } from '../../../platform/http/local-server.ts';
import { startFakePortal, type TFakePortal } from './fake-portal.ts';
import { HttpPortalClient, PortalRefusedError, PortalUnavailableError, portalSignature } from './portal-client.ts';

let portal: TFakePortal;
beforeAll(async () => {
  portal = await startFakePortal({ acct: 'the-salt' });
});
afterAll(async () => portal.close());

const at = new Date('2026-11-26T02:00:00Z');
const account = { account: 'acct', secret: 'the-salt', fields: {} };
const listing = { houseId: 7, type: 1, title: '西溪花园 3室2厅 89㎡', pictures: [{ url: 'a' }, { url: 'b' }] };

describe('HttpPortalClient', () => {
  it('signs METHOD, path, timestamp and body with the secret, and sends the app key', async () => {
    const client = new HttpPortalClient(1, portal.url, 'app-key', () => at);
    const answer = await client.push(account, listing);
    expect(answer).toMatchObject({ state: 'online', listingId: expect.stringMatching(/^FP/) });
    const sent = portal.received.at(-1)!;
    const timestamp = String(at.getTime() / 1000);
    expect(sent.headers['x-timestamp']).toBe(timestamp);
    expect(sent.headers['x-app-key']).toBe('app-key');
    expect(sent.headers['x-signature']).toBe(
      portalSignature('the-salt', 'POST', '/api/listings', timestamp, JSON.stringify({ listing })),
    );
    expect(await client.status(account, answer.listingId)).toMatchObject({ state: 'online' });
  });

  it("is refused with the portal's message under a wrong secret", async () => {
    const client = new HttpPortalClient(1, portal.url, undefined);
    const error = await client.push({ ...account, secret: 'wrong' }, listing).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PortalRefusedError);
    expect((error as Error).message).toBe('签名校验失败');
  });

  it('refuses by the portal’s own rule before sending: 幸福里 takes no listing with fewer than 2 pictures', async () => {
    const client = new HttpPortalClient(1, portal.url, undefined);
    const sent = portal.received.length;
    for (const pictures of [[], [{ url: 'a' }]]) {
      const error = await client.push(account, { ...listing, pictures }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(PortalRefusedError);
      expect((error as Error).message).toBe('房源图片不足2张');
    }
    expect(portal.received.length).toBe(sent);
    // The fake portal keeps the same rule for a 幸福里 account, for a client that would not check.
    const ruled = await startFakePortal({ acct: 'the-salt' }, { acct: 1 });
    const body = JSON.stringify({ listing: { ...listing, pictures: [] } });
    const timestamp = '1764122400';
    const res = await fetch(`${ruled.url}/listings`, {
      method: 'POST',
      headers: {
        'x-portal-account': 'acct',
        'x-timestamp': timestamp,
        'x-signature': portalSignature('the-salt', 'POST', '/api/listings', timestamp, body),
      },
      body,
    });
    expect(await res.json()).toEqual({ ok: false, message: '房源图片不足2张' });
    await ruled.close();
    // 天猫好房 takes one picture.
    const tmall = new HttpPortalClient(4, portal.url, undefined);
    expect((await tmall.push(account, { ...listing, pictures: [{ url: 'a' }] })).state).toBe('online');
  });

  it('is unavailable on a server error, an unknown state, no answer, or when not configured', async () => {
    const client = new HttpPortalClient(1, portal.url, undefined);
    portal.answerNext(503, { message: 'busy' });
    await expect(client.push(account, listing)).rejects.toBeInstanceOf(PortalUnavailableError);
    portal.answerNext(200, { ok: true, state: 'weird', listingId: 'x' });
    await expect(client.push(account, listing)).rejects.toBeInstanceOf(PortalUnavailableError);

    const gone = new HttpPortalClient(1, await closedPortUrl(), undefined);
    await expect(gone.push(account, listing)).rejects.toBeInstanceOf(PortalUnavailableError);

    const none = new HttpPortalClient(1, undefined, undefined);
    expect(none.configured).toBe(false);
    await expect(none.push(account, listing)).rejects.toBeInstanceOf(PortalUnavailableError);
  });

  it('gives up after its timeout', async () => {
    const slow = await listenLocally(() => undefined);
    const client = new HttpPortalClient(1, slow.url, undefined, undefined, 100);
    await expect(client.push(account, listing)).rejects.toBeInstanceOf(PortalUnavailableError);
    await slow.close();
  });
});
