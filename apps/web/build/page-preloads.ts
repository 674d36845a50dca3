import path from 'node:path';
import type { Plugin, Rolldown } from 'vite';
import type { TFirstRequest } from '../src/platform/early-responses.ts';

/**
 * Runs inline in the document's head, before any module. For the page being opened it adds a
 * preload for each chunk and stylesheet, so they download beside the entry's scripts, and, with a
 * session, sends the page's first reads, which the request layer then takes instead of asking again
 * (platform/early-responses.ts). Without it both left only once the entry had downloaded and run.
 * Self-contained: it is written into index.html as text. A visitor without a session on the start page
 * (or none) gets the login page's chunks, as `startRedirect` (platform/nav.ts) sends them there.
 */
export function preloadPage(
  pages: Record<string, string[]>,
  requests: Record<string, TFirstRequest[]>,
  base: string,
  startPage: string,
  loginPage: string,
): void {
  try {
    const page = location.hash.replace(/^#\/?/, '').split('?')[0] ?? '';
    const token = localStorage.getItem('token');
    const sessionid = localStorage.getItem('sessionid');
    const key = page === '' || page === startPage ? (token && sessionid ? startPage : loginPage) : page;
    // Each fetch and each few links in a task of its own: starting a request costs the renderer 1–10 ms
    // (about 30–50 ms for a page's three reads and twelve links, four times that on a slow phone), which
    // in the parser's task made one long task of the document (TBT, measured 2026-11). The tasks run long before
    // the entry's scripts arrive; the answers' promises are registered at once all the same.
    const later = (run: () => void) => setTimeout(run, 0);
    if (token && sessionid) {
      for (const r of requests[key] ?? []) {
        if (r.unlessStored && sessionStorage.getItem(r.unlessStored) !== null) continue;
        const headers: Record<string, string> = { token, sessionid };
        if (r.body !== undefined) headers['content-type'] = 'application/json';
        const response = new Promise<Response>((resolve) =>
          later(() => resolve(fetch(r.url, { method: r.method, headers, body: r.body }))),
        );
        response.catch(() => undefined);
        const pictures = r.pictures;
        if (pictures) {
          // Registered before the app's own reaction, so the copy is taken before the app reads the body.
          // The app's own preload of the same pictures waits for this (`window.__awbPictures`): reading the
          // answer twice, it sometimes came first, and a cover then waited for the app's code instead of
          // only the document (the listing tab's LCP).
          window.__awbPictures = response
            .then((res) => (res.ok ? res.clone().json() : null))
            .then((answer: { data?: Record<string, unknown>[] } | null) => {
              for (const row of (answer?.data ?? []).slice(0, pictures.count)) {
                const src = row[pictures.field];
                if (typeof src !== 'string' || !new RegExp(pictures.signed).test(src)) continue;
                // The card's very URL (file-url.ts `fileUrl`), so the browser fetches it once.
                const [path, query = ''] = src.split('?', 2);
                const params = query.split('&').filter((p) => p && !p.startsWith('w='));
                const link = document.createElement('link');
                link.rel = 'preload';
                link.as = 'image';
                link.href = `${path}?${[...params, `w=${pictures.width}`].join('&')}`;
                link.fetchPriority = 'high';
                document.head.appendChild(link);
              }
            })
            .catch(() => undefined);
        }
        window.__awbEarly ??= [];
        // The key as early-responses.ts `earlyKey` writes it.
        window.__awbEarly.push({ key: `${r.method} ${r.url} ${r.body ?? ''}`, token, at: Date.now(), response });
      }
    }
    const files = pages[key] ?? [];
    for (let from = 0; from < files.length; from += 4) {
      later(() => {
        for (const file of files.slice(from, from + 4)) {
          const link = document.createElement('link');
          if (file.endsWith('.css')) {
            link.rel = 'preload';
            link.as = 'style';
            // As the stylesheet link Vite adds for the chunk (`crossorigin`): with another credentials mode
            // the browser did not use the preload and downloaded each stylesheet again.
            link.crossOrigin = '';
          } else {
            link.rel = 'modulepreload';
          }
          link.href = base + file;
          document.head.appendChild(link);
        }
      });
    }
  } catch {
    // Storage refused (a private window): the router loads the page's chunks as it always did.
  }
}

type TChunk = Rolldown.OutputChunk & { viteMetadata?: { importedCss: Set<string> } };

/** The chunk files a chunk imports statically, itself included, and their stylesheets. */
function staticClosure(first: TChunk, bundle: Rolldown.OutputBundle): { js: string[]; css: string[] } {
  const js: string[] = [];
  const css = new Set<string>();
  const stack = [first.fileName];
  while (stack.length > 0) {
    const file = stack.pop()!;
    if (js.includes(file)) continue;
    const chunk = bundle[file];
    if (chunk?.type !== 'chunk') continue;
    js.push(file);
    for (const sheet of (chunk as TChunk).viteMetadata?.importedCss ?? []) css.add(sheet);
    stack.push(...chunk.imports);
  }
  return { js, css: [...css] };
}

/**
 * The inline script of `preloadPage` with each page's files and first reads (`requests`): for a route, the page modules it shows
 * (`pages`: route → source files, several for the start page, which goes on to home), the chunks and
 * stylesheets of each beyond those the entry loads anyway (its own `modulepreload` and stylesheet tags).
 */
export function pagePreloads(options: {
  root: string;
  pages: Record<string, string[]>;
  requests: () => Promise<Record<string, TFirstRequest[]>>;
  startPage: string;
  loginPage: string;
}): Plugin {
  let base = '/';
  return {
    name: 'awb-page-preloads',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html, ctx) {
        const bundle = ctx.bundle;
        const entry = ctx.chunk as TChunk | undefined;
        if (!bundle || !entry) return undefined;
        const loaded = staticClosure(entry, bundle);
        const skip = new Set([...loaded.js, ...loaded.css]);
        const chunkOf = (file: string) =>
          Object.values(bundle).find(
            (c): c is TChunk => c.type === 'chunk' && c.moduleIds.includes(path.resolve(options.root, file)),
          );
        const files: Record<string, string[]> = {};
        for (const [route, modules] of Object.entries(options.pages)) {
          const wanted = new Set<string>();
          for (const module of modules) {
            const chunk = chunkOf(module);
            if (!chunk) throw new Error(`page-preloads: no chunk holds ${module}`);
            const { js, css } = staticClosure(chunk, bundle);
            for (const file of [...css, ...js]) if (!skip.has(file)) wanted.add(file);
          }
          files[route] = [...wanted];
        }
        const args = [files, await options.requests(), base, options.startPage, options.loginPage]
          .map((a) => JSON.stringify(a))
          .join(',');
        // After the entry's script and module preloads, which the parser then has already sent for, and
        // before the stylesheets: a script after a stylesheet's link waits for it to download.
        const script = `<script>(${preloadPage.toString()})(${args})</script>`;
        const stylesheet = html.search(/<link rel="stylesheet"/);
        const at = stylesheet >= 0 ? stylesheet : html.indexOf('</head>');
        return `${html.slice(0, at)}${script}\n    ${html.slice(at)}`;
      },
    },
  };
}
