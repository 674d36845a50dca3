import { TEAM_TYPE_NAMES } from '@awb/contract/housing-options';
import type { TListingDetail } from '@awb/contract/housing-views';
import { useQueryClient } from '@tanstack/react-query';
import { RightOutline } from 'antd-mobile-icons';
import { nav, withQuery } from '../../../../platform/nav.ts';
import { UserAvatar } from '../../../../ui/user-avatar.tsx';
import { TEAM_ROLE_ACTION, takeRole } from '../../team-actions.ts';
import styles from './detail.module.css';

const ROLE_ORDER = [0, 3, 1, 2, 4];

/** 房源团队: attributor and the five roles; a vacant role offers to take it. */
export function TeamCard({ detail }: { detail: TListingDetail }) {
  const queryClient = useQueryClient();
  const d = detail.requestData;
  const members = detail.teamInfo.teamData;
  const open = () => nav.navigateTo(withQuery('pages/house/team-work', { id: d.houseId, type: d.type }));
  return (
    <section className={styles.card}>
      <button type="button" className={styles.cardHeadLink} onClick={open}>
        <h2>房源团队</h2>
        <span className={styles.cardHint}>
          团队管理 <RightOutline />
        </span>
      </button>
      <div className={styles.attributor}>
        <UserAvatar src={detail.attributor.avatar || undefined} name={detail.attributor.userName} size={36} />
        <div>
          <b>{detail.attributor.userName}</b>
          <span>录入人 · {detail.attributor.deptName || '未分配部门'}</span>
        </div>
      </div>
      <div className={styles.roles}>
        {ROLE_ORDER.map((teamType) => {
          const m = members.find((x) => x.type === teamType);
          return (
            <div key={teamType} className={styles.role}>
              <span className={styles.roleName}>{TEAM_TYPE_NAMES[teamType]}</span>
              {m ? (
                <span className={styles.roleHolder}>{m.userName}</span>
              ) : (
                <button
                  type="button"
                  className={styles.roleTake}
                  onClick={() => void takeRole(queryClient, d.houseId, d.type, teamType)}
                >
                  {TEAM_ROLE_ACTION[teamType]}
                </button>
              )}
            </div>
          );
        })}
      </div>
    </section>
  );
}
