import type { ReactNode } from 'react';
import styles from './info-card.module.css';

export type TInfoRow = { label: string; value: ReactNode };

/** A titled white card of label / value rows; empty values show 未填写. */
export function InfoCard({ title, rows, extra }: { title: string; rows: TInfoRow[]; extra?: ReactNode }) {
  return (
    <section className={styles.card}>
      <div className={styles.title}>
        {title}
        {extra}
      </div>
      <dl className={styles.rows}>
        {rows.map((r) => (
          <div key={r.label} className={styles.row}>
            <dt>{r.label}</dt>
            <dd>
              {r.value === '' || r.value === null || r.value === undefined ? (
                <span className={styles.empty}>未填写</span>
              ) : (
                r.value
              )}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
