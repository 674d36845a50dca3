import Bowser from 'bowser';

/**
 * A user agent in words for the signed PDF's audit page: 安卓手机 · Chrome 156, 苹果手机 · 微信 8,
 * Windows 电脑 · Microsoft Edge 131. The raw string stays in the event log; a text that is no user
 * agent (a short description) is printed as it is.
 */

/** Browser names as people in China say them; others keep bowser's name. */
const BROWSER_WORDS: Record<string, string> = {
  WeChat: '微信',
  'QQ Browser': 'QQ浏览器',
  'UC Browser': 'UC浏览器',
  'Android Browser': '安卓浏览器',
  'Samsung Internet for Android': '三星浏览器',
  'MIUI Browser': '小米浏览器',
};

type TParsed = ReturnType<typeof Bowser.parse>;

function deviceOf(p: TParsed): string {
  const os = p.os.name ?? '';
  const type = p.platform.type ?? '';
  const tablet = type === 'tablet';
  if (os === 'Android') return tablet ? '安卓平板' : '安卓手机';
  if (os === 'HarmonyOS') return tablet ? '鸿蒙平板' : '鸿蒙手机';
  if (os === 'iOS') return tablet ? '苹果平板' : '苹果手机';
  if (os === 'macOS') return '苹果电脑';
  if (os === 'Windows') return 'Windows 电脑';
  if (os === 'Chrome OS') return 'Chromebook';
  if (os === 'Linux') return 'Linux 电脑';
  if (type === 'mobile') return '手机';
  if (type === 'desktop') return '电脑';
  return '';
}

function browserOf(p: TParsed): string {
  const name = p.browser.name ?? '';
  // bowser's fallback for a user agent it cannot place says nothing about the browser.
  if (!name || name === 'Mozilla') return '';
  const major = /^\d+/.exec(p.browser.version ?? '')?.[0];
  return [BROWSER_WORDS[name] ?? name, major].filter(Boolean).join(' ');
}

/** The device and browser of a user agent in words; '—' when nothing was recorded. */
export function deviceWords(userAgent: string | null | undefined): string {
  const ua = (userAgent ?? '').trim();
  if (!ua) return '—';
  const parsed = Bowser.parse(ua);
  const words = [deviceOf(parsed), browserOf(parsed)].filter(Boolean).join(' · ');
  return words || ua.slice(0, 60);
}
