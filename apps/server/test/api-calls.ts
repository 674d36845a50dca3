import type { THeaders, TTestApp } from './create-test-app.ts';

/** POST a JSON body and GET with a query, as a logged-in user: the two calls the module test kits share. */
export function apiCalls(t: TTestApp) {
  return {
    post: (url: string, headers: THeaders, payload: object) => t.call({ method: 'POST', url, headers, payload }),
    get: (url: string, headers: THeaders, query: Record<string, string | number> = {}) =>
      t.call({
        method: 'GET',
        url,
        headers,
        query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
      }),
  };
}
