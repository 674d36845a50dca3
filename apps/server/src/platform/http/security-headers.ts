import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/**
 * The image source of a map tile URL template for the CSP: `https://webrd0{s}.is.autonavi.com/…`
 * becomes `https://*.is.autonavi.com` (a wildcard may stand only for the leftmost labels).
 */
export function tileSource(template: string): string | undefined {
  const match = /^(https?):\/\/([^/]+)/.exec(template.trim());
  if (!match) return undefined;
  const labels = (match[2] ?? '').split('.');
  const first = labels.findLastIndex((label) => label.includes('{'));
  const host = first >= 0 ? ['*', ...labels.slice(first + 1)].join('.') : labels.join('.');
  return `${match[1]}://${host}`;
}

/**
 * The headers a JSON answer or a raster picture gets (OWASP's REST set): a policy under which such an
 * answer, were it ever opened as a page, loads nothing and cannot be framed; HSTS; no sniffing; no
 * referrer; no loading by other sites. The page-oriented rest of Helmet's set (COOP,
 * Origin-Agent-Cluster, the legacy X- headers, the app's own policy) concerns documents: on the API's
 * answers it was 12 headers and 0.8 KB each, which cost about a third of a small call's throughput, and
 * 0.8 KB more on every 6 KB listing cover (measured 2026-11).
 */
export const API_HEADERS: ReadonlyArray<readonly [string, string]> = [
  ['content-security-policy', "default-src 'none'; frame-ancestors 'none'"],
  ['cross-origin-resource-policy', 'same-origin'],
  ['referrer-policy', 'no-referrer'],
  ['strict-transport-security', 'max-age=31536000; includeSubDomains'],
  ['x-content-type-options', 'nosniff'],
];

/**
 * The answers that get `API_HEADERS`: JSON and pictures no browser runs anything in (SVG, which can
 * carry scripts, and PDFs keep Helmet's set with the app's policy); and the web build's scripts and
 * stylesheets, whose own policy a browser does not apply to the page that loads them (nosniff is what
 * matters on them). The page's ~18 scripts and stylesheets carried Helmet's page headers, 0.8 KB each,
 * which HTTP/1.1 sends uncompressed (measured 2026-11). Not a worker's script (`WORKER_SCRIPT`).
 */
export const LEAN_HEADER_TYPES =
  /^(?:application\/json|image\/(?:png|jpeg|webp|gif)|text\/css|(?:application|text)\/javascript)(?:;|$)/;

/**
 * A script a page starts as a worker (pdf.js's `pdf.worker.min-*.mjs`): the policy of its own answer is the
 * worker's, so it keeps Helmet's set with the app's policy.
 */
export const WORKER_SCRIPT = /worker[^/?]*\.m?js(?:\?|$)/i;

/**
 * Helmet's headers on every answer but JSON (HSTS, Referrer-Policy no-referrer, nosniff, COOP/CORP)
 * and a strict Content-Security-Policy: scripts only from the app itself (its files and the build's
 * inline script, by hash), no framing of the app by anyone (`frame-ancestors 'none'`), connections
 * only back to this server. Styles: the app's own files; inline style attributes stay allowed (rich
 * text from the announcement editor carries them). Images also from `imgSources` (the map tiles). The
 * web-view page frames https pages by design. JSON answers, raster pictures and the build's scripts and
 * stylesheets get `API_HEADERS` instead.
 *
 * Helmet's middleware is built once here and only sets its ready headers on each answer (the Fastify
 * plugin builds it again for every request, parsing the policy each time). Set just before
 * the answer leaves, when its type is known (and on errors and 404s, which are answers too).
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  options: { imgSources: string[]; scriptHashes?: string[] },
): Promise<void> {
  const setHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        'default-src': ["'self'"],
        // Also the web build's own inline script, by its hash (inline-scripts.ts).
        'script-src': ["'self'", ...(options.scriptHashes ?? [])],
        'style-src': ["'self'"],
        'style-src-attr': ["'unsafe-inline'"],
        'img-src': ["'self'", 'data:', 'blob:', ...options.imgSources],
        'font-src': ["'self'", 'data:'],
        'connect-src': ["'self'"],
        'worker-src': ["'self'", 'blob:'],
        'frame-src': ['https:'],
        'object-src': ["'none'"],
        'base-uri': ["'self'"],
        'form-action': ["'self'"],
        'frame-ancestors': ["'none'"],
      },
    },
    // The app opens no cross-origin windows it must talk to, but the face check opens the provider's page.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
  });
  app.addHook('onSend', (req, reply, payload, done) => {
    const type = reply.getHeader('content-type');
    if (typeof type === 'string' && LEAN_HEADER_TYPES.test(type) && !WORKER_SCRIPT.test(req.url)) {
      for (const [name, value] of API_HEADERS) reply.raw.setHeader(name, value);
      done(null, payload);
      return;
    }
    setHeaders(req.raw, reply.raw, (err) => (err ? done(err as Error) : done(null, payload)));
  });
}
