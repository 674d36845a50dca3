/** An absolute http(s) URL, normalised, or null: web-view and downloads never open other schemes. */
export function safeHttpUrl(raw: string | null | undefined): string | null {
  if (!raw) return null;
  try {
    const url = new URL(raw.trim());
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/** An image source we may render: an http(s) URL or a path on our own server (uploads, bundled images). */
export function safeImageSrc(raw: string | null | undefined): string | null {
  if (!raw) return null;
  const text = raw.trim();
  if (/^\/(?!\/)/.test(text)) return text;
  return safeHttpUrl(text);
}
