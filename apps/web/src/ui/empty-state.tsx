import { ErrorBlock } from 'antd-mobile';
import type { ReactElement, ReactNode } from 'react';
import styles from './empty-state.module.css';

type TProps = { title: string; description?: ReactNode; image?: string | ReactElement; children?: ReactNode };

/** A centred empty state for a whole page or a card: picture, title, one line of help, optional actions. */
export function EmptyState({ title, description, image, children }: TProps) {
  return (
    <ErrorBlock className={styles.empty} status="empty" image={image} title={title} description={description}>
      {children}
    </ErrorBlock>
  );
}
