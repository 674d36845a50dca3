import type { ReactNode } from 'react';
import { dayText } from '../../house/house-format.ts';
import styles from './record-timeline.module.css';

export type TTimelineItem = { id: number | string; title: string; content?: ReactNode; who: string; at: string };

const clock = (iso: string) => {
  const d = new Date(iso);
  return Number.isNaN(d.getTime())
    ? iso
    : `${dayText(d)} ${String(d.getHours()).padStart(2, '0')}:${String(d.getMinutes()).padStart(2, '0')}`;
};

/** One entry of a record timeline: a dot, what happened, what changed, who and when. */
export function TimelineEntry({ item }: { item: TTimelineItem }) {
  return (
    <div className={styles.entry}>
      <span className={styles.dot} />
      <div className={styles.body}>
        <div className={styles.head}>
          <b>{item.title}</b>
          <time>{clock(item.at)}</time>
        </div>
        {item.content ? <div className={styles.content}>{item.content}</div> : null}
        <div className={styles.who}>操作人：{item.who || '系统'}</div>
      </div>
    </div>
  );
}
