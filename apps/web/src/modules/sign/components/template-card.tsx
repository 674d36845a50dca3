import { TEMPLATE_STATE } from '@awb/contract/sign-constants';
import { Button, Tag } from 'antd-mobile';
import { FileOutline } from 'antd-mobile-icons';
import type { ReactNode } from 'react';
import styles from './template-card.module.css';

type TProps = {
  title: string;
  meta: string;
  /** TEMPLATE_STATE of a company template; absent for a recommended one. */
  state?: number;
  stateName?: string;
  actions: ReactNode;
};

/** One template: its title, version and field count, the shelf state, and its buttons. */
export function TemplateCard({ title, meta, state, stateName, actions }: TProps) {
  return (
    <article className={styles.card} aria-label={title}>
      <FileOutline className={styles.icon} />
      <div className={styles.body}>
        <div className={styles.title}>
          <span>{title}</span>
          {state !== undefined ? (
            <Tag color={state === TEMPLATE_STATE.up ? 'success' : 'default'} fill="outline">
              {stateName}
            </Tag>
          ) : null}
        </div>
        <div className={styles.meta}>{meta}</div>
        <div className={styles.actions}>{actions}</div>
      </div>
    </article>
  );
}

export function CardButton({
  children,
  onClick,
  danger,
  primary,
  disabled,
}: {
  children: ReactNode;
  onClick: () => void;
  danger?: boolean;
  primary?: boolean;
  disabled?: boolean;
}) {
  return (
    <Button
      size="mini"
      fill={primary ? 'solid' : 'outline'}
      color={danger ? 'danger' : primary ? 'primary' : 'default'}
      disabled={disabled}
      onClick={onClick}
    >
      {children}
    </Button>
  );
}
