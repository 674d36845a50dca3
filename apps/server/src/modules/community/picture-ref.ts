import { and, eq } from 'drizzle-orm';
import type { TRequestContext } from '../../platform/auth/context.ts';
import type { TExecutor } from '../../platform/db/db.ts';
import { invalid } from '../../platform/errors.ts';
import { uploads } from '../../platform/uploads/upload.table.ts';

const STORED = /^upload:([0-9a-f-]{36})\.([a-z]{3,4})$/;
const LINK = /^(?:https?:\/\/[^/]+)?\/files\/([0-9a-f-]{36})\.([a-z]{3,4})(?:\?.*)?$/;

/**
 * The stored reference (`upload:<id>.<ext>`) of a picture the client sends back: either the signed
 * link `/community/pictureUpload` answered or the reference itself. Null when it is neither.
 */
export function pictureReference(url: string): { id: string; ref: string } | null {
  const m = STORED.exec(url) ?? LINK.exec(url);
  if (!m) return null;
  return { id: m[1]!, ref: `upload:${m[1]}.${m[2]}` };
}

/** Checks that a picture was uploaded by the caller's company and answers its reference. */
export async function ownPicture(db: TExecutor, ctx: TRequestContext, url: string): Promise<string> {
  const found = pictureReference(url.trim());
  if (!found) throw invalid('图片地址无效，请重新上传');
  const [row] = await db
    .select({ id: uploads.id })
    .from(uploads)
    .where(and(eq(uploads.companyId, ctx.companyId), eq(uploads.id, found.id)))
    .limit(1);
  if (!row) throw invalid('图片地址无效，请重新上传');
  return found.ref;
}
