import type { ReactNode } from 'react';
import styles from './status-view.module.css';

type TProps = {
  icon: ReactNode;
  /** The colour of the icon and its halo. */
  tone?: 'primary' | 'success' | 'warning' | 'danger';
  title: string;
  description?: ReactNode;
  /** Facts shown in a card under the text (company, phone, dates). */
  details?: { label: string; value: ReactNode }[];
  /** Buttons, stacked. */
  children?: ReactNode;
};

/** A result page body: a large icon, a title, an explanation, optional facts and the actions. */
export function StatusView({ icon, tone = 'primary', title, description, details, children }: TProps) {
  return (
    <section className={styles.view}>
      <div className={`${styles.icon} ${styles[tone]}`}>{icon}</div>
      <h2 className={styles.title}>{title}</h2>
      {description ? <p className={styles.description}>{description}</p> : null}
      {details?.length ? (
        <dl className={styles.details}>
          {details.map((d) => (
            <div key={d.label}>
              <dt>{d.label}</dt>
              <dd>{d.value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {children ? <div className={styles.actions}>{children}</div> : null}
    </section>
  );
}
