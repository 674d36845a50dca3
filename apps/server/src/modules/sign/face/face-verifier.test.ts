import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FaceProviderError, HttpFaceVerifier } from './face-verifier.ts';
import { startFakeFaceProvider, type TFakeFaceProvider } from './fake-face-provider.ts';

let fake: TFakeFaceProvider;
beforeAll(async () => {
  fake = await startFakeFaceProvider();
});
afterAll(async () => {
  await fake.close();
});

describe('HttpFaceVerifier with the fake provider', () => {
  it('starts a session, which the page decides', async () => {
    const face = new HttpFaceVerifier(fake.url, 'key');
    expect(face.configured).toBe(true);
    const session = await face.start({ name: '陈静', idNo: '11010519491231002X' });
    expect(await face.status(session.faceId)).toBe('pending');

    const page = await fetch(session.url);
    expect(await page.text()).toContain('通过');
    const decided = await fetch(`${session.url}/decide`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'outcome=failed',
    });
    expect(await decided.text()).toContain('核验未通过');
    expect(await face.status(session.faceId)).toBe('failed');
  });

  it('reports an unknown session and an unreachable or missing provider', async () => {
    const face = new HttpFaceVerifier(fake.url, undefined);
    await expect(face.status('nope')).rejects.toBeInstanceOf(FaceProviderError);
    await expect(
      new HttpFaceVerifier('http://127.0.0.1:1', 'k', 500).start({ name: 'a', idNo: 'b' }),
    ).rejects.toBeInstanceOf(FaceProviderError);
    const none = new HttpFaceVerifier(undefined, undefined);
    expect(none.configured).toBe(false);
    await expect(none.start({ name: 'a', idNo: 'b' })).rejects.toBeInstanceOf(FaceProviderError);
  });
});
