import type { ReactNode } from 'react';
import styles from './record-timeline.module.css';

/** `at`: the answer's Beijing `YYYY-MM-DD HH:mm`, shown as sent. */
export type TTimelineItem = { id: number | string; title: string; content?: ReactNode; who: string; at: string };

/** One entry of a record timeline: a dot, what happened, what changed, who and when. */
export function TimelineEntry({ item }: { item: TTimelineItem }) {
  return (
    <div className={styles.entry}>
      <span className={styles.dot} />
      <div className={styles.body}>
        <div className={styles.head}>
          <b>{item.title}</b>
          <time>{item.at}</time>
        </div>
        {item.content ? <div className={styles.content}>{item.content}</div> : null}
        <div className={styles.who}>操作人：{item.who || '系统'}</div>
      </div>
    </div>
  );
}
