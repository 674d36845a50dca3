import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type Rolldown, runnerImport } from 'vite';
import { pagePreloads } from './build/page-preloads.ts';
import { ROOT_PAGE, START_LOGIN_PAGE } from './src/platform/nav.ts';

const api = 'http://localhost:8080';
/** Paths the dev server forwards to the API server (everything but the app itself). */
const proxied = [
  '/user',
  '/register',
  '/pages/getContent',
  '/base',
  '/search',
  '/try',
  '/ManagementCenter',
  '/files',
  '/dev',
  '/app',
  '/housing',
  '/customer',
  '/community',
  '/org',
  '/oa',
  '/sign',
  '/contract',
  '/setting',
  '/omp',
  '/hk',
  '/house',
  '/compare',
  '/ChangeCenter',
  '/intensiveFarming',
  '/info',
  '/gather',
  '/template',
  '/fpk',
  // The signed PDF's QR code (a redirect to the verification page).
  '/verify',
];

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
/** Text assets worth compressing; pictures and fonts are compressed already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|webmanifest)$/;

/**
 * Writes `name.br` (brotli, quality 11) and `name.gz` (gzip, level 9) beside each text asset of the
 * build, once, so that the server sends them as they are (`preCompressed` in web.routes.ts)
 * instead of compressing on every request or not at all.
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'awb-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = (await fs.readdir(outDir, { recursive: true })).filter((f) => COMPRESSIBLE.test(f));
      await Promise.all(
        files.map(async (name) => {
          const file = path.join(outDir, name);
          const plain = await fs.readFile(file);
          const [br, gz] = await Promise.all([
            brotli(plain, {
              params: {
                [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
                [zlib.constants.BROTLI_PARAM_SIZE_HINT]: plain.length,
              },
            }),
            gzip(plain, { level: 9 }),
          ]);
          await Promise.all([fs.writeFile(`${file}.br`, br), fs.writeFile(`${file}.gz`, gz)]);
        }),
      );
    },
  };
}

/**
 * antd-mobile's stylesheets in a cascade layer of their own, beneath the app's (unlayered) styles: a page's
 * override of a component's variables or rules (`.tabs { --title-font-size: 15px }` on `.adm-tabs`, same
 * specificity) then wins whatever order the chunks' stylesheets arrive in, an order the chunk groups below
 * change.
 */
function antdBeneath(): Plugin {
  return {
    name: 'awb-antd-layer',
    enforce: 'pre',
    transform(code, id) {
      if (!/[\\/]node_modules[\\/]antd-mobile[\\/].*\.css$/.test(id)) return null;
      return { code: `@layer antd {\n${code}\n}\n`, map: null };
    },
  };
}

/**
 * React Router's production build in the app's build. Its package exports send every bundler to
 * dist/development (remix-run/react-router#14102, open), where `ENABLE_DEV_WARNINGS = true` keeps its
 * development warnings and their code in production; dist/production is the same file with it false. The dev
 * server keeps the development build and its warnings.
 */
function reactRouterProduction(): Plugin {
  const resolved = fileURLToPath(import.meta.resolve('react-router'));
  const development = `${path.sep}development${path.sep}`;
  const production = resolved.replace(development, `${path.sep}production${path.sep}`);
  return {
    name: 'awb-react-router-production',
    apply: 'build',
    config() {
      // Once React Router's exports give bundlers its production build, there is nothing to do.
      if (!resolved.includes(development)) return;
      if (!existsSync(production)) {
        throw new Error(`React Router's production build is not at ${production}: see reactRouterProduction()`);
      }
      return { resolve: { alias: [{ find: /^react-router$/, replacement: production }] } };
    },
  };
}

type TModuleInfo = NonNullable<ReturnType<Rolldown.ChunkingContext['getModuleInfo']>>;
const src = (file: string) => path.resolve(import.meta.dirname, 'src', file);
const ENTRY = src('main.tsx');
const START_PAGE = src('modules/account/pages/launch.tsx');
const LOGIN_PAGE = src('modules/account/pages/login.tsx');
const HOME = src('modules/home/pages/home.tsx');
const LISTING_TAB = src('modules/house/pages/house-tab.tsx');
const OTHER_TABS = [src('modules/customer/pages/customer-tab.tsx'), src('modules/account/pages/user-center.tsx')];

const appModule = (id: string) => !/[\\/]node_modules[\\/]/.test(id);

/**
 * The app's own modules (src/, the contract) reached from `roots` by static imports, not through
 * node_modules: a package's barrel (antd-mobile's es/index.js) statically reaches all of the package,
 * however little of it the app uses.
 */
function appClosure(roots: string[], info: (id: string) => TModuleInfo | null): Set<string> {
  const seen = new Set<string>();
  const stack = [...roots];
  while (stack.length > 0) {
    const id = stack.pop()!;
    if (seen.has(id) || !appModule(id)) continue;
    seen.add(id);
    stack.push(...(info(id)?.importedIds ?? []));
  }
  return seen;
}

/** Chunk group of every module, computed once per chunking pass (its module infos are reused within it). */
const groupsOfPass = new WeakMap<TModuleInfo, Map<string, string>>();

function groupsOf(ctx: Rolldown.ChunkingContext): Map<string, string> | undefined {
  const entry = ctx.getModuleInfo(ENTRY);
  if (!entry) return undefined;
  const cached = groupsOfPass.get(entry);
  if (cached) return cached;
  const info = (id: string) => ctx.getModuleInfo(id);
  const groups = new Map<string, string>();
  const assign = (name: string, ids: Set<string>, skip: Set<string> = new Set()) => {
    for (const id of ids) if (!groups.has(id) && !skip.has(id)) groups.set(id, name);
  };
  // Order matters: a module goes to the first group that reaches it.
  assign('first', appClosure([ENTRY, START_PAGE], info), new Set([ENTRY, START_PAGE]));
  const home = appClosure([HOME], info);
  const listingTab = appClosure([LISTING_TAB], info);
  const login = appClosure([LOGIN_PAGE], info);
  const inTwo = (id: string) => Number(home.has(id)) + Number(listingTab.has(id)) + Number(login.has(id)) >= 2;
  assign('tabs-shared', new Set([...home, ...listingTab, ...login].filter(inTwo)));
  // A module the customer tab or the user centre uses too stays out of home's and login's groups: with it,
  // opening such a tab loaded the whole group (the customer tab loaded login's code: 162 -> 122 KB gzip
  // beyond the first screen; the user centre 174 -> 130 KB). The listing tab's group keeps its shared
  // modules (list, paging, gate): split out, the tab needed six more requests to show.
  const otherTabs = appClosure(OTHER_TABS, info);
  assign('home', home, otherTabs);
  assign('house-tab', listingTab);
  assign('login', login, otherTabs);
  groupsOfPass.set(entry, groups);
  return groups;
}

/**
 * The node_modules every page loads first, in one `vendor` chunk, with what they import: React with
 * React DOM; antd-mobile's small helpers the first screen uses (its render hook, set by platform/antd-react19.ts,
 * and DOM checks); TanStack Query's core and hooks; antd-mobile's ConfigProvider with the zh-CN locale, DotLoading
 * and its global stylesheet. Left to the automatic split, react-dom and the helpers landed in chunks with
 * antd-mobile's Mask and react-spring (23 KB gzip of animation code on the first screen), and the small pieces
 * made six chunks of 0.1–5 KB. One group, not three (react, antd-utils, first-vendor): three requests would
 * each be a round trip on one of HTTP/1.1's six connections and a share of the bandwidth spent waiting
 * (Lighthouse's simulation divides it among the requests in flight). antd-mobile's barrel stays out (it goes
 * with `first`, WITH_FIRST): it imports all of antd-mobile, which the group would take in with it. So do the
 * three helpers that import react-spring. (Rolldown's runtime cannot be put in a group: it stays a file.)
 */
const VENDOR =
  /[\\/]node_modules[\\/]((react|react-dom|scheduler)[\\/]|antd-mobile[\\/]es[\\/]utils[\\/](?!reduce-and-restore-motion|use-drag-and-pinch|use-tab-list-scroll)[\w-]+\.js|rc-util[\\/]lib[\\/]React[\\/]render\.js|@babel[\\/]runtime[\\/]helpers[\\/](regenerator\w*|asyncToGenerator|OverloadYield)\.js|classnames[\\/]|antd-mobile[\\/]es[\\/](locales[\\/]zh-CN\.js|components[\\/](config-provider[\\/]config-provider\.js|dot-loading[\\/])|global[\\/])|@tanstack[\\/](react-query[\\/]build[\\/]modern[\\/](QueryClientProvider|IsRestoringProvider|QueryErrorResetBoundary|errorBoundaryUtils|suspense|useBaseQuery|useQuery|useInfiniteQuery|useMutation)|query-core[\\/]build[\\/]modern[\\/](mutationObserver|timeoutManager|utils|environmentManager|subscribable|focusManager|notifyManager|onlineManager|retryer|removable|infiniteQueryBehavior|infiniteQueryObserver|query|queryObserver))\.js)/;

/**
 * The chunk group of an app module: over HTTP/1.1's six connections the listing tab's ~65
 * small automatic chunks (1–3 KB each) cost more round trips than bytes, and its cover waited behind them.
 * - `first`: the app modules the entry imports statically, in one chunk (the automatic split made
 *   eight, by which lazy pages share each), and those the start page adds (check-bundle-size counts them
 *   in the first screen; as a `start` chunk and stylesheet of their own, which every entry page loads,
 *   they would be two requests more on each); node_modules keep their chunks (vendor, …).
 * - `tabs-shared`, `home`, `house-tab`, `login`: the app modules home, the listing tab and the login
 *   page (where the start page sends a visitor without a session) import beyond those: those that two
 *   of them use, and each one's own (home's and the listing tab's with the page module itself). Other
 *   pages that use one of them load a few KB more; everything else is left to the automatic split.
 */
function chunkGroupOf(id: string, ctx: Rolldown.ChunkingContext): string | null {
  if (WITH_TABS_SHARED.test(id)) return 'tabs-shared';
  if (WITH_FIRST.test(id)) return 'first';
  return groupsOf(ctx)?.get(id) ?? null;
}

/**
 * With the first screen: antd-mobile's Button, which every entry page draws (one request fewer), and the
 * contract's phone and code checks (0.5 KB gzip), which login, the user centre and most forms use: alone
 * they were one more chunk for each. And antd-mobile's barrel (es/index.js, which re-exports all of
 * antd-mobile): nothing of it is left after tree-shaking, but alone it was a chunk of its own, one request
 * more on the first screen, and in `vendor` it would take all of antd-mobile in with it (VENDOR).
 */
const WITH_FIRST =
  /[\\/]node_modules[\\/]antd-mobile[\\/]es[\\/](components[\\/]button[\\/]|index\.js$)|[\\/]contract[\\/]src[\\/]common[\\/]validators\.ts$/;

/**
 * antd-mobile's NavBar (with its back icon), Badge and the clear icon of Input and the listing tab's search,
 * which the page shell and the tab headers of home, the listing tab and login all draw, and the few ahooks
 * helpers that both antd groups below import: in `tabs-shared`, which all three pages load, rather than a
 * chunk (and a stylesheet) more on each, or one antd group importing the other. So are the stylesheets of
 * Tabs and Dropdown, which the listing and customer tabs' stand-ins draw with (ui/line-tabs.tsx,
 * ui/deferred-dropdown/): two requests fewer there, 0.5 KB gzip more on home and login. And the account
 * module's format.ts (role names, dates: 0.4 KB gzip), which home's header and the user centre import: alone
 * it is a file more on both.
 */
const WITH_TABS_SHARED =
  /[\\/]src[\\/]modules[\\/]account[\\/]format\.ts$|[\\/]node_modules[\\/](antd-mobile[\\/]es[\\/]components[\\/](badge|nav-bar)[\\/]|antd-mobile[\\/]es[\\/]components[\\/](tabs[\\/]tabs|dropdown[\\/]dropdown)\.css|antd-mobile-icons[\\/]es[\\/](CloseCircleFill|LeftOutline)\.js|ahooks[\\/]es[\\/](useLatest[\\/]|useUnmount[\\/]|utils[\\/](index|isDev|depsAreSame|domTarget|createEffectWithTarget|useEffectWithTarget)\.))/;

export default defineConfig({
  base: '/h5/',
  plugins: [
    reactRouterProduction(),
    antdBeneath(),
    react(),
    // The chunks of the page being opened, preloaded from the document, and its first reads, sent from
    // there too, as main.tsx's prefetch sends them: the app's entry pages.
    pagePreloads({
      root: path.resolve(import.meta.dirname, 'src'),
      pages: {
        [ROOT_PAGE]: ['modules/account/pages/launch.tsx', 'modules/home/pages/home.tsx'],
        [START_LOGIN_PAGE]: ['modules/account/pages/login.tsx'],
        'pages/index': ['modules/home/pages/home.tsx'],
        'pages/house': ['modules/house/pages/house-tab.tsx'],
        'pages/customer': ['modules/customer/pages/customer-tab.tsx'],
        'pages/user': ['modules/account/pages/user-center.tsx'],
      },
      // Through Vite's module runner: the app's modules import the contract's TypeScript sources.
      requests: async () =>
        (
          await runnerImport<typeof import('./src/first-requests.ts')>(src('first-requests.ts'), { configFile: false })
        ).module.documentRequests(),
      startPage: ROOT_PAGE,
      loginPage: START_LOGIN_PAGE,
    }),
    precompress(),
  ],
  // CSS modules through Lightning CSS, not PostCSS: postcss-modules inlines every file named in a
  // `composes: x from "…"` into the composing file as text parsed without a source, which Vite warns
  // about on every build ("A PostCSS plugin did not pass the `from` option…") and which duplicated
  // the shared ui/ rules into each such file. Lightning CSS resolves those references by name.
  css: { transformer: 'lightningcss' },
  server: { port: 5173, proxy: Object.fromEntries(proxied.map((p) => [p, api])) },
  build: {
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 800,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // The first screen's node_modules in one chunk (VENDOR): React, antd-mobile's small helpers and
            // TanStack Query's pieces.
            { name: 'vendor', test: VENDOR },
            // Fewer, larger chunks of the app's own modules (chunkGroupOf). Without their node_modules
            // dependencies, which would bring antd-mobile's barrel and with it all of antd-mobile.
            { name: chunkGroupOf, debugName: 'app groups', includeDependenciesRecursively: false },
            // The antd-mobile components, icons and hooks the home and listing tabs use beyond the first
            // screen, which the automatic split gave ~25 chunks of 1–3 KB: two chunks, what the
            // listing tab's first render uses (the cards' Tag, the list's InfiniteScroll, with the ahooks and
            // lodash functions these import) and what home adds. Only those functions of ahooks: matching all
            // of it put every hook any page uses into the group, with resize-observer-polyfill (13 KB
            // minified, for ImageUploader's useSize), on both tabs. Button goes with the start page
            // (chunkGroupOf), and Toast, Mask, Popup, Image and
            // react-spring: with them the first screen imported the group (check-bundle-size: 208 KB).
            {
              name: 'antd-list',
              test: /[\\/]node_modules[\\/](antd-mobile[\\/]es[\\/]components[\\/](infinite-scroll|tag)[\\/]|antd-mobile-icons[\\/]es[\\/](AddOutline|DownFill|LockOutline|SearchOutline)\.js|ahooks[\\/]es[\\/](useLockFn[\\/]|useThrottleFn[\\/]|utils[\\/]lodash-polyfill\.)|lodash[\\/](debounce|throttle|isObject|isObjectLike|isSymbol|now|toNumber|_\w+)\.js)/,
              includeDependenciesRecursively: false,
            },
            {
              name: 'antd-home',
              test: /[\\/]node_modules[\\/](antd-mobile[\\/]es[\\/]components[\\/](grid|notice-bar|selector|skeleton|space)[\\/]|antd-mobile-icons[\\/]es[\\/](AddSquareOutline|BellOutline|CloseOutline|CompassOutline|EditSOutline|FileOutline|HistogramOutline|LocationOutline|RightOutline|SoundOutline|TeamOutline|UserAddOutline)\.js|ahooks[\\/]es[\\/]useTimeout[\\/]|antd-mobile[\\/]es[\\/]hooks[\\/]useFieldNames\.js)/,
              includeDependenciesRecursively: false,
            },
            // What the login page's form draws with (Input, Checkbox, and List's and Form's stylesheets, which
            // ui/plain-form uses without their code), as do most forms: one chunk and one stylesheet, where
            // the automatic split made six files and Input came with antd-home (11 KB gzip).
            {
              name: 'antd-form',
              test: /[\\/]node_modules[\\/]antd-mobile[\\/]es[\\/]components[\\/]((input|checkbox)[\\/]|form[\\/]form\.css)/,
              includeDependenciesRecursively: false,
            },
            // react-spring with the Mask, and @use-gesture with the Popup, as the automatic split had them
            // while the customer tab imported PullToRefresh. Since the tab loads it on idle
            // (ui/deferred-pull-to-refresh/), its dynamic import reaches react-spring and @use-gesture but not
            // the Mask or the Popup, and the automatic split gave each a chunk of its own: one request more
            // for every page with a Toast, a Dialog or a Popup, and a longer dependency list of every route.
            {
              name: 'mask',
              test: /[\\/]node_modules[\\/](@react-spring[\\/]|antd-mobile[\\/]es[\\/]components[\\/]mask[\\/])/,
              includeDependenciesRecursively: false,
            },
            {
              name: 'action-sheet',
              test: /[\\/]node_modules[\\/](@use-gesture[\\/]|antd-mobile[\\/]es[\\/]components[\\/](action-sheet|popup|safe-area)[\\/])/,
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
});
