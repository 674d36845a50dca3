import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { DotLoading, InfiniteScroll, useConfig } from 'antd-mobile';
import { type Key, type ReactNode, useDeferredValue, useEffect, useState } from 'react';
import { pageRows, type TPage } from '../platform/paging.ts';
import styles from './infinite-list.module.css';
import { LoadError, LoadingBlock } from './query-view.tsx';

type TProps<T> = {
  query: UseInfiniteQueryResult<InfiniteData<TPage<T>>>;
  itemKey: (item: T) => Key;
  /** `index`: the row's place in the list (the first rows are on the first screen). */
  renderItem: (item: T, index: number) => ReactNode;
  /** Shown when the first page is empty. */
  empty: ReactNode;
  /** Above the rows once loaded, e.g. 共 N 人. */
  header?: (total: number) => ReactNode;
  className?: string;
};

/**
 * A paged list (seed page sizes) loaded by antd-mobile's InfiniteScroll as the end comes into view;
 * a failed page offers a retry in place. No pull-to-refresh (seed 000 §2).
 */
export function InfiniteList<T>({ query: current, itemKey, renderItem, empty, header, className }: TProps<T>) {
  // Rows that arrive are drawn in a render React can split into short tasks (a deferred value renders at
  // transition priority); the query's own update renders synchronously, as one long task when it brings
  // a page of cards (Total Blocking Time). Until then the list shows what it showed.
  const query = useDeferredValue(current);
  if (query.isPending) return <LoadingBlock />;
  if (query.isError && !query.data) return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  const rows = pageRows(query.data?.pages);
  if (rows.length === 0) return empty;
  const total = query.data?.pages[0]?.total ?? rows.length;
  const loadMore = async () => {
    const result = await query.fetchNextPage();
    if (result.isError) throw result.error;
  };
  return (
    <>
      {header?.(total)}
      <div className={className ?? styles.list}>
        {rows.map((row, index) => (
          <div key={itemKey(row)}>{renderItem(row, index)}</div>
        ))}
      </div>
      <ListEnd loadMore={loadMore} hasMore={query.hasNextPage} />
    </>
  );
}

/**
 * The end of the list, where antd-mobile's InfiniteScroll loads the next page as it comes into view. It
 * measures where it is after every render (getBoundingClientRect): mounted with the first cards, that
 * lays out the whole list inside React's commit, a 33 ms forced layout that makes it one long task (Total
 * Blocking Time, measured 2026-11). So it takes over from the first frame after the cards have painted;
 * until then its markup stands in, with its words from the app's locale.
 */
function ListEnd({ loadMore, hasMore }: { loadMore: () => Promise<void>; hasMore: boolean }) {
  const armed = useArmedAfterPaint();
  const { locale } = useConfig();
  if (armed) return <InfiniteScroll className={styles.more} loadMore={loadMore} hasMore={hasMore} />;
  return (
    <div className={`adm-infinite-scroll ${styles.more}`}>
      {hasMore ? (
        <>
          <span>{locale.common.loading}</span>
          <DotLoading />
        </>
      ) : (
        <span>{locale.InfiniteScroll.noMore}</span>
      )}
    </div>
  );
}

/** False until the first frame after the component's first paint. */
function useArmedAfterPaint(): boolean {
  const [armed, setArmed] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setArmed(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return armed;
}
