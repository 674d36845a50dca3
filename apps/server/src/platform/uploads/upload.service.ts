import { randomUUID } from 'node:crypto';
import { CODE } from '@awb/contract/common/codes';
import type { TThumbnailWidth } from '@awb/contract/common/thumbnails';
import { and, eq, inArray } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import type { TRequestContext } from '../auth/context.ts';
import type { TClock } from '../clock.ts';
import type { TExecutor } from '../db/db.ts';
import { AppError } from '../errors.ts';
import { hmac, hmacEquals } from '../secrets.ts';
import type { FileStore } from './file-store.ts';
import { makeThumbnail, THUMBNAIL_MIME, thumbnailKey } from './thumbnail.ts';
import { uploads } from './upload.table.ts';

export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
/** Extensions a claimed file name may carry for each sniffed type. */
const EXTENSIONS: Record<string, string[]> = {
  'image/jpeg': ['jpg', 'jpeg'],
  'image/png': ['png'],
  'image/webp': ['webp'],
  'application/pdf': ['pdf'],
};
/** Signed links stay valid this long. */
const LINK_SECONDS = 7 * 86_400;
/** A stored file without its row is left this long before the sweep takes it (its insert may be under way). */
const ORPHAN_GRACE_MS = 3_600_000;
/** `<company>/<uuid>.<ext>`, as accept() names files, and their thumbnails `<company>/<uuid>.w240.webp`. */
const STORED_KEY = /^(\d+)\/([0-9a-f-]{36})(?:\.w\d+)?\.[a-z0-9]{2,4}$/;

export type TIncomingFile = { bytes: Buffer; filename: string };

export class UploadService {
  /** Thumbnails being made in this process, so that cards asking at once resize a picture once. */
  private readonly resizing = new Map<string, Promise<{ bytes: Buffer; mime: string } | null>>();

  constructor(
    private readonly store: FileStore,
    private readonly secret: Buffer,
    private readonly clock: TClock,
  ) {}

  /**
   * Stores a file after checking its real type (magic bytes), that its name's extension agrees, and
   * its size. Returns a reference (`upload:<id>.<ext>`) to keep on the owning row.
   */
  async accept(
    db: TExecutor,
    ctx: TRequestContext,
    file: TIncomingFile,
    rule: { purpose: string; types: readonly string[]; maxBytes: number },
  ): Promise<string> {
    if (file.bytes.length === 0) throw new AppError(CODE.invalid, '请选择要上传的文件');
    if (file.bytes.length > rule.maxBytes) {
      throw new AppError(CODE.invalid, `文件不能超过${Math.round(rule.maxBytes / 1024 / 1024)}MB`);
    }
    const sniffed = await fileTypeFromBuffer(file.bytes);
    if (!sniffed || !rule.types.includes(sniffed.mime)) throw new AppError(CODE.invalid, '不支持的文件类型');
    const claimed = file.filename.split('.').pop()?.toLowerCase() ?? '';
    if (file.filename.includes('.') && !(EXTENSIONS[sniffed.mime] ?? []).includes(claimed)) {
      throw new AppError(CODE.invalid, '文件内容与扩展名不符');
    }
    const id = randomUUID();
    const ext = EXTENSIONS[sniffed.mime]?.[0] ?? sniffed.ext;
    await this.store.put(`${ctx.companyId}/${id}.${ext}`, file.bytes);
    await db.insert(uploads).values({
      id,
      companyId: ctx.companyId,
      userId: ctx.userId,
      purpose: rule.purpose,
      mime: sniffed.mime,
      ext,
      size: file.bytes.length,
      originalName: file.filename.slice(0, 200),
    });
    return `upload:${id}.${ext}`;
  }

  /**
   * Removes stored files that no upload row names, once they are older than an hour: the bytes of an
   * upload whose insert failed or whose transaction rolled back, and half-written temporaries. The
   * hourly jobs run it (main.ts); safe to run on several servers at once.
   */
  async sweepOrphans(db: TExecutor): Promise<number> {
    const cutoff = this.clock.now().getTime() - ORPHAN_GRACE_MS;
    /** company → upload id → its stored keys (the original and any thumbnails). */
    const byCompany = new Map<number, Map<string, string[]>>();
    const doomed: string[] = [];
    for await (const file of this.store.list()) {
      if (file.modifiedAt.getTime() > cutoff) continue;
      const match = STORED_KEY.exec(file.key);
      if (!match) {
        if (file.key.endsWith('.tmp')) doomed.push(file.key);
        continue;
      }
      const company = Number(match[1]);
      const files = byCompany.get(company) ?? new Map<string, string[]>();
      const id = match[2] as string;
      files.set(id, [...(files.get(id) ?? []), file.key]);
      byCompany.set(company, files);
    }
    for (const [companyId, files] of byCompany) {
      const ids = [...files.keys()];
      for (let i = 0; i < ids.length; i += 500) {
        const chunk = ids.slice(i, i + 500);
        const known = await db
          .select({ id: uploads.id })
          .from(uploads)
          .where(and(eq(uploads.companyId, companyId), inArray(uploads.id, chunk)));
        const kept = new Set(known.map((r) => r.id));
        for (const id of chunk) if (!kept.has(id)) doomed.push(...(files.get(id) ?? []));
      }
    }
    for (const key of doomed) await this.store.remove(key);
    return doomed.length;
  }

  /** A time-limited link for a stored reference; plain URLs pass through. */
  link(reference: string): string {
    if (!reference.startsWith('upload:')) return reference;
    const name = reference.slice('upload:'.length);
    const expires = Math.floor(this.clock.now().getTime() / 1000) + LINK_SECONDS;
    return `/files/${name}?e=${expires}&s=${hmac(this.secret, `${name}:${expires}`)}`;
  }

  /**
   * The bytes behind a stored reference (`upload:<id>.<ext>`) of the given company, to accept them again
   * as another file (a copy that lives and dies on its own); null for a plain URL or an unknown one.
   */
  async read(
    db: TExecutor,
    companyId: number,
    reference: string,
  ): Promise<{ bytes: Buffer; mime: string; name: string } | null> {
    const name = reference.startsWith('upload:') ? reference.slice('upload:'.length) : '';
    if (!/^[0-9a-f-]{36}\.[a-z0-9]{2,4}$/.test(name)) return null;
    const [row] = await db
      .select()
      .from(uploads)
      .where(and(eq(uploads.companyId, companyId), eq(uploads.id, name.slice(0, 36)), eq(uploads.ext, name.slice(37))))
      .limit(1);
    if (!row) return null;
    const bytes = await this.store.get(`${row.companyId}/${name}`);
    return bytes ? { bytes, mime: row.mime, name: row.originalName || name } : null;
  }

  /** Reads a file behind a signed link, or null when the link is forged, expired or unknown. */
  async open(db: TExecutor, name: string, expires: number, signature: string) {
    const row = await this.signedRow(db, name, expires, signature);
    if (!row) return null;
    const bytes = await this.store.get(`${row.companyId}/${name}`);
    return bytes ? { bytes, mime: row.mime } : null;
  }

  /**
   * A picture behind a signed link at one of `THUMBNAIL_WIDTHS`: resized on the first ask and kept
   * beside the original, so a picture is resized once per width. Null as `open`; 'not-a-picture' for
   * a PDF and the like, checked only once the link is good (so it tells a stranger nothing).
   */
  async openThumbnail(db: TExecutor, name: string, expires: number, signature: string, width: TThumbnailWidth) {
    const row = await this.signedRow(db, name, expires, signature);
    if (!row) return null;
    if (!(IMAGE_TYPES as readonly string[]).includes(row.mime)) return 'not-a-picture' as const;
    const key = thumbnailKey(row.companyId, row.id, width);
    let pending = this.resizing.get(key);
    if (!pending) {
      pending = this.thumbnail(key, `${row.companyId}/${name}`, width, row.mime).finally(() =>
        this.resizing.delete(key),
      );
      this.resizing.set(key, pending);
    }
    return pending;
  }

  /** The kept or new thumbnail; the original as it is when it cannot be decoded (it passed the upload's type check). */
  private async thumbnail(
    key: string,
    originalKey: string,
    width: TThumbnailWidth,
    mime: string,
  ): Promise<{ bytes: Buffer; mime: string } | null> {
    const kept = await this.store.get(key);
    if (kept) return { bytes: kept, mime: THUMBNAIL_MIME };
    const original = await this.store.get(originalKey);
    if (!original) return null;
    let bytes: Buffer;
    try {
      bytes = await makeThumbnail(original, width);
    } catch {
      return { bytes: original, mime };
    }
    await this.store.put(key, bytes);
    return { bytes, mime: THUMBNAIL_MIME };
  }

  /** The upload row a signed link names, or null when the link is forged, expired or unknown. */
  private async signedRow(db: TExecutor, name: string, expires: number, signature: string) {
    if (!/^[0-9a-f-]{36}\.[a-z]{3,4}$/.test(name)) return null;
    if (expires * 1000 < this.clock.now().getTime()) return null;
    if (!hmacEquals(hmac(this.secret, `${name}:${expires}`), signature)) return null;
    const [row] = await db
      .select()
      .from(uploads)
      .where(and(eq(uploads.id, name.slice(0, 36)), eq(uploads.ext, name.slice(37))))
      .limit(1);
    return row ?? null;
  }
}
