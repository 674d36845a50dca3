import { HOUSE_SEARCH_HISTORY } from '@awb/contract/housing-filters';
import { useCallback, useMemo, useState } from 'react';
import { authStore } from '../../platform/auth-store.ts';
import { searchHistory } from './search-history.ts';

/** The search history of one listing type for the signed-in user (seed 000 §9). */
export function useSearchHistory(type: number) {
  const history = useMemo(
    () => searchHistory(localStorage, `${HOUSE_SEARCH_HISTORY.keyPrefix}:${type}`, authStore.myToken()),
    [type],
  );
  const [entries, setEntries] = useState(() => history.list());
  return {
    entries,
    add: useCallback((term: string) => setEntries(history.add(term)), [history]),
    remove: useCallback((term: string) => setEntries(history.remove(term)), [history]),
    clear: useCallback(() => {
      history.clear();
      setEntries([]);
    }, [history]),
  };
}
