import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, type THeaders, type TTestApp } from '../../../test/create-test-app.ts';
import { multipart, SAMPLE_FILES } from '../../../test/multipart.ts';
import { uploads } from '../../platform/uploads/upload.table.ts';
import { users } from './user.table.ts';

let t: TTestApp;
let managerA: THeaders;
beforeAll(async () => {
  t = await createTestApp();
  managerA = await t.login(DEMO.users.managerA.phone);
});
afterAll(async () => {
  await t.close();
});

const upload = (headers: THeaders, filename: string, bytes: Buffer, contentType = 'application/octet-stream') => {
  const body = multipart({ filename, contentType, bytes });
  return t.call({
    method: 'POST',
    url: '/user/userFaceUpdate',
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
};
const fetchFile = (url: string) => t.app.inject({ method: 'GET', url });
const userByPhone = async (phone: string) => (await t.db.select().from(users).where(eq(users.phone, phone)))[0]!;

describe('POST /user/userFaceUpdate', () => {
  it('stores a PNG and hands out a signed link that serves exactly those bytes, safely', async () => {
    const res = await upload(managerA, 'avatar.png', SAMPLE_FILES.png, 'image/png');
    expect(res).toMatchObject({ code: 200, msg: '头像已更新' });
    const url: string = res.data.url;
    expect(url).toMatch(/^\/files\/[0-9a-f-]{36}\.png\?e=\d+&s=[\w-]+$/);

    const file = await fetchFile(url);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(SAMPLE_FILES.png)).toBe(true);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.headers['content-disposition']).toMatch(/^attachment; filename="[0-9a-f-]{36}\.png"$/);

    const name = url.slice('/files/'.length, url.indexOf('?'));
    const user = await userByPhone(DEMO.users.managerA.phone);
    expect(user.avatarUrl).toBe(`upload:${name}`);
    const [row] = await t.db
      .select()
      .from(uploads)
      .where(eq(uploads.id, name.slice(0, 36)));
    expect(row).toMatchObject({
      companyId: DEMO.companyA.id,
      userId: user.id,
      purpose: 'avatar',
      mime: 'image/png',
      size: SAMPLE_FILES.png.length,
      originalName: 'avatar.png',
    });
    expect(fs.existsSync(path.join(t.fileRoot, String(DEMO.companyA.id), name))).toBe(true);

    const init = await t.call({ method: 'POST', url: '/user/initialize', headers: managerA });
    expect(init.data.user.avatar).toMatch(new RegExp(`^/files/${name.replace('.', '\\.')}\\?e=\\d+&s=`));
  });

  it('stores a JPEG, also when the name carries no extension (a cropped blob)', async () => {
    for (const filename of ['photo.jpeg', 'IMG_0001.JPG', 'blob']) {
      const res = await upload(managerA, filename, SAMPLE_FILES.jpeg, 'image/jpeg');
      expect(res.code, filename).toBe(200);
      expect(res.data.url).toMatch(/\.jpg\?/);
      const file = await fetchFile(res.data.url);
      expect(file.headers['content-type']).toBe('image/jpeg');
      expect(file.rawPayload.equals(SAMPLE_FILES.jpeg)).toBe(true);
    }
  });

  it.each([
    ['PNG bytes named .jpg', 'avatar.jpg', SAMPLE_FILES.png, '文件内容与扩展名不符'],
    ['JPEG bytes named .png', 'avatar.png', SAMPLE_FILES.jpeg, '文件内容与扩展名不符'],
    ['a GIF', 'avatar.gif', SAMPLE_FILES.gif, '不支持的文件类型'],
    ['an HTML page named .png', 'avatar.png', SAMPLE_FILES.html, '不支持的文件类型'],
    ['more than 2 MB', 'big.png', Buffer.concat([SAMPLE_FILES.png, Buffer.alloc(2 * 1024 * 1024)]), '文件不能超过2MB'],
    ['an empty file', 'empty.png', Buffer.alloc(0), '请选择要上传的文件'],
  ])('refuses %s and keeps the old avatar', async (_why, filename, bytes, msg) => {
    const before = (await userByPhone(DEMO.users.managerA.phone)).avatarUrl;
    const countBefore = (await t.db.select().from(uploads)).length;
    expect(await upload(managerA, filename, bytes, 'image/png')).toMatchObject({ code: 405, msg });
    expect((await userByPhone(DEMO.users.managerA.phone)).avatarUrl).toBe(before);
    expect(await t.db.select().from(uploads)).toHaveLength(countBefore);
  });

  it('asks for a picture when none is sent', async () => {
    const onlyFields = multipart(null, { note: 'x' });
    expect(
      await t.call({
        method: 'POST',
        url: '/user/userFaceUpdate',
        headers: { ...managerA, ...onlyFields.headers },
        payload: onlyFields.payload,
      }),
    ).toMatchObject({ code: 405, msg: '请选择要上传的图片' });
    expect(
      await t.call({ method: 'POST', url: '/user/userFaceUpdate', headers: managerA, payload: { file: 'x' } }),
    ).toMatchObject({ code: 405, msg: '请选择要上传的图片' });
  });

  it('needs a login before it reads the upload', async () => {
    const res = await upload({ token: '', sessionid: '' }, 'avatar.png', SAMPLE_FILES.png);
    expect(res).toMatchObject({ code: 400, msg: '您还未登录请登录！' });
  });
});

describe('GET /files/:name (signed links)', () => {
  let url: string;
  beforeAll(async () => {
    url = (await upload(managerA, 'avatar.png', SAMPLE_FILES.png, 'image/png')).data.url;
  });

  it('refuses a forged signature, a moved expiry and an unknown file with 404', async () => {
    const u = new URL(url, 'http://x');
    const name = u.pathname;
    const e = u.searchParams.get('e')!;
    const s = u.searchParams.get('s')!;
    const forged = `${s.slice(0, -1)}${s.endsWith('A') ? 'B' : 'A'}`;
    for (const bad of [
      `${name}?e=${e}&s=${forged}`,
      `${name}?e=${Number(e) + 86_400}&s=${s}`,
      `${name}?e=${e}`,
      name,
      `/files/00000000-0000-0000-0000-000000000000.png?e=${e}&s=${s}`,
      `/files/..%2F..%2Fsecret.key?e=${e}&s=${s}`,
    ]) {
      const res = await fetchFile(bad);
      expect(res.statusCode, bad).toBe(404);
      expect(res.json(), bad).toMatchObject({ code: 404, msg: '文件不存在或链接已过期' });
    }
  });

  it('stops serving a link after 7 days', async () => {
    t.clock.advance(6 * 86_400_000);
    expect((await fetchFile(url)).statusCode).toBe(200);
    t.clock.advance(86_400_000 + 1_000);
    expect((await fetchFile(url)).statusCode).toBe(404);
    // A fresh link (initialize) works again.
    const init = await t.call({ method: 'POST', url: '/user/initialize', headers: managerA });
    expect((await fetchFile(init.data.user.avatar)).statusCode).toBe(200);
  });

  it("never hands company B a link to company A's files", async () => {
    const headersB = await t.login(DEMO.users.managerB.phone);
    const init = await t.call({ method: 'POST', url: '/user/initialize', headers: headersB });
    expect(init.data.user.avatar).toBe('');
    const ownA = await t.db.select({ id: uploads.id }).from(uploads).where(eq(uploads.companyId, DEMO.companyA.id));
    expect(ownA.length).toBeGreaterThan(0);
    for (const { id } of ownA) expect(JSON.stringify(init)).not.toContain(id);

    const mine = await upload(headersB, 'b.png', SAMPLE_FILES.png, 'image/png');
    const name = mine.data.url.slice('/files/'.length, mine.data.url.indexOf('?'));
    expect(fs.existsSync(path.join(t.fileRoot, String(DEMO.companyB.id), name))).toBe(true);
    const [row] = await t.db
      .select()
      .from(uploads)
      .where(eq(uploads.id, name.slice(0, 36)));
    expect(row?.companyId).toBe(DEMO.companyB.id);
  });
});
