import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { nextCursorParam, nextPageIndex, type TCursorParam, type TPage } from '../ui/paging.ts';

/** A list loaded page by page as the agent scrolls (`pageindex` from 1), the last pages kept while refetching. */
export function usePaged<T>(
  queryKey: unknown[],
  pageSize: number,
  fetchPage: (pageindex: number) => Promise<TPage<T>>,
  enabled = true,
) {
  return useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam }) => fetchPage(pageParam),
    initialPageParam: 1,
    getNextPageParam: (_last, pages) => nextPageIndex(pages, pageSize),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/**
 * The same for a keyset list (docs/api.md "Lists"): each next page is asked with the cursor the last
 * one answered, so the server continues from there instead of skipping rows.
 */
export function useCursorPaged<T>(
  queryKey: unknown[],
  pageSize: number,
  fetchPage: (param: TCursorParam) => Promise<TPage<T>>,
  enabled = true,
) {
  return useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam }: { pageParam: TCursorParam }) => fetchPage(pageParam),
    initialPageParam: { pageindex: 1, cursor: '' },
    getNextPageParam: (_last, pages) => nextCursorParam(pages, pageSize),
    placeholderData: keepPreviousData,
    enabled,
  });
}
