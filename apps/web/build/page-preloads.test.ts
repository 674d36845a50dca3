import { afterEach, describe, expect, it, vi } from 'vitest';
import { listingCoverSrc } from '../src/modules/house/components/listing-cover.ts';
import { preloadFirstCovers } from '../src/modules/house/first-cover-preload.ts';
import { listingTabRequests } from '../src/modules/house/listing-first-data.ts';
import { earlyKey, type TFirstRequest, takeEarlyResponse } from '../src/platform/early-responses.ts';
import { preloadPage } from './page-preloads.ts';

const PAGES = {
  'pages/launch': ['assets/launch-1.js', 'assets/home-2.js'],
  'pages/user/login': ['assets/login-3.css', 'assets/login-3.js'],
  'pages/house': ['assets/house-tab-4.js'],
};

const REQUESTS: Record<string, TFirstRequest[]> = {
  'pages/launch': [{ method: 'POST', url: '/user/initialize', body: '{}' }],
  'pages/house': [
    { method: 'POST', url: '/user/initialize', body: '{}' },
    { method: 'POST', url: '/housing/v2/housingPosts', body: '{"type":1}', unlessStored: 'houseListState' },
    { method: 'GET', url: '/search/appUseSwitch?payStatusId=1' },
  ],
};

type TLink = { rel: string; as?: string; crossOrigin?: string; href: string; by?: string };
type TFetch = { url: string; method: string; headers: Record<string, string>; body?: string };

let fetched: TFetch[] = [];

/** Runs the inline script as the document's head would, at `hash`, with `storage`; returns the links it added. */
function open(
  hash: string,
  storage: Record<string, string> | 'refused',
  session: Record<string, string> = {},
): TLink[] {
  const added: TLink[] = [];
  fetched = [];
  const getItem = (from: Record<string, string>) => (key: string) => {
    if (storage === 'refused') throw new Error('SecurityError');
    return from[key] ?? null;
  };
  vi.stubGlobal('location', { hash });
  vi.stubGlobal('localStorage', { getItem: getItem(storage === 'refused' ? {} : storage) });
  vi.stubGlobal('sessionStorage', { getItem: getItem(session) });
  vi.stubGlobal('window', {});
  vi.stubGlobal('fetch', (url: string, init: Omit<TFetch, 'url'>) => {
    fetched.push({ url, ...init });
    return Promise.resolve(new Response(`{"code":200,"url":"${url}"}`));
  });
  vi.stubGlobal('document', {
    createElement: () => ({ rel: '', href: '' }),
    head: { appendChild: (link: TLink) => added.push({ ...link }) },
  });
  // The script's fetches and links each leave in a task of their own: run those tasks.
  const faked = vi.isFakeTimers();
  if (!faked) vi.useFakeTimers();
  preloadPage(PAGES, REQUESTS, '/h5/', 'pages/launch', 'pages/user/login');
  vi.runOnlyPendingTimers();
  if (!faked) vi.useRealTimers();
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
      // In the stylesheet's own credentials mode (Vite's link has `crossorigin`), or the preload goes unused.
      { rel: 'preload', as: 'style', crossOrigin: '', href: '/h5/assets/login-3.css' },
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

describe("the page's first reads, sent by the inline script", () => {
  it('sends them with the session, and the request layer takes each answer once, for the same request only', async () => {
    open('#/pages/house', SESSION);
    expect(fetched).toEqual([
      {
        url: '/user/initialize',
        method: 'POST',
        headers: { ...SESSION, 'content-type': 'application/json' },
        body: '{}',
      },
      {
        url: '/housing/v2/housingPosts',
        method: 'POST',
        headers: { ...SESSION, 'content-type': 'application/json' },
        body: '{"type":1}',
      },
      { url: '/search/appUseSwitch?payStatusId=1', method: 'GET', headers: SESSION, body: undefined },
    ]);
    const w = window as Window;
    expect(w.__awbEarly?.map((r) => r.key)).toEqual([
      earlyKey('POST', '/user/initialize', '{}'),
      earlyKey('POST', '/housing/v2/housingPosts', '{"type":1}'),
      earlyKey('GET', '/search/appUseSwitch?payStatusId=1', undefined),
    ]);
    // Another body, another session: not taken.
    expect(takeEarlyResponse('POST', '/housing/v2/housingPosts', '{"type":2}', 't')).toBeUndefined();
    expect(takeEarlyResponse('POST', '/housing/v2/housingPosts', '{"type":1}', 'other')).toBeUndefined();
    const taken = takeEarlyResponse('POST', '/housing/v2/housingPosts', '{"type":1}', 't');
    expect(await (await taken!).json()).toEqual({ code: 200, url: '/housing/v2/housingPosts' });
    expect(takeEarlyResponse('POST', '/housing/v2/housingPosts', '{"type":1}', 't')).toBeUndefined();
  });

  it('sends nothing without a session, and not the list when this visit has a list state of its own', () => {
    open('#/pages/house', {});
    expect(fetched).toEqual([]);
    open('#/pages/house', SESSION, { houseListState: '{"type":2}' });
    expect(fetched.map((f) => f.url)).toEqual(['/user/initialize', '/search/appUseSwitch?payStatusId=1']);
    open('#/pages/launch', SESSION);
    expect(fetched.map((f) => f.url)).toEqual(['/user/initialize']);
  });

  it("starts nothing in the document's own task: the reads and links leave in later tasks, the answers are registered at once", () => {
    vi.useFakeTimers();
    try {
      fetched = [];
      const added: TLink[] = [];
      vi.stubGlobal('location', { hash: '#/pages/house' });
      vi.stubGlobal('localStorage', { getItem: (k: string) => SESSION[k as keyof typeof SESSION] ?? null });
      vi.stubGlobal('sessionStorage', { getItem: () => null });
      vi.stubGlobal('window', {});
      vi.stubGlobal('fetch', (url: string, init: Omit<TFetch, 'url'>) => {
        fetched.push({ url, ...init });
        return Promise.resolve(new Response('{}'));
      });
      vi.stubGlobal('document', {
        createElement: () => ({ rel: '', href: '' }),
        head: { appendChild: (link: TLink) => added.push({ ...link }) },
      });
      preloadPage(PAGES, REQUESTS, '/h5/', 'pages/launch', 'pages/user/login');
      expect(fetched).toEqual([]);
      expect(added).toEqual([]);
      expect((window as Window).__awbEarly?.length).toBe(3);
      vi.runOnlyPendingTimers();
      expect(fetched.length).toBe(3);
      expect(added.length).toBe(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('leaves a stale answer unused', () => {
    vi.useFakeTimers();
    try {
      open('#/pages/launch', SESSION);
      vi.advanceTimersByTime(10_001);
      expect(takeEarlyResponse('POST', '/user/initialize', '{}', 't')).toBeUndefined();
    } finally {
      vi.useRealTimers();
    }
  });

  it("preloads the first rows' covers as soon as the list answers, at the card's own URL, and the app still reads the answer", async () => {
    const signed = (id: string) => `/files/${id}.png?e=1796380062&s=sig${id.slice(0, 4)}`;
    const covers = [
      signed('8c9f2098-9686-4ec8-81f1-387defeb9c9d'),
      `${signed('3acefd37-d969-488b-a6bf-c4a2250057f0')}&w=480`,
      signed('88ce91f8-c805-4f7b-a45a-047adfc00292'),
    ];
    const answer = JSON.stringify({ code: 200, data: covers.map((cover, i) => ({ houseId: i + 1, cover })) });
    const [list] = listingTabRequests();
    const requests = { 'pages/house': [list!] };
    const added: TLink[] = [];
    vi.stubGlobal('location', { hash: '#/pages/house' });
    vi.stubGlobal('localStorage', { getItem: (key: string) => SESSION[key as keyof typeof SESSION] ?? null });
    vi.stubGlobal('sessionStorage', { getItem: () => null });
    vi.stubGlobal('window', {});
    vi.stubGlobal('fetch', () => Promise.resolve(new Response(answer)));
    vi.stubGlobal('document', {
      createElement: () => ({ rel: '', href: '' }),
      head: { appendChild: (link: TLink) => added.push({ ...link }) },
    });
    vi.useFakeTimers();
    try {
      preloadPage({}, requests, '/h5/', 'pages/launch', 'pages/user/login');
      vi.runOnlyPendingTimers();
    } finally {
      vi.useRealTimers();
    }
    const taken = takeEarlyResponse(list!.method, list!.url, list!.body, 't');
    expect(await (await taken!).json()).toEqual(JSON.parse(answer));
    await vi.waitFor(() => expect(added).toHaveLength(2));
    // The first two rows (EAGER_COVERS): what the cards' <img> ask for, ahead of the rest.
    expect(added).toEqual(
      [covers[0]!, covers[1]!].map((cover) => ({
        rel: 'preload',
        as: 'image',
        href: listingCoverSrc(cover),
        fetchPriority: 'high',
      })),
    );
  });
  it("has the app's own preload of the first covers wait for the document's, so that none is asked for twice", async () => {
    const rows = ['8c9f2098-9686-4ec8-81f1-387defeb9c9d', '3acefd37-d969-488b-a6bf-c4a2250057f0'].map((id) => ({
      cover: `/files/${id}.png?e=1796380062&s=sig${id.slice(0, 4)}`,
    }));
    const answer = JSON.stringify({ code: 200, data: rows });
    const [list] = listingTabRequests();
    const added: TLink[] = [];
    vi.stubGlobal('location', { hash: '#/pages/house' });
    vi.stubGlobal('localStorage', { getItem: (key: string) => SESSION[key as keyof typeof SESSION] ?? null });
    vi.stubGlobal('sessionStorage', { getItem: () => null });
    vi.stubGlobal('window', {});
    vi.stubGlobal('CSS', { escape: (s: string) => s });
    vi.stubGlobal('fetch', () => Promise.resolve(new Response(answer)));
    vi.stubGlobal('document', {
      createElement: () => ({ rel: '', href: '' }),
      head: {
        appendChild: (link: TLink) => added.push({ ...link, by: 'document' }),
        append: (link: TLink) => added.push({ ...link, by: 'app' }),
        querySelector: (selector: string) => added.find((l) => selector.includes(`[href="${l.href}"]`)) ?? null,
      },
    });
    vi.useFakeTimers();
    try {
      preloadPage({}, { 'pages/house': [list!] }, '/h5/', 'pages/launch', 'pages/user/login');
      vi.runOnlyPendingTimers();
    } finally {
      vi.useRealTimers();
    }
    // The app has its answer (here: at once) while the document's copy is still being read.
    await preloadFirstCovers(rows);
    expect(added.map((l) => [l.by, l.href])).toEqual(rows.map((r) => ['document', listingCoverSrc(r.cover)]));
  });
});
