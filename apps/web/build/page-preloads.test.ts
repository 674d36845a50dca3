import { afterEach, describe, expect, it, vi } from 'vitest';
import { preloadPage } from './page-preloads.ts';

const PAGES = {
  'pages/launch': ['assets/launch-1.js', 'assets/home-2.js'],
  'pages/user/login': ['assets/login-3.css', 'assets/login-3.js'],
  'pages/house': ['assets/house-tab-4.js'],
};

type TLink = { rel: string; as?: string; href: string };

/** Runs the inline script as the document's head would, at `hash`, with `storage`; returns the links it added. */
function open(hash: string, storage: Record<string, string> | 'refused'): TLink[] {
  const added: TLink[] = [];
  vi.stubGlobal('location', { hash });
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => {
      if (storage === 'refused') throw new Error('SecurityError');
      return storage[key] ?? null;
    },
  });
  vi.stubGlobal('document', {
    createElement: () => ({ rel: '', href: '' }),
    head: { appendChild: (link: TLink) => added.push({ ...link }) },
  });
  preloadPage(PAGES, '/h5/', 'pages/launch', 'pages/user/login');
  return added;
}

const SESSION = { token: 't', sessionid: 's' };

afterEach(() => vi.unstubAllGlobals());

describe('preloadPage (the inline script of index.html)', () => {
  it("preloads the opened page's chunks as modules and its stylesheets as styles, under the base", () => {
    expect(open('#/pages/house?type=2', SESSION)).toEqual([
      { rel: 'modulepreload', href: '/h5/assets/house-tab-4.js' },
    ]);
    expect(open('#/pages/user/login', {})).toEqual([
      { rel: 'preload', as: 'style', href: '/h5/assets/login-3.css' },
      { rel: 'modulepreload', href: '/h5/assets/login-3.js' },
    ]);
  });

  it('sends the start page to login without a session, as the entry does, and to the start page with one', () => {
    for (const hash of ['', '#/', '#/pages/launch']) {
      expect(open(hash, {}).map((l) => l.href)).toEqual(['/h5/assets/login-3.css', '/h5/assets/login-3.js']);
      expect(open(hash, SESSION).map((l) => l.href)).toEqual(['/h5/assets/launch-1.js', '/h5/assets/home-2.js']);
    }
    // A token without its session id is no session (authStore.headers()).
    expect(open('#/pages/launch', { token: 't' })[0]?.href).toBe('/h5/assets/login-3.css');
  });

  it('adds nothing for other pages, and nothing (without failing) when storage is refused', () => {
    expect(open('#/pages/house/detail?id=1', SESSION)).toEqual([]);
    expect(open('#/pages/launch', 'refused')).toEqual([]);
  });
});
