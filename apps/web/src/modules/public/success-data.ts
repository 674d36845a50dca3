import { safeImageSrc } from '../../platform/safe-url.ts';

/** What a success-page button does: open a page or URL, go back, go home, copy a text, download a file. */
export type TSuccessAction = 'back' | 'home' | 'copy' | 'download';

export type TSuccessButton = { text: string; url?: string; action?: TSuccessAction; value?: string; primary?: boolean };

/** The `data` parameter of pages/public/success, normalised: buttons come in groups, each group a row. */
export type TSuccessData = {
  title: string;
  /** 'success' | 'fail' | 'waiting' for a built-in picture, or a safe image URL. */
  image: string;
  message: string;
  description: string;
  groups: TSuccessButton[][];
};

const ACTIONS: readonly string[] = ['back', 'home', 'copy', 'download'];
const ICONS: readonly string[] = ['success', 'fail', 'waiting'];

export const SUCCESS_DEFAULTS: TSuccessData = {
  title: '操作成功',
  image: 'success',
  message: '操作成功',
  description: '',
  groups: [[{ text: '返回首页', action: 'home', primary: true }]],
};

const text = (v: unknown, max = 200) => (typeof v === 'string' ? v.trim().slice(0, max) : '');

function parseButton(raw: unknown): TSuccessButton | null {
  if (!raw || typeof raw !== 'object') return null;
  const b = raw as Record<string, unknown>;
  const label = text(b.text, 20);
  const action = text(b.action);
  const url = text(b.url, 2000);
  if (!label || (!url && !ACTIONS.includes(action))) return null;
  return {
    text: label,
    ...(url ? { url } : {}),
    ...(ACTIONS.includes(action) ? { action: action as TSuccessAction } : {}),
    ...(typeof b.value === 'string' ? { value: b.value } : {}),
    ...(b.primary === true || b.type === 'primary' ? { primary: true } : {}),
  };
}

/** A flat list is one button per row; nested lists are rows of buttons side by side. */
function parseGroups(raw: unknown): TSuccessButton[][] {
  if (!Array.isArray(raw)) return [];
  const groups = raw
    .map((item) => (Array.isArray(item) ? item : [item]).map(parseButton).filter((b) => b !== null))
    .filter((g) => g.length > 0);
  const anyPrimary = groups.some((g) => g.some((b) => b.primary));
  if (!anyPrimary && groups[0]?.[0]) groups[0][0] = { ...groups[0][0], primary: true };
  return groups;
}

/** Parses the JSON-encoded `data` of the success page (seed 000 §2); anything broken falls back to defaults. */
export function parseSuccessData(raw: string | null | undefined): TSuccessData {
  let value: unknown = null;
  try {
    value = raw ? JSON.parse(raw) : null;
  } catch {
    value = null;
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) return SUCCESS_DEFAULTS;
  const d = value as Record<string, unknown>;
  const image = text(d.image, 2000);
  const groups = parseGroups(d.buttons);
  return {
    title: text(d.title, 20) || SUCCESS_DEFAULTS.title,
    image: ICONS.includes(image) ? image : (safeImageSrc(image) ?? SUCCESS_DEFAULTS.image),
    message: text(d.message, 100) || SUCCESS_DEFAULTS.message,
    description: text(d.description, 300),
    groups: groups.length > 0 ? groups : SUCCESS_DEFAULTS.groups,
  };
}

/** The rows of buttons that lead somewhere: an action, a web address or a page the app serves (no dead ends); 返回首页 if none does. */
export function reachableGroups(groups: TSuccessButton[][], isPage: (path: string) => boolean): TSuccessButton[][] {
  const leads = (b: TSuccessButton) =>
    b.action !== undefined || /^https?:\/\//i.test(b.url ?? '') || isPage(b.url ?? '');
  const kept = groups.map((g) => g.filter(leads)).filter((g) => g.length > 0);
  return kept.length > 0 ? kept : SUCCESS_DEFAULTS.groups;
}
