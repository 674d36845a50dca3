import { APP_TYPE } from '@awb/contract/common/apps';
import { CUSTOMER_TYPE_FILTER, ROOM_FILTER } from '@awb/contract/customer-enums';
import { SearchBar } from 'antd-mobile';
import { AddOutline, SetOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { nav, withQuery } from '../../../platform/nav.ts';
import { totalLabel } from '../../../platform/paging.ts';
import { usePermission } from '../../../platform/session.ts';
import { AppGate } from '../../../ui/app-gate.tsx';
import { DeferredPullToRefresh } from '../../../ui/deferred-pull-to-refresh/deferred-pull-to-refresh.tsx';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { InfiniteList } from '../../../ui/infinite-list.tsx';
import { LineTabs } from '../../../ui/line-tabs.tsx';
import { PageShell } from '../../../ui/page-shell.tsx';
import { useDebounced } from '../../../ui/use-debounced.ts';
import { CustomerCard } from '../components/customer-card.tsx';
import { FilterBar } from '../components/filter-bar.tsx';
import { POOL, type TPool } from '../customer-options.ts';
import { CUSTOMER_TAB_PERMISSION as CUSTOMER_PERMISSION, useCustomerList } from '../customer-tab.queries.ts';
import styles from './customer-tab.module.css';

const POOL_KEY = 'customer:pool';
const POOL_TABS = [
  { key: POOL.private, title: '私客' },
  { key: POOL.public, title: '公客' },
] as const;

/** The customer-book tab: 私客 and 公客, searched by name or phone, filtered by type and rooms, 10 a page. */
export default function CustomerTabPage() {
  return (
    <PageShell title="客户" noBack right={<HeadButtons />}>
      <AppGate appType={APP_TYPE.customer}>
        <CustomerBook />
      </AppGate>
    </PageShell>
  );
}

function HeadButtons() {
  const maySet = usePermission(CUSTOMER_PERMISSION.setting);
  return maySet ? (
    <div className={styles.headButtons}>
      <button type="button" aria-label="客源设置" onClick={() => nav.navigateTo('pages/customer/setting')}>
        <SetOutline />
      </button>
    </div>
  ) : null;
}

function CustomerBook() {
  // The chosen pool survives a trip into a detail page and back.
  const [pool, setPool] = useState<TPool>(() =>
    sessionStorage.getItem(POOL_KEY) === POOL.public ? POOL.public : POOL.private,
  );
  const [houseType, setHouseType] = useState(0);
  const [room, setRoom] = useState(0);
  const [text, setText] = useState('');
  const key = useDebounced(text.trim());
  const list = useCustomerList(pool, { houseType, room, key });
  const mayAdd = usePermission(CUSTOMER_PERMISSION.add);
  const filtered = key !== '' || houseType !== 0 || room !== 0;

  const choosePool = (next: string) => {
    const value = next === POOL.public ? POOL.public : POOL.private;
    sessionStorage.setItem(POOL_KEY, value);
    setPool(value);
  };

  return (
    <>
      <div className={styles.top}>
        <LineTabs className={styles.tabs} tabs={POOL_TABS} activeKey={pool} onChange={choosePool} />
        <SearchBar
          className={styles.search}
          placeholder="搜索客户姓名或手机号"
          value={text}
          onChange={setText}
          onClear={() => setText('')}
          maxLength={30}
        />
        <FilterBar
          filters={[
            { key: 'type', title: '类型', options: CUSTOMER_TYPE_FILTER, value: houseType, onChange: setHouseType },
            { key: 'room', title: '户型', options: ROOM_FILTER, value: room, onChange: setRoom },
          ]}
        />
      </div>
      <DeferredPullToRefresh onRefresh={() => list.refetch()}>
        <div className={styles.pull}>
          <InfiniteList
            query={list}
            itemKey={(row) => row.customerId}
            header={(total) => (
              <div className={styles.total}>
                共 {totalLabel(total)} 位{pool === POOL.public ? '公客' : '私客'}
              </div>
            )}
            className={styles.list}
            empty={
              <EmptyState
                title={filtered ? '没有找到符合条件的客户' : pool === POOL.public ? '公客池暂无客户' : '还没有私客'}
                description={
                  filtered
                    ? '换个关键词或筛选条件试试'
                    : pool === POOL.public
                      ? '私客转为公客或到期未跟进的客户会出现在这里'
                      : mayAdd
                        ? '点击右下角「+」录入第一位客户'
                        : undefined
                }
              />
            }
            renderItem={(row) => (
              <CustomerCard
                customer={row}
                onClick={() => nav.navigateTo(withQuery('pages/customer/detail', { customerId: row.customerId }))}
              />
            )}
          />
        </div>
      </DeferredPullToRefresh>
      <div className={styles.tabBarSpace} />
      {mayAdd && pool === POOL.private ? (
        <button
          type="button"
          className={styles.fab}
          aria-label="新增客户"
          onClick={() => nav.navigateTo('pages/customer/operation')}
        >
          <AddOutline />
        </button>
      ) : null}
    </>
  );
}
