import type { TDeps } from '../../platform/deps.ts';
import type { TIncomingFile } from '../../platform/uploads/upload.service.ts';

/** The company the server's own collected pictures are stored under (platform data, nobody's tenant). */
export const COLLECT_PICTURE_COMPANY = 0;
const FETCH_TIMEOUT_MS = 10_000;
const MAX_BYTES = 10 * 1024 * 1024;

/**
 * A collected listing's pictures as files to copy into a listing (转为房源): the server's own from the
 * upload store, the service's https links fetched — only from the origins the service's pictures are
 * configured to come from (COLLECT_PICTURE_ORIGINS), so a listing cannot make the server fetch anything
 * else. Read before the conversion's transaction; a picture that cannot be read is left out, in order.
 */
export async function collectedPictureFiles(
  deps: Pick<TDeps, 'db' | 'uploads'>,
  pictures: readonly string[],
  allowedOrigins: readonly string[],
  fetchImpl: typeof fetch = fetch,
): Promise<TIncomingFile[]> {
  const files: TIncomingFile[] = [];
  for (const [i, picture] of pictures.entries()) {
    const stored = await deps.uploads.read(deps.db, COLLECT_PICTURE_COMPANY, picture);
    if (stored) {
      files.push({ bytes: stored.bytes, filename: stored.name });
      continue;
    }
    const fetched = await fetchPicture(picture, allowedOrigins, fetchImpl);
    if (fetched) files.push({ bytes: fetched, filename: `collected-${i + 1}` });
  }
  return files;
}

async function fetchPicture(
  link: string,
  allowedOrigins: readonly string[],
  fetchImpl: typeof fetch,
): Promise<Buffer | null> {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' || !allowedOrigins.includes(url.origin)) return null;
  try {
    const res = await fetchImpl(url, { redirect: 'error', signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
    if (!res.ok) return null;
    const bytes = Buffer.from(await res.arrayBuffer());
    return bytes.length > 0 && bytes.length <= MAX_BYTES ? bytes : null;
  } catch {
    return null;
  }
}
