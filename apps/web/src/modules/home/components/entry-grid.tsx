import { Skeleton } from 'antd-mobile';
import type { ReactNode } from 'react';
import { LazyErrorBlock } from '../../../ui/lazy-error-block.tsx';
import type { THomeEntry } from '../home-entries.tsx';
import styles from './entry-grid.module.css';

type TProps = {
  title: string;
  extra?: ReactNode;
  entries: THomeEntry[];
  /** Tiles style: large coloured app icons, or small line icons for shortcuts. */
  variant: 'apps' | 'shortcuts';
  loading?: boolean;
  /** Tiles of the skeleton (at most 8): as many as expected, so the card keeps its height. */
  skeletonTiles?: number;
  /** Apps the company has open; tiles of others carry a 未开通 tag. */
  openApps?: number[];
  onOpen: (entry: THomeEntry) => void;
};

const SKELETON_KEYS = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'];

/** A titled card of tiles; shows a skeleton while loading and a tidy empty state when nothing is allowed. */
export function EntryGrid({ title, extra, entries, variant, loading, skeletonTiles, openApps, onOpen }: TProps) {
  const columns = variant === 'apps' ? 3 : 4;
  return (
    <section className={styles.card}>
      <div className={styles.head}>
        <h2 className={styles.title}>{title}</h2>
        {extra ? <span className={styles.extra}>{extra}</span> : null}
      </div>
      {loading ? (
        <div className={styles.grid} style={{ gridTemplateColumns: `repeat(${columns}, 1fr)` }}>
          {SKELETON_KEYS.slice(0, skeletonTiles ?? columns).map((key) => (
            <div key={key} className={styles.tile}>
              <Skeleton animated className={variant === 'apps' ? styles.iconSkeleton : styles.shortcutSkeleton} />
              <Skeleton.Paragraph lineCount={1} animated className={styles.textSkeleton} />
            </div>
          ))}
        </div>
      ) : entries.length === 0 ? (
        <LazyErrorBlock
          status="empty"
          className={styles.empty}
          title="暂无可用应用"
          description="请联系管理员为您分配应用权限"
        />
      ) : (
        <div className={styles.grid} style={{ gridTemplateColumns: `repeat(${columns}, 1fr)` }}>
          {entries.map((entry) => {
            const closed = openApps !== undefined && !openApps.includes(entry.app);
            return (
              <button key={entry.key} type="button" className={styles.tile} onClick={() => onOpen(entry)}>
                <span
                  className={variant === 'apps' ? styles.appIcon : styles.shortcutIcon}
                  style={variant === 'apps' ? { background: entry.color } : { color: entry.color }}
                >
                  {entry.icon}
                  {closed ? <span className={styles.tag}>未开通</span> : null}
                </span>
                <span className={styles.name}>{entry.name}</span>
              </button>
            );
          })}
        </div>
      )}
    </section>
  );
}
