import { randomUUID } from 'node:crypto';
import { CODE } from '@awb/contract/common/codes';
import { and, eq, inArray } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import type { TRequestContext } from '../auth/context.ts';
import type { TClock } from '../clock.ts';
import type { TExecutor } from '../db/db.ts';
import { AppError } from '../errors.ts';
import { hmac, hmacEquals } from '../secrets.ts';
import type { FileStore } from './file-store.ts';
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
/** `<company>/<uuid>.<ext>`, as accept() names files. */
const STORED_KEY = /^(\d+)\/([0-9a-f-]{36})\.[a-z0-9]{2,4}$/;

export type TIncomingFile = { bytes: Buffer; filename: string };

export class UploadService {
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
    const byCompany = new Map<number, Map<string, string>>();
    const doomed: string[] = [];
    for await (const file of this.store.list()) {
      if (file.modifiedAt.getTime() > cutoff) continue;
      const match = STORED_KEY.exec(file.key);
      if (!match) {
        if (file.key.endsWith('.tmp')) doomed.push(file.key);
        continue;
      }
      const company = Number(match[1]);
      const files = byCompany.get(company) ?? new Map<string, string>();
      files.set(match[2] as string, file.key);
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
        for (const id of chunk) if (!kept.has(id)) doomed.push(files.get(id) as string);
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

  /** Reads a file behind a signed link, or null when the link is forged, expired or unknown. */
  async open(db: TExecutor, name: string, expires: number, signature: string) {
    if (!/^[0-9a-f-]{36}\.[a-z]{3,4}$/.test(name)) return null;
    if (expires * 1000 < this.clock.now().getTime()) return null;
    if (!hmacEquals(hmac(this.secret, `${name}:${expires}`), signature)) return null;
    const [row] = await db
      .select()
      .from(uploads)
      .where(and(eq(uploads.id, name.slice(0, 36)), eq(uploads.ext, name.slice(37))))
      .limit(1);
    if (!row) return null;
    const bytes = await this.store.get(`${row.companyId}/${name}`);
    return bytes ? { bytes, mime: row.mime } : null;
  }
}
