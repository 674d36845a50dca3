import fs from 'node:fs';
import path from 'node:path';
import { THUMBNAIL_WIDTHS } from '@awb/contract/common/thumbnails';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, type TTestApp } from '../../../test/create-test-app.ts';
import type { TRequestContext } from '../auth/context.ts';
import { LEAN_HEADER_TYPES } from '../http/security-headers.ts';
import { IMAGE_TYPES } from './upload.service.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const rule = { purpose: 'thumbnail-test', types: [...IMAGE_TYPES, 'application/pdf'], maxBytes: 5_000_000 };
const ctxOf = (companyId: number) => ({ companyId, userId: 1 }) as TRequestContext;

/** A noisy picture (so it does not compress to nothing), `width` × `height`. */
const picture = (width: number, height: number) =>
  sharp({
    create: { width, height, channels: 3, background: '#6080a0', noise: { type: 'gaussian', mean: 128, sigma: 30 } },
  });

/** Stores a file for a company the way an upload does and returns its signed link. */
async function stored(bytes: Buffer, filename: string, companyId: number = DEMO.companyA.id): Promise<string> {
  const reference = await t.app.deps.uploads.accept(t.db, ctxOf(companyId), { bytes, filename }, rule);
  return t.app.deps.uploads.link(reference);
}
const get = (url: string) => t.app.inject({ method: 'GET', url });
const nameOf = (link: string) => link.slice('/files/'.length, link.indexOf('?'));
const thumbFile = (link: string, width: number, companyId: number = DEMO.companyA.id) =>
  path.join(t.fileRoot, String(companyId), `${nameOf(link).slice(0, 36)}.w${width}.webp`);

describe('GET /files/:name?w= (thumbnails)', () => {
  let cover: string;
  let coverBytes: Buffer;
  beforeAll(async () => {
    coverBytes = await picture(1200, 900).png().toBuffer();
    cover = await stored(coverBytes, 'cover.png');
  });

  it('answers the picture resized to each allowed width as WebP, aspect kept, with the original’s headers', async () => {
    const original = await get(cover);
    for (const width of THUMBNAIL_WIDTHS) {
      const res = await get(`${cover}&w=${width}`);
      expect(res.statusCode, String(width)).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
      expect(res.headers['cache-control']).toBe(original.headers['cache-control']);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['content-disposition']).toBe(
        `attachment; filename="${nameOf(cover).slice(0, 36)}.w${width}.webp"`,
      );
      const meta = await sharp(res.rawPayload).metadata();
      expect(meta).toMatchObject({ format: 'webp', width, height: (width * 3) / 4 });
      expect(res.rawPayload.length).toBeLessThan(coverBytes.length / 4);
    }
    // The original is still served as it was uploaded.
    expect(original.headers['content-type']).toBe('image/png');
    expect(original.rawPayload.equals(coverBytes)).toBe(true);
  });

  it("sends a picture with the API's five headers, where a PDF (and an SVG) keeps the app's page policy", async () => {
    const pdf = await stored(Buffer.from('%PDF-1.4\n%%EOF\n'), 'page.pdf');
    for (const [what, res] of [
      ['original', await get(cover)],
      ['thumbnail', await get(`${cover}&w=240`)],
    ] as const) {
      expect(res.headers['content-security-policy'], what).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(res.headers['x-content-type-options'], what).toBe('nosniff');
      expect(res.headers['cross-origin-resource-policy'], what).toBe('same-origin');
      expect(res.headers['x-frame-options'], what).toBeUndefined();
    }
    const page = await get(pdf);
    expect(page.headers['content-type']).toBe('application/pdf');
    expect(String(page.headers['content-security-policy'])).toContain("script-src 'self'");
    expect(page.headers['x-permitted-cross-domain-policies']).toBe('none');
    expect(LEAN_HEADER_TYPES.test('image/svg+xml')).toBe(false);
    expect(LEAN_HEADER_TYPES.test('image/png')).toBe(true);
    expect(LEAN_HEADER_TYPES.test('application/json; charset=utf-8')).toBe(true);
    expect(LEAN_HEADER_TYPES.test('application/jsonp')).toBe(false);
  });

  it('turns a phone photo upright, drops its EXIF and never enlarges a small picture', async () => {
    const photo = await picture(800, 600)
      .jpeg()
      .withMetadata({ orientation: 6, exif: { IFD0: { Copyright: 'secret place' } } })
      .toBuffer();
    const link = await stored(photo, 'photo.jpg');
    const thumb = await get(`${link}&w=240`);
    const meta = await sharp(thumb.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 240, height: 320 });
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();

    const small = await stored(await picture(100, 50).png().toBuffer(), 'small.png');
    expect(await sharp((await get(`${small}&w=480`)).rawPayload).metadata()).toMatchObject({ width: 100, height: 50 });
  });

  it('resizes a picture once: the second answer comes from the kept copy', async () => {
    const link = await stored(await picture(640, 480).png().toBuffer(), 'once.png');
    const answers = await Promise.all([1, 2, 3].map(() => get(`${link}&w=480`)));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    const kept = fs.readFileSync(thumbFile(link, 480));
    for (const a of answers) expect(a.rawPayload.equals(kept)).toBe(true);
    expect(fs.readdirSync(path.dirname(thumbFile(link, 480))).filter((f) => f.endsWith('.tmp'))).toEqual([]);

    // Without the original the kept copy still answers: nothing is resized again.
    fs.rmSync(path.join(t.fileRoot, String(DEMO.companyA.id), nameOf(link)));
    const again = await get(`${link}&w=480`);
    expect(again.statusCode).toBe(200);
    expect(again.rawPayload.equals(kept)).toBe(true);
    expect((await get(link)).statusCode).toBe(404);
  });

  it('answers a picture it cannot decode as it is (no 500), and keeps no thumbnail of it', async () => {
    const png = await picture(64, 48).png().toBuffer();
    // A PNG cut short: the upload's type check passes (the signature is there), the decoder fails.
    const broken = png.subarray(0, 60);
    const link = await stored(broken, 'broken.png');
    const res = await get(`${link}&w=240`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.rawPayload.equals(broken)).toBe(true);
    expect(fs.existsSync(thumbFile(link, 240))).toBe(false);
  });

  it.each(['100', '241', '2000', '0', '-240', 'abc', '240.0', ''])(
    'refuses the width %j before any work',
    async (w) => {
      const res = await get(`${cover}&w=${w}`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ code: 405, msg: '图片宽度只能是240、480、960', data: null });
    },
  );

  it('still checks the signature, the expiry and the file name with a width', async () => {
    const u = new URL(cover, 'http://x');
    const e = u.searchParams.get('e')!;
    const s = u.searchParams.get('s')!;
    const forged = `${s.slice(0, -1)}${s.endsWith('A') ? 'B' : 'A'}`;
    for (const bad of [
      `${u.pathname}?w=240`,
      `${u.pathname}?e=${e}&w=240`,
      `${u.pathname}?e=${e}&s=${forged}&w=240`,
      `${u.pathname}?e=${Number(e) + 86_400}&s=${s}&w=240`,
      `/files/${nameOf(cover).slice(0, 36)}.w240.webp?e=${e}&s=${s}&w=240`,
      `/files/..%2F${DEMO.companyA.id}%2F${nameOf(cover)}?e=${e}&s=${s}&w=240`,
    ]) {
      const res = await get(bad);
      expect(res.statusCode, bad).toBe(404);
      expect(res.json(), bad).toEqual({ code: 404, msg: '文件不存在或链接已过期', data: null });
    }
  });

  it('stops serving a thumbnail when its link expires, even once it is kept', async () => {
    const link = await stored(await picture(300, 300).png().toBuffer(), 'expiring.png');
    expect((await get(`${link}&w=240`)).statusCode).toBe(200);
    t.clock.advance(7 * 86_400_000 + 1_000);
    expect((await get(`${link}&w=240`)).statusCode).toBe(404);
    const fresh = t.app.deps.uploads.link(`upload:${nameOf(link)}`);
    expect((await get(`${fresh}&w=240`)).statusCode).toBe(200);
  });

  it("never opens company A's picture with company B's link", async () => {
    const linkB = await stored(await picture(320, 240).png().toBuffer(), 'b.png', DEMO.companyB.id);
    const queryB = linkB.slice(linkB.indexOf('?'));
    const a = await stored(await picture(320, 240).png().toBuffer(), 'a.png');
    const answers = await Promise.all(
      [
        `/files/${nameOf(a)}${queryB}&w=240`,
        `/files/..%2F${DEMO.companyA.id}%2F${nameOf(a)}${queryB}&w=240`,
        `${linkB}&w=240`,
      ].map(get),
    );
    expect(answers.map((r) => r.statusCode)).toEqual([404, 404, 200]);
    expect(fs.existsSync(thumbFile(a, 240))).toBe(false);
    expect(fs.existsSync(thumbFile(linkB, 240, DEMO.companyB.id))).toBe(true);
  });

  it('refuses a thumbnail of a PDF clearly, and serves the PDF itself as before', async () => {
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
    const link = await stored(pdf, 'contract.pdf');
    const thumb = await get(`${link}&w=240`);
    expect(thumb.statusCode).toBe(400);
    expect(thumb.json()).toEqual({ code: 405, msg: '该文件不是图片，没有缩略图', data: null });
    const file = await get(link);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.rawPayload.equals(pdf)).toBe(true);
  });
});
