/** The seed's answers to a copy (seed 001 §5 and §9). */
export const COPY_MSG = { empty: '文本内容为空', done: '复制成功', failed: '复制失败，请长按手动复制' } as const;

/** Copies a text; falls back to a hidden textarea where the Clipboard API is missing (plain-HTTP hosts). */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.cssText = 'position:fixed;top:-1000px;opacity:0';
    document.body.appendChild(area);
    area.select();
    const ok = document.execCommand('copy');
    area.remove();
    return ok;
  }
}

/** Copies a text and says what to show: 文本内容为空 when there is nothing to copy (the clipboard is left alone). */
export async function copyWithMessage(
  text: string,
  done: string = COPY_MSG.done,
): Promise<{ ok: boolean; message: string }> {
  if (!text.trim()) return { ok: false, message: COPY_MSG.empty };
  const ok = await copyText(text);
  return { ok, message: ok ? done : COPY_MSG.failed };
}
