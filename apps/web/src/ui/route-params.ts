/**
 * A query parameter a page cannot work without: its name (or names, the first present wins, as in
 * `houseId ?? id`) and its kind: `id` a positive whole number, `text` any non-blank string.
 */
export type TRequiredParam = string | { name: string | readonly string[]; kind?: 'id' | 'text' };

const ID = /^0*[1-9]\d*$/;

/** A positive whole number that fits in a JS number (what the pages' `Number(x) || 0` would accept as an id). */
export function isIdParam(value: string | null): boolean {
  return value !== null && ID.test(value.trim()) && Number.isSafeInteger(Number(value));
}

function firstValue(params: URLSearchParams, name: string | readonly string[]): string | null {
  for (const n of typeof name === 'string' ? [name] : name) {
    const value = params.get(n);
    if (value !== null) return value;
  }
  return null;
}

/**
 * The required parameters that are missing or malformed (a bare name is an id). A page with any would
 * otherwise wait forever for a query that never runs.
 */
export function badParams(params: URLSearchParams, required: readonly TRequiredParam[]): string[] {
  return required.flatMap((param) => {
    const { name, kind = 'id' } = typeof param === 'string' ? { name: param } : param;
    const value = firstValue(params, name);
    const ok = kind === 'id' ? isIdParam(value) : (value ?? '').trim() !== '';
    return ok ? [] : [typeof name === 'string' ? name : name.join('|')];
  });
}
