import { CODE } from '@awb/contract/common/codes';
import type { UseQueryResult } from '@tanstack/react-query';
import { Button, DotLoading } from 'antd-mobile';
import type { ReactNode } from 'react';
import { ApiError } from '../platform/api.ts';
import { LazyErrorBlock } from './lazy-error-block.tsx';
import styles from './query-view.module.css';

/** The loading state of a page or a card. */
export function LoadingBlock({ text = '加载中' }: { text?: string }) {
  return (
    <div className={styles.loading}>
      <DotLoading color="primary" />
      <span>{text}</span>
    </div>
  );
}

/** A failed load: the server's message (e.g. no permission) or a network hint, with a retry (ErrorBlock loads when shown). */
export function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const message = error instanceof ApiError && error.code >= 100 ? error.message : '请检查网络后重试';
  const refused = error instanceof ApiError && error.code === CODE.noPermission;
  return (
    <LazyErrorBlock
      className={styles.error}
      status={refused ? 'default' : 'disconnected'}
      title={refused ? '暂无权限' : '加载失败'}
      description={message}
    >
      <Button color="primary" fill="outline" shape="rounded" onClick={onRetry}>
        重新加载
      </Button>
    </LazyErrorBlock>
  );
}

type TProps<T> = {
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
  /** Shown instead of the children when the data is empty. */
  empty?: ReactNode;
  isEmpty?: (data: T) => boolean;
};

/** Loading, error (with retry), empty, or the data: the four states every page shows. */
export function QueryView<T>({ query, children, empty, isEmpty }: TProps<T>) {
  if (query.isPending) return <LoadingBlock />;
  if (query.isError && query.data === undefined) {
    return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  }
  const data = query.data as T;
  if (empty !== undefined && isEmpty?.(data)) return empty;
  return children(data);
}
