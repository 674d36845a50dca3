import { NOTICE_LIMITS } from '@awb/contract/message.contract';

const ENTITIES: Record<string, string> = {
  '&nbsp;': ' ',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
  '&amp;': '&',
};

/**
 * The list's one-line summary of an announcement's rich text: tags dropped, the common entities
 * decoded, white space collapsed, cut to NOTICE_LIMITS.summaryMax characters. Plain text only, so
 * the list never renders markup.
 */
export function noticeSummary(content: string): string {
  const text = content
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    // Block tags part words; inline ones (<b>, <span>) do not.
    .replace(/<\/?(p|div|br|li|ul|ol|h[1-6]|tr|td|th|table|section|article|blockquote)\b[^>]*>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(nbsp|lt|gt|quot|#39|amp);/g, (e) => ENTITIES[e] ?? e)
    .replace(/\s+/g, ' ')
    .trim();
  const chars = [...text];
  return chars.length > NOTICE_LIMITS.summaryMax ? `${chars.slice(0, NOTICE_LIMITS.summaryMax).join('')}…` : text;
}
