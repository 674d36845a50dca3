import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, type TTestApp } from '../../../test/create-test-app.ts';
import { SAMPLE_FILES } from '../../../test/multipart.ts';
import type { TRequestContext } from '../auth/context.ts';
import { IMAGE_TYPES } from './upload.service.ts';
import { uploads } from './upload.table.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const ctx = { companyId: DEMO.companyA.id, userId: 1 } as TRequestContext;
const rule = { purpose: 'sweep-test', types: IMAGE_TYPES, maxBytes: 1_000_000 };
const fileOf = (reference: string) =>
  path.join(t.fileRoot, String(DEMO.companyA.id), reference.slice('upload:'.length));
const age = (file: string, hours: number) => {
  const when = new Date(t.clock.now().getTime() - hours * 3_600_000);
  fs.utimesSync(file, when, when);
};

/** An upload whose owning transaction rolls back: the row goes, the bytes stay behind. */
async function rolledBack(): Promise<string> {
  let reference = '';
  await t.db
    .transaction(async (tx) => {
      reference = await t.app.deps.uploads.accept(tx, ctx, { bytes: SAMPLE_FILES.png, filename: 'a.png' }, rule);
      throw new Error('roll back');
    })
    .catch(() => undefined);
  return reference;
}

describe('the orphan upload sweep', () => {
  it('removes old files no row names and half-written temporaries, and keeps the rest', async () => {
    const kept = await t.app.deps.uploads.accept(t.db, ctx, { bytes: SAMPLE_FILES.png, filename: 'a.png' }, rule);
    const orphan = await rolledBack();
    const freshOrphan = await rolledBack();
    const temporary = path.join(t.fileRoot, String(DEMO.companyA.id), 'half-written.png.tmp');
    fs.writeFileSync(temporary, 'x');
    for (const file of [fileOf(kept), fileOf(orphan), temporary]) age(file, 2);
    age(fileOf(freshOrphan), 0);

    expect(await t.app.deps.uploads.sweepOrphans(t.db)).toBe(2);
    expect(fs.existsSync(fileOf(orphan))).toBe(false);
    expect(fs.existsSync(temporary)).toBe(false);
    expect(fs.existsSync(fileOf(kept))).toBe(true);
    expect(fs.existsSync(fileOf(freshOrphan))).toBe(true);
    // A second run (another server) finds nothing more to do.
    expect(await t.app.deps.uploads.sweepOrphans(t.db)).toBe(0);
  });

  it('keeps the thumbnails of a kept picture and removes them with a picture no row names', async () => {
    const kept = await t.app.deps.uploads.accept(t.db, ctx, { bytes: SAMPLE_FILES.png, filename: 'a.png' }, rule);
    const gone = await t.app.deps.uploads.accept(t.db, ctx, { bytes: SAMPLE_FILES.png, filename: 'b.png' }, rule);
    for (const reference of [kept, gone]) {
      const link = t.app.deps.uploads.link(reference);
      expect((await t.app.inject({ method: 'GET', url: `${link}&w=240` })).statusCode).toBe(200);
    }
    const thumbOf = (reference: string) => fileOf(reference).replace(/\.png$/, '.w240.webp');
    await t.db.delete(uploads).where(eq(uploads.id, gone.slice('upload:'.length, 'upload:'.length + 36)));
    for (const reference of [kept, gone]) for (const file of [fileOf(reference), thumbOf(reference)]) age(file, 2);

    expect(await t.app.deps.uploads.sweepOrphans(t.db)).toBe(2);
    expect(fs.existsSync(fileOf(gone))).toBe(false);
    expect(fs.existsSync(thumbOf(gone))).toBe(false);
    expect(fs.existsSync(fileOf(kept))).toBe(true);
    expect(fs.existsSync(thumbOf(kept))).toBe(true);
  });
});
