import { PERMISSION } from '@awb/contract/permission-check';
import { SearchBar } from 'antd-mobile';
import { useState } from 'react';
import { nav, withQuery } from '../../../platform/nav.ts';
import { totalLabel } from '../../../platform/paging.ts';
import { usePermission, useSession } from '../../../platform/session.ts';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { InfiniteList } from '../../../ui/infinite-list.tsx';
import { PageShell } from '../../../ui/page-shell.tsx';
import { useDebounced } from '../../../ui/use-debounced.ts';
import { useResigned } from '../org.queries.ts';
import { dayOf, staffPlace } from '../org-format.ts';
import { openOrgPicker } from '../org-picker.ts';
import shared from './org.module.css';
import styles from './resigned-list.module.css';

/** People who left, newest first, with who took over their listings and customers; 办理离职 starts a new one. */
export function ResignedList() {
  const [text, setText] = useState('');
  const key = useDebounced(text.trim());
  const list = useResigned(key);
  const mayLeave = usePermission(PERMISSION.leave);
  const me = useSession().data?.user.userId;

  const start = async () => {
    const pick = await openOrgPicker({ mode: 'user', title: '选择离职员工', excludeUserIds: me ? [me] : [] });
    const leaver = pick?.users[0];
    if (leaver) nav.navigateTo(withQuery('pages/user/org/leave-staff', { userId: leaver.userId }));
  };

  return (
    <PageShell
      title="离职员工"
      right={
        mayLeave ? (
          <button type="button" className={shared.linkButton} onClick={start}>
            办理离职
          </button>
        ) : undefined
      }
    >
      <SearchBar
        className={shared.searchBar}
        placeholder="搜索姓名或手机号"
        value={text}
        onChange={setText}
        maxLength={30}
      />
      <InfiniteList
        query={list}
        itemKey={(row) => row.userId}
        header={(total) => <div className={shared.totalLine}>共 {totalLabel(total)} 人</div>}
        empty={<EmptyState title={key ? '没有找到相关员工' : '暂无离职员工'} />}
        renderItem={(row) => (
          <article className={styles.card}>
            <header>
              <strong>{row.userName}</strong>
              <span>{row.phone}</span>
            </header>
            <p>{staffPlace(row)}</p>
            <dl>
              <div>
                <dt>离职日期</dt>
                <dd>{dayOf(row.leftAt)}</dd>
              </div>
              <div>
                <dt>交接人</dt>
                <dd>{row.handoverUserName || '—'}</dd>
              </div>
              {row.reason ? (
                <div>
                  <dt>离职原因</dt>
                  <dd>{row.reason}</dd>
                </div>
              ) : null}
            </dl>
          </article>
        )}
      />
    </PageShell>
  );
}
