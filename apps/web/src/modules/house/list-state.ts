import { useSyncExternalStore } from 'react';
import { EMPTY_FILTER, type THouseFilter } from './house-filter.ts';

/**
 * The listing list's state (sale/rent tab, search key, filters, sort). It lives outside the tab page
 * so that opening a listing, the search page or the picker and coming back finds the list as it was;
 * sessionStorage keeps it across a reload of the page, not across logins.
 */
/** newKey of housingPosts: 1 community id, 2 house code, 3 keyword. */
export type THouseSearch = { type: number; key: string; label: string };

export type THouseListState = {
  type: number;
  /** The search page's choice, sent as newKey {type, key}; label is what the search box shows. */
  search?: THouseSearch;
  filter: THouseFilter;
  sort: number;
};

/** sessionStorage's key of the list's state. */
export const LIST_STATE_STORAGE_KEY = 'houseListState';
export const INITIAL_LIST_STATE: THouseListState = { type: 1, filter: EMPTY_FILTER, sort: 0 };

function load(): THouseListState {
  try {
    const raw = sessionStorage.getItem(LIST_STATE_STORAGE_KEY);
    if (!raw) return INITIAL_LIST_STATE;
    const saved = JSON.parse(raw) as Partial<THouseListState>;
    return { ...INITIAL_LIST_STATE, ...saved, filter: { ...EMPTY_FILTER, ...saved.filter } };
  } catch {
    return INITIAL_LIST_STATE;
  }
}

let state: THouseListState | null = null;
const listeners = new Set<() => void>();

function current(): THouseListState {
  state ??= load();
  return state;
}

export function setListState(update: Partial<THouseListState>): void {
  state = { ...current(), ...update };
  try {
    sessionStorage.setItem(LIST_STATE_STORAGE_KEY, JSON.stringify(state));
  } catch {
    // The list still works for this visit.
  }
  for (const l of listeners) l();
}

export function getListState(): THouseListState {
  return current();
}

export function useListState(): THouseListState {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    current,
    current,
  );
}
