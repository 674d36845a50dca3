import { APP_TYPE } from '@awb/contract/common/apps';
import { HOUSING_PERMISSION, housingEndpoints } from '@awb/contract/housing.contract';
import { ENTRUST_TYPE_NAMES, TEAM_TYPE, TEAM_TYPE_NAMES } from '@awb/contract/housing-options';
import type { TTeamMember } from '@awb/contract/housing-views';
import { useQueryClient } from '@tanstack/react-query';
import { RightOutline } from 'antd-mobile-icons';
import { useSearchParams } from 'react-router';
import { call } from '../../../platform/api.ts';
import { dialog } from '../../../platform/dialog.tsx';
import { nav, withQuery } from '../../../platform/nav.ts';
import { usePermission, useSession } from '../../../platform/session.ts';
import { PageShell } from '../../../ui/page-shell.tsx';
import { QueryView } from '../../../ui/query-view.tsx';
import { withRequiredParams } from '../../../ui/required-params.tsx';
import { UserAvatar } from '../../../ui/user-avatar.tsx';
import { openOrgPicker } from '../../org/org-picker.ts';
import { refreshHouse, useTeam } from '../house.queries.ts';
import { dotJoin } from '../house-format.ts';
import { relieveMember, TEAM_ROLE_ACTION, takeRole } from '../team-actions.ts';
import styles from './team.module.css';

const ROLE_ORDER = [TEAM_TYPE.maintainer, TEAM_TYPE.surveyor, TEAM_TYPE.key, TEAM_TYPE.entrustment, TEAM_TYPE.agent];
const ROLE_DUTY: Record<number, string> = {
  [TEAM_TYPE.maintainer]: '负责跟进业主、维护房源信息',
  [TEAM_TYPE.surveyor]: '上门实勘拍照、上传VR',
  [TEAM_TYPE.key]: '收取并保管房屋钥匙',
  [TEAM_TYPE.entrustment]: '与业主签署委托协议',
  [TEAM_TYPE.agent]: '取得业主独家代理授权',
};

function memberDetail(m: TTeamMember): string {
  if (m.type === TEAM_TYPE.key) return m.keyNo ? `钥匙编号 ${m.keyNo}` : '';
  if (m.type === TEAM_TYPE.entrustment) {
    return dotJoin(ENTRUST_TYPE_NAMES[m.entrustType], m.entrustStart && `${m.entrustStart} 至 ${m.entrustEnd}`);
  }
  return '';
}

/** pages/house/team-work?id&type: the five roles of the listing; take a vacant one, assign or release. */
function TeamWorkPage() {
  const [params] = useSearchParams();
  const houseId = Number(params.get('id')) || 0;
  const type = Number(params.get('type')) || 1;
  const team = useTeam(houseId);
  const queryClient = useQueryClient();
  const me = useSession().data?.user.userId;
  const mayAssign = usePermission(HOUSING_PERMISSION.teamAssign);

  const assign = async (teamType: number) => {
    const pick = await openOrgPicker({
      mode: 'user',
      title: `分配${TEAM_TYPE_NAMES[teamType]}`,
      appType: APP_TYPE.house,
    });
    const user = pick?.users[0];
    if (!user) return;
    try {
      const result = await call(housingEndpoints.teamAssign, {
        body: { houseId, type: teamType, userId: user.userId, remark: '' },
      });
      dialog.success(result.msg);
      await refreshHouse(queryClient);
    } catch {
      // Shown by the request layer.
    }
  };

  return (
    <PageShell
      title="房源团队"
      right={
        <button
          type="button"
          className={styles.linkButton}
          onClick={() => nav.navigateTo(withQuery('pages/house/circulation-record', { id: houseId, type }))}
        >
          变更记录
        </button>
      }
    >
      <QueryView query={team}>
        {(data) => (
          <div className={styles.roles}>
            {ROLE_ORDER.map((teamType) => {
              const m = data.teamData.find((x) => x.type === teamType);
              return (
                <section key={teamType} className={styles.role} aria-label={TEAM_TYPE_NAMES[teamType]}>
                  <div className={styles.roleHead}>
                    <b>{TEAM_TYPE_NAMES[teamType]}</b>
                    <span>{ROLE_DUTY[teamType]}</span>
                  </div>
                  {m ? (
                    <div className={styles.member}>
                      <UserAvatar src={m.avatar || undefined} name={m.userName} size={40} />
                      <div className={styles.memberMain}>
                        <b>
                          {m.userName}
                          {m.userId === me ? <span className={styles.me}>我</span> : null}
                        </b>
                        <span>{dotJoin(m.deptName, m.createdAt && `${m.createdAt.slice(0, 10)}加入`)}</span>
                        {memberDetail(m) ? <span>{memberDetail(m)}</span> : null}
                        {m.remark ? <span>备注：{m.remark}</span> : null}
                      </div>
                      <div className={styles.memberActions}>
                        {teamType === TEAM_TYPE.surveyor ? (
                          <button
                            type="button"
                            onClick={() =>
                              nav.navigateTo(withQuery('pages/house/actual-survey', { id: houseId, type }))
                            }
                          >
                            实勘详情 <RightOutline />
                          </button>
                        ) : null}
                        {mayAssign ? (
                          <button type="button" onClick={() => void assign(teamType)}>
                            更换
                          </button>
                        ) : null}
                        {mayAssign || m.userId === me ? (
                          <button
                            type="button"
                            className={styles.danger}
                            onClick={() => void relieveMember(queryClient, m)}
                          >
                            解除
                          </button>
                        ) : null}
                      </div>
                    </div>
                  ) : (
                    <div className={styles.vacant}>
                      <span>暂无{TEAM_TYPE_NAMES[teamType]}</span>
                      <div className={styles.memberActions}>
                        {mayAssign ? (
                          <button type="button" onClick={() => void assign(teamType)}>
                            分配
                          </button>
                        ) : null}
                        <button
                          type="button"
                          className={styles.primary}
                          onClick={() => void takeRole(queryClient, houseId, type, teamType)}
                        >
                          {TEAM_ROLE_ACTION[teamType]}
                        </button>
                      </div>
                    </div>
                  )}
                </section>
              );
            })}
          </div>
        )}
      </QueryView>
    </PageShell>
  );
}

export default withRequiredParams(TeamWorkPage, '房源团队');
