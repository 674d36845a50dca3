import { describe, expect, it } from 'vitest';
import { isTabPage, startRedirect, TAB_PAGES, withQuery } from './nav.ts';

describe('isTabPage', () => {
  it('knows the four tab pages of seed 000 §2, with or without slash, hash and query', () => {
    for (const page of TAB_PAGES) expect(isTabPage(page)).toBe(true);
    expect(isTabPage('/pages/house')).toBe(true);
    expect(isTabPage('#/pages/customer?x=1')).toBe(true);
  });

  it('rejects other pages', () => {
    expect(isTabPage('pages/house/detail')).toBe(false);
    expect(isTabPage('pages/user/set/setting')).toBe(false);
    expect(isTabPage('')).toBe(false);
  });
});

describe('withQuery', () => {
  it('appends encoded parameters and skips empty ones', () => {
    expect(withQuery('pages/house/detail', { id: 1, type: 2 })).toBe('pages/house/detail?id=1&type=2');
    expect(withQuery('pages/public/web-view', { url: 'https://a.cn/?q=中', title: undefined, x: null, y: '' })).toBe(
      'pages/public/web-view?url=https%3A%2F%2Fa.cn%2F%3Fq%3D%E4%B8%AD',
    );
    expect(withQuery('pages/index', {})).toBe('pages/index');
  });
});

describe('startRedirect', () => {
  it('sends the start page, or no page, straight to login without a session', () => {
    for (const hash of ['', '#', '#/', '#/pages/launch', '#/pages/launch?from=share']) {
      expect(startRedirect(hash, false)).toBe('pages/user/login');
    }
  });

  it('leaves the start page to decide with a session, and other pages alone', () => {
    expect(startRedirect('#/pages/launch', true)).toBeNull();
    expect(startRedirect('', true)).toBeNull();
    expect(startRedirect('#/pages/index', false)).toBeNull();
    expect(startRedirect('#/pages/public/web-view?url=x', false)).toBeNull();
  });
});
