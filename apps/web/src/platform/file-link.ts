import { safeHttpUrl } from './safe-url.ts';

/** The seed's answers to a file link that cannot open (seed 001 §5). */
export const FILE_LINK_MSG = { empty: '文件链接为空', invalid: '下载地址无效' } as const;

/** The address to open for a file link, or the message to show instead. */
export function fileLinkTarget(raw: string | null | undefined): { url: string } | { message: string } {
  if (!raw?.trim()) return { message: FILE_LINK_MSG.empty };
  const url = safeHttpUrl(raw);
  return url ? { url } : { message: FILE_LINK_MSG.invalid };
}
