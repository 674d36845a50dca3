import { z } from 'zod';

/**
 * Issues without a message of our own get this marker, so that the error handler can replace them
 * with a Chinese message naming the field, instead of Zod's English default.
 */
export const DEFAULT_MESSAGE_MARK = '\u0000default:';

let installed = false;

export function installZodMessages(): void {
  if (installed) return;
  installed = true;
  z.config({ localeError: (issue) => ({ message: `${DEFAULT_MESSAGE_MARK}${issue.code}` }) });
}

/** The message an agent sees for one validation issue. */
export function issueMessage(message: string, path: string): string {
  if (!message.startsWith(DEFAULT_MESSAGE_MARK)) return message;
  const field = path.replace(/^\//, '').replaceAll('/', '.');
  return field ? `参数错误：${field}` : '参数错误';
}
