import { STORAGE_KEYS } from './storage.ts';

export type TSessionHeaders = { token: string; sessionid: string };

/** A short, non-reversible tag of the token, used to key per-user caches (search history, reminders). */
async function tagOf(token: string): Promise<string> {
  if (!globalThis.crypto?.subtle) return token.slice(0, 12);
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token));
  return Array.from(new Uint8Array(digest).slice(0, 8), (b) => b.toString(16).padStart(2, '0')).join('');
}

export const authStore = {
  headers(): TSessionHeaders | null {
    const token = localStorage.getItem(STORAGE_KEYS.token);
    const sessionid = localStorage.getItem(STORAGE_KEYS.sessionid);
    return token && sessionid ? { token, sessionid } : null;
  },

  async save(session: TSessionHeaders): Promise<void> {
    localStorage.setItem(STORAGE_KEYS.token, session.token);
    localStorage.setItem(STORAGE_KEYS.sessionid, session.sessionid);
    localStorage.setItem(STORAGE_KEYS.myToken, await tagOf(session.token));
  },

  /** The hashed my-token: a stable per-login key for local caches. */
  myToken(): string {
    return localStorage.getItem(STORAGE_KEYS.myToken) ?? 'anonymous';
  },

  clear(): void {
    localStorage.removeItem(STORAGE_KEYS.token);
    localStorage.removeItem(STORAGE_KEYS.sessionid);
    localStorage.removeItem(STORAGE_KEYS.myToken);
    localStorage.removeItem(STORAGE_KEYS.userInfo);
  },
};
