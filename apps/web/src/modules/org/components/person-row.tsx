import { Tag } from 'antd-mobile';
import type { ReactNode } from 'react';
import { UserAvatar } from '../../../ui/user-avatar.tsx';
import styles from './person-row.module.css';

type TProps = {
  name: string;
  avatar?: string;
  /** Department · job, phone … */
  sub?: ReactNode;
  isManager?: boolean;
  isLeader?: boolean;
  prefix?: ReactNode;
  extra?: ReactNode;
  onClick?: () => void;
};

/** One person in a list: avatar (or initial), name with 管理员 / 负责人 tags, one line of detail. */
export function PersonRow({ name, avatar, sub, isManager, isLeader, prefix, extra, onClick }: TProps) {
  const body = (
    <>
      {prefix}
      <UserAvatar src={avatar || undefined} name={name} size={40} />
      <div className={styles.main}>
        <div className={styles.title}>
          <span className={styles.name}>{name}</span>
          {isManager ? (
            <Tag color="primary" fill="outline" className={styles.tag}>
              管理员
            </Tag>
          ) : null}
          {isLeader ? (
            <Tag color="warning" fill="outline" className={styles.tag}>
              负责人
            </Tag>
          ) : null}
        </div>
        {sub ? <div className={styles.sub}>{sub}</div> : null}
      </div>
      {extra ? <div className={styles.extra}>{extra}</div> : null}
    </>
  );
  return onClick ? (
    <button type="button" className={styles.row} onClick={onClick}>
      {body}
    </button>
  ) : (
    <div className={styles.row}>{body}</div>
  );
}
