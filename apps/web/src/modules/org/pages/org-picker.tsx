import { ROOT_DEPT_ID } from '@awb/contract/org.contract';
import { Button, Checkbox, Radio, SearchBar } from 'antd-mobile';
import { RightOutline } from 'antd-mobile-icons';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { nav } from '../../../platform/nav.ts';
import { useSession } from '../../../platform/session.ts';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { PageShell } from '../../../ui/page-shell.tsx';
import { LoadError, LoadingBlock } from '../../../ui/query-view.tsx';
import { Breadcrumbs } from '../components/breadcrumbs.tsx';
import shared from '../components/org.module.css';
import { PersonRow } from '../components/person-row.tsx';
import {
  EMPTY_PICK,
  pickSummary,
  readPickRequest,
  reportPick,
  type TOrgPick,
  toggleDept,
  toggleUser,
} from '../org-picker.ts';
import { useOrgLevel } from '../use-org-level.ts';
import styles from './org-picker.module.css';

/** The shared picker (see org-picker.ts for how pages open it): drill through departments, tick, 确定. */
export default function OrgPickerPage() {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  // A new request starts afresh even when the route stays mounted.
  return <OrgPicker key={id} id={id} />;
}

function OrgPicker({ id }: { id: string }) {
  const request = useMemo(() => readPickRequest(id), [id]);
  const multiple = request.multiple ?? false;
  const canDept = request.mode !== 'user';
  const canUser = request.mode !== 'dept';
  const companyName = useSession().data?.company.name ?? '公司';

  const [deptId, setDeptId] = useState<number>(ROOT_DEPT_ID);
  const [pick, setPick] = useState<TOrgPick>({ ...EMPTY_PICK, ...request.selected });
  const [filter, setFilter] = useState('');
  const { level, isPending, error, retry } = useOrgLevel(deptId, request.appType);
  const answered = useRef(false);

  // Leaving without 确定 answers null; checked a tick later, as StrictMode's trial unmount leaves the page in place.
  useEffect(() => {
    return () => {
      window.setTimeout(() => {
        if (!answered.current && !document.querySelector(`[data-org-picker="${id}"]`)) reportPick(id, null);
      }, 0);
    };
  }, [id]);

  const path = level?.path ?? [];
  const goUp = () => {
    if (deptId === ROOT_DEPT_ID) nav.navigateBack();
    else open(path.length >= 2 ? path[path.length - 2]!.deptId : ROOT_DEPT_ID);
  };
  const open = (next: number) => {
    setFilter('');
    setDeptId(next);
  };
  const confirm = () => {
    answered.current = true;
    reportPick(id, pick);
    nav.navigateBack();
  };

  const excludedDepts = new Set(request.excludeDeptIds ?? []);
  const excludedUsers = new Set(request.excludeUserIds ?? []);
  const needle = filter.trim();
  const depts = (level?.depts ?? []).filter((d) => !excludedDepts.has(d.deptId) && d.deptName.includes(needle));
  const users = canUser
    ? (level?.users ?? []).filter((u) => !excludedUsers.has(u.userId) && u.userName.includes(needle))
    : [];
  const Mark = multiple ? Checkbox : Radio;
  const deptChosen = (deptIdToCheck: number) => pick.depts.some((d) => d.deptId === deptIdToCheck);
  const chosenCount = pick.depts.length + pick.users.length;

  const showRoot = canDept && request.allowRoot && deptId === ROOT_DEPT_ID;
  const rows = (
    <>
      {showRoot ? (
        <div className={styles.row}>
          <Mark
            className={styles.mark}
            checked={deptChosen(ROOT_DEPT_ID)}
            onChange={() => setPick(toggleDept(pick, { deptId: ROOT_DEPT_ID, deptName: companyName }, multiple))}
          >
            <span className={styles.deptName}>{companyName}</span>
            <span className={shared.count}>（公司）</span>
          </Mark>
        </div>
      ) : null}
      {depts.map((d) => (
        <div key={d.deptId} className={styles.row}>
          {canDept ? (
            <Mark
              className={styles.mark}
              checked={deptChosen(d.deptId)}
              onChange={() => setPick(toggleDept(pick, { deptId: d.deptId, deptName: d.deptName }, multiple))}
            >
              <span className={styles.deptName}>{d.deptName}</span>
              <span className={shared.count}>（{d.totalStaffCount}人）</span>
            </Mark>
          ) : (
            <button type="button" className={styles.mark} onClick={() => open(d.deptId)}>
              <span className={styles.deptName}>{d.deptName}</span>
              <span className={shared.count}>（{d.totalStaffCount}人）</span>
            </button>
          )}
          <button type="button" className={styles.drill} onClick={() => open(d.deptId)}>
            下级 <RightOutline />
          </button>
        </div>
      ))}
      {users.map((u) => {
        const chosen = pick.users.some((p) => p.userId === u.userId);
        const toggle = () =>
          setPick(toggleUser(pick, { userId: u.userId, userName: u.userName, deptId: u.deptId }, multiple));
        return (
          <PersonRow
            key={`u${u.userId}`}
            name={u.userName}
            avatar={u.avatar}
            sub={u.jobName || undefined}
            isManager={u.isManager}
            isLeader={u.isLeader}
            prefix={<Mark checked={chosen} onChange={toggle} onClick={(e) => e.stopPropagation()} />}
            onClick={toggle}
          />
        );
      })}
    </>
  );

  const empty = !showRoot && depts.length === 0 && users.length === 0;
  return (
    <div className={styles.overlay} data-org-picker={id}>
      <PageShell
        title={request.title ?? (canUser ? (canDept ? '选择部门或人员' : '选择人员') : '选择部门')}
        onBack={goUp}
        footer={
          <div className={styles.bar}>
            <div className={styles.summary}>
              <span className={styles.summaryLabel}>已选{chosenCount > 0 ? `(${chosenCount})` : ''}：</span>
              {pickSummary(pick)}
            </div>
            <Button color="primary" shape="rounded" disabled={chosenCount === 0} onClick={confirm}>
              确定
            </Button>
          </div>
        }
      >
        <Breadcrumbs root={companyName} path={path} onOpen={open} />
        <SearchBar
          className={styles.filter}
          placeholder={canUser ? '在本级筛选部门或姓名' : '在本级筛选部门'}
          value={filter}
          onChange={setFilter}
          maxLength={20}
        />
        {isPending ? (
          <LoadingBlock />
        ) : error ? (
          <LoadError error={error} onRetry={retry} />
        ) : empty ? (
          <EmptyState title={needle ? '没有匹配的结果' : canUser ? '该部门下暂无人员' : '暂无下级部门'} />
        ) : (
          <div className={shared.card}>{rows}</div>
        )}
      </PageShell>
    </div>
  );
}
