import { maskPhone } from '@awb/contract/common/validators';
import { PERMISSION } from '@awb/contract/permission-check';
import { SearchBar } from 'antd-mobile';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { nav, withQuery } from '../../../platform/nav.ts';
import { totalLabel } from '../../../platform/paging.ts';
import { usePermission } from '../../../platform/session.ts';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { InfiniteList } from '../../../ui/infinite-list.tsx';
import { PageShell } from '../../../ui/page-shell.tsx';
import { useDebounced } from '../../../ui/use-debounced.ts';
import shared from '../components/org.module.css';
import { PersonRow } from '../components/person-row.tsx';
import { useDeptDetail, useStaffList } from '../org.queries.ts';
import { staffPlace } from '../org-format.ts';
import styles from './staff.module.css';

/** 员工管理: active staff within the caller's scope, 15 a page, searched by name or phone. */
export default function StaffPage() {
  const [params] = useSearchParams();
  const deptId = Number(params.get('deptId')) || undefined;
  const [text, setText] = useState('');
  const key = useDebounced(text.trim());
  const list = useStaffList(key, deptId);
  const dept = useDeptDetail(deptId ?? 0);
  const mayEdit = usePermission(PERMISSION.staff);

  return (
    <PageShell
      title="员工管理"
      right={
        mayEdit ? (
          <button
            type="button"
            className={shared.linkButton}
            onClick={() => nav.navigateTo(withQuery('pages/user/org/create-staff', { deptId }))}
          >
            添加
          </button>
        ) : undefined
      }
    >
      <div className={styles.top}>
        <SearchBar
          className={shared.searchBar}
          placeholder="搜索姓名或手机号"
          value={text}
          onChange={setText}
          onClear={() => setText('')}
          maxLength={30}
        />
        {deptId ? (
          <div className={styles.filter}>
            部门：{dept.data?.deptName ?? '…'}（含下级）
            <button type="button" onClick={() => nav.redirectTo('pages/user/org/staff')}>
              查看全部
            </button>
          </div>
        ) : null}
      </div>
      <InfiniteList
        query={list}
        itemKey={(row) => row.userId}
        header={(total) => <div className={shared.totalLine}>共 {totalLabel(total)} 人</div>}
        empty={
          <EmptyState
            title={key ? '没有找到相关员工' : '暂无员工'}
            description={key ? '换个姓名或手机号试试' : undefined}
          />
        }
        className={styles.list}
        renderItem={(row) => (
          <PersonRow
            name={row.userName}
            avatar={row.avatar}
            isManager={row.isManager}
            sub={staffPlace(row)}
            extra={maskPhone(row.phone)}
            onClick={
              mayEdit ? () => nav.navigateTo(withQuery('pages/user/org/edit-staff', { userId: row.userId })) : undefined
            }
          />
        )}
      />
    </PageShell>
  );
}
