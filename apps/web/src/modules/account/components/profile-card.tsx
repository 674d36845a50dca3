import type { TInitializeResult } from '@awb/contract/account.contract';
import { maskPhone } from '@awb/contract/common/validators';
import { Skeleton } from 'antd-mobile';
import { RightOutline } from 'antd-mobile-icons';
import { UserAvatar } from '../../../ui/user-avatar.tsx';
import { roleName } from '../format.ts';
import styles from './profile-card.module.css';

type TProps = { session: TInitializeResult | undefined; onClick: () => void };

/** The personal centre's header: avatar, name, role, masked phone and company. */
export function ProfileCard({ session, onClick }: TProps) {
  if (!session) {
    return (
      <div className={styles.card}>
        <Skeleton.Title animated />
        <Skeleton.Paragraph lineCount={2} animated />
      </div>
    );
  }
  const { user, company } = session;
  return (
    <button type="button" className={styles.card} onClick={onClick}>
      <UserAvatar src={user.avatar} name={user.userName} size={64} />
      <div className={styles.text}>
        <div className={styles.name}>
          <span>{user.userName}</span>
          <em className={styles.role}>{roleName(user)}</em>
        </div>
        <div className={styles.phone}>{maskPhone(user.phone)}</div>
        <div className={styles.company}>{company.name}</div>
      </div>
      <RightOutline className={styles.arrow} />
    </button>
  );
}
