import type { NavigateFunction } from 'react-router';

/** The four tab pages (seed 000 §2); switchTab accepts only these. */
export const TAB_PAGES = ['pages/index', 'pages/house', 'pages/customer', 'pages/user'] as const;
export const LOGIN_PAGE = 'pages/user/pwdLogin';
export const ROOT_PAGE = 'pages/launch';
/** Where the start page sends a visitor without a session. */
export const START_LOGIN_PAGE = 'pages/user/login';

let navigateRef: NavigateFunction | null = null;

/** The router hands its navigate function here once, so that non-React code (api, dialogs) can move. */
export function bindNavigate(fn: NavigateFunction): void {
  navigateRef = fn;
}

const normalise = (url: string) => `/${url.replace(/^[#/]+/, '')}`;
/** The page path of a url or hash: '#/pages/house?x=1' → 'pages/house'. */
export const pathOf = (url: string) => normalise(url).split('?')[0]!.slice(1);

export function isTabPage(url: string): boolean {
  return (TAB_PAGES as readonly string[]).includes(pathOf(url));
}

function go(url: string, replace: boolean): void {
  if (!navigateRef) {
    window.location.hash = normalise(url);
    return;
  }
  navigateRef(normalise(url), { replace });
}

export const nav = {
  navigateTo(url: string): void {
    go(url, false);
  },
  redirectTo(url: string): void {
    go(url, true);
  },
  /** Tab pages are reached with switchTab only. */
  switchTab(url: string): void {
    if (!isTabPage(url)) throw new Error('not TabBar page');
    go(url, true);
  },
  /** Clears the stack and opens a page: used after login and logout. */
  reLaunch(url: string = ROOT_PAGE): void {
    go(url, true);
  },
  /** Back one step; on the first page of the stack, relaunch to the root. */
  navigateBack(): void {
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0 && navigateRef) navigateRef(-1);
    else go(ROOT_PAGE, true);
  },
};

/** Builds `path?query` from an object, skipping empty values. */
export function withQuery(path: string, query: Record<string, string | number | undefined | null>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

/**
 * The page to open instead of the one in `hash` before the app first renders, or null: the start page
 * (or no page) without a session goes straight to the login page, as the start page itself would once
 * its code had loaded and run (one more round trip and render before the login form).
 */
export function startRedirect(hash: string, hasSession: boolean): string | null {
  if (hasSession) return null;
  const page = pathOf(hash);
  return page === '' || page === ROOT_PAGE ? START_LOGIN_PAGE : null;
}
