import type { ErrorBlockProps } from 'antd-mobile/es/components/error-block';
import { lazy, Suspense } from 'react';

const ErrorBlock = lazy(() => import('antd-mobile/es/components/error-block'));

/**
 * antd-mobile's ErrorBlock, loaded when first shown: its four illustrations are 11 KB
 * gzip that the first screen only needs when something fails. Nothing shows while it loads.
 */
export function LazyErrorBlock(props: ErrorBlockProps) {
  return (
    <Suspense fallback={null}>
      <ErrorBlock {...props} />
    </Suspense>
  );
}
