/**
 * The 36 approval form icons (seed 001 §9 "Approval form icons: 36 choices"). The seeds do not show
 * them, so they are designed: an antd-mobile-icons glyph on one of six colours. A flow stores the
 * number 1–36 (OA_LIMITS.icons); the glyph key is the web's name for it.
 */
export type TOaIcon = { id: number; key: TOaIconKey; color: string };

const COLORS = ['#2e64ff', '#ff7a1a', '#13ad6b', '#6a52f5', '#f04848', '#1293f0'] as const;

/** Glyph keys, in the order the picker shows them; colours cycle so neighbours differ. */
export const OA_ICON_KEYS = [
  'file',
  'fileWrong',
  'edit',
  'checkShield',
  'team',
  'user',
  'userAdd',
  'userSet',
  'calendar',
  'clock',
  'bankcard',
  'payCircle',
  'shopbag',
  'gift',
  'truck',
  'travel',
  'environment',
  'location',
  'global',
  'histogram',
  'pie',
  'content',
  'list',
  'app',
  'bell',
  'message',
  'mail',
  'phonebook',
  'key',
  'lock',
  'set',
  'pictures',
  'star',
  'flag',
  'send',
  'folder',
] as const;

export type TOaIconKey = (typeof OA_ICON_KEYS)[number];

export const OA_ICONS: TOaIcon[] = OA_ICON_KEYS.map((key, i) => ({
  id: i + 1,
  key,
  color: COLORS[i % COLORS.length]!,
}));

export const DEFAULT_OA_ICON = 1;

/** The icon of a stored number; an unknown one shows the first. */
export function oaIcon(id: number | null | undefined): TOaIcon {
  return OA_ICONS.find((icon) => icon.id === id) ?? OA_ICONS[0]!;
}
