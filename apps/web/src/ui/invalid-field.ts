import './invalid-field.css';

/**
 * Marks the first invalid field of a form: scrolled to and marked, not only toasted.
 * A form row says which fields it holds with `data-field` (space-separated names or dotted paths:
 * `data-field="communityInfo.roomNo"`); a validation issue's path is matched from the most precise
 * name to the least (`customerInfo.0.phone`, then `customerInfo.0`, then `customerInfo`). The mark is
 * two attributes (React leaves attributes it does not manage alone) styled by invalid-field.css:
 * a red label and the message under the row. It goes once the row is changed or on the next check.
 */
export type TIssuePath = readonly PropertyKey[];

/** The names an issue path may be found under, most precise first. */
export function fieldCandidates(path: TIssuePath): string[] {
  const parts = path.map((p) => String(p));
  const names: string[] = [];
  for (let i = parts.length; i > 0; i -= 1) names.push(parts.slice(0, i).join('.'));
  return names;
}

const INVALID = 'data-invalid';
const MESSAGE = 'data-invalid-message';

export function clearInvalidFields(root: ParentNode = document): void {
  for (const el of root.querySelectorAll<HTMLElement>(`[${INVALID}]`)) {
    el.removeAttribute(INVALID);
    el.removeAttribute(MESSAGE);
  }
}

/** The row that holds the field of an issue path, if the form shows one. */
export function findField(path: TIssuePath, root: ParentNode = document): HTMLElement | null {
  for (const name of fieldCandidates(path)) {
    const el = root.querySelector<HTMLElement>(`[data-field~="${CSS.escape(name)}"]`);
    if (el) return el;
  }
  return null;
}

/** Marks the row of an issue path, scrolls it to the middle of the screen and focuses its input; null when not shown. */
export function markInvalidField(path: TIssuePath, message: string, root: ParentNode = document): HTMLElement | null {
  clearInvalidFields(root);
  const el = findField(path, root);
  if (!el) return null;
  el.setAttribute(INVALID, 'true');
  el.setAttribute(MESSAGE, message);
  const unmark = () => {
    el.removeAttribute(INVALID);
    el.removeAttribute(MESSAGE);
  };
  el.addEventListener('input', unmark, { once: true });
  el.addEventListener('click', unmark, { once: true });
  el.scrollIntoView({ block: 'center', behavior: 'smooth' });
  el.querySelector<HTMLElement>('input, textarea')?.focus({ preventScroll: true });
  return el;
}
