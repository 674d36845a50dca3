import type { ReactElement, ReactNode } from 'react';
import styles from './empty-state.module.css';
import { LazyErrorBlock } from './lazy-error-block.tsx';

type TProps = { title: string; description?: ReactNode; image?: string | ReactElement; children?: ReactNode };

/**
 * A centred empty state for a whole page or a card: picture, title, one line of help, optional actions.
 * antd-mobile's ErrorBlock loads when one is first shown (its illustrations stay off the first screens).
 */
export function EmptyState({ title, description, image, children }: TProps) {
  return (
    <LazyErrorBlock className={styles.empty} status="empty" image={image} title={title} description={description}>
      {children}
    </LazyErrorBlock>
  );
}
