/** Local-storage keys (seed 000 §3): token, session id, a hash of the token, user info, last version. */
export const STORAGE_KEYS = {
  token: 'token',
  sessionid: 'sessionid',
  myToken: 'myToken',
  userInfo: 'userInfo',
  lastVersion: 'lastVersion',
  expiryReminded: 'appExpiryReminded',
  draftPrefix: 'draft:',
  searchHistoryPrefix: 'searchHistory:',
} as const;

export function readJson<T>(key: string, fallback: T): T {
  try {
    const raw = localStorage.getItem(key);
    return raw ? (JSON.parse(raw) as T) : fallback;
  } catch {
    return fallback;
  }
}

export function writeJson(key: string, value: unknown): void {
  localStorage.setItem(key, JSON.stringify(value));
}
