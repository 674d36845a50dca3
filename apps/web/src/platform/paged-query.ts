import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { nextCursorParam, type TCursorParam, type TPage } from './paging.ts';

/**
 * A list loaded page by page as the agent scrolls, the last pages kept while refetching. Keyset lists
 * (docs/api.md "Lists") answer a cursor: each next page is asked with it, so the server continues from
 * there instead of skipping rows; other lists answer none and page by number alone.
 */
export function useCursorPaged<T>(
  queryKey: unknown[],
  pageSize: number,
  fetchPage: (param: TCursorParam) => Promise<TPage<T>>,
  enabled = true,
  /** How long a loaded list counts as fresh (a prefetched first page is not asked for again on mount). */
  staleTime = 0,
) {
  return useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam }: { pageParam: TCursorParam }) => fetchPage(pageParam),
    initialPageParam: { pageindex: 1, cursor: '' },
    getNextPageParam: (_last, pages) => nextCursorParam(pages, pageSize),
    placeholderData: keepPreviousData,
    enabled,
    staleTime,
  });
}

/** A list that pages by number only (`pageindex` from 1). */
export function usePaged<T>(
  queryKey: unknown[],
  pageSize: number,
  fetchPage: (pageindex: number) => Promise<TPage<T>>,
  enabled = true,
) {
  return useCursorPaged(queryKey, pageSize, ({ pageindex }) => fetchPage(pageindex), enabled);
}
