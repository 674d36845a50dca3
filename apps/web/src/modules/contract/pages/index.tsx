import { APP_TYPE } from '@awb/contract/common/apps';
import { CONTRACT_TYPE, CONTRACT_TYPE_NAMES } from '@awb/contract/contract-fields';
import { ActionSheet, SearchBar, Tabs } from 'antd-mobile';
import { AddOutline } from 'antd-mobile-icons';
import { useEffect, useState } from 'react';
import { nav, withQuery } from '../../../platform/nav.ts';
import { AppGate } from '../../../ui/app-gate.tsx';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { InfiniteList } from '../../../ui/infinite-list.tsx';
import { PageShell } from '../../../ui/page-shell.tsx';
import { totalLabel } from '../../../ui/paging.ts';
import { useDebounced } from '../../../ui/use-debounced.ts';
import head from '../../customer/pages/customer-tab.module.css';
import { ContractCard } from '../components/contract-card.tsx';
import { ListFilterBar } from '../components/list-filter-bar.tsx';
import styles from '../contract.module.css';
import { useContractAddAuth, useContractList } from '../contract.queries.ts';
import { operationPage } from '../contract-links.ts';
import { EMPTY_CONTRACT_FILTER, isFiltered, type TContractFilter } from '../contract-list-filter.ts';

/** The list's type and filters outlive a trip into a contract and back (the page remounts). */
let kept: { contractType: number; filter: TContractFilter } = {
  contractType: CONTRACT_TYPE.sale,
  filter: EMPTY_CONTRACT_FILTER,
};

/** pages/contract/index: 买卖 / 租赁 contracts, searched and filtered, 15 a page, with the add button when allowed. */
export default function ContractIndexPage() {
  return (
    <PageShell title="合同管理">
      <AppGate appType={APP_TYPE.contract}>
        <ContractBook />
      </AppGate>
    </PageShell>
  );
}

function ContractBook() {
  const [contractType, setContractType] = useState(kept.contractType);
  const [filter, setFilter] = useState<TContractFilter>(kept.filter);
  const [text, setText] = useState(kept.filter.key);
  const [adding, setAdding] = useState(false);
  const key = useDebounced(text.trim());
  const active = { ...filter, key };
  const list = useContractList(contractType, active);
  const auth = useContractAddAuth().data;
  const filtered = isFiltered(active);
  const typeName = contractType === CONTRACT_TYPE.rent ? '租赁' : '买卖';

  useEffect(() => {
    kept = { contractType, filter: { ...filter, key } };
  }, [contractType, filter, key]);

  const addable = [
    ...(auth?.saleContractNewAdd ? [CONTRACT_TYPE.sale] : []),
    ...(auth?.rentContractNewAdd ? [CONTRACT_TYPE.rent] : []),
  ];
  const add = () => {
    const only = addable[0];
    if (addable.length === 1 && only !== undefined) nav.navigateTo(operationPage(only));
    else setAdding(true);
  };

  return (
    <>
      <div className={head.top}>
        <Tabs
          className={head.tabs}
          activeKey={String(contractType)}
          activeLineMode="fixed"
          onChange={(k) => {
            setContractType(Number(k));
            // States differ by type: the state filter starts over.
            setFilter((f) => ({ ...f, state: 0 }));
          }}
        >
          <Tabs.Tab key={String(CONTRACT_TYPE.sale)} title="买卖" />
          <Tabs.Tab key={String(CONTRACT_TYPE.rent)} title="租赁" />
        </Tabs>
        <SearchBar
          className={head.search}
          placeholder="搜索合同编号、房屋或客户姓名"
          value={text}
          onChange={setText}
          onClear={() => setText('')}
          maxLength={30}
        />
        <ListFilterBar
          key={contractType}
          contractType={contractType}
          filter={filter}
          onChange={(patch) => setFilter((f) => ({ ...f, ...patch }))}
        />
      </div>
      <InfiniteList
        query={list}
        itemKey={(row) => row.contractId}
        header={(total) => (
          <div className={styles.total}>
            <span>
              共 {totalLabel(total)} 份{typeName}合同
            </span>
            {filtered ? (
              <button
                type="button"
                onClick={() => {
                  setText('');
                  setFilter(EMPTY_CONTRACT_FILTER);
                }}
              >
                清空筛选
              </button>
            ) : null}
          </div>
        )}
        className={head.list}
        empty={
          <EmptyState
            title={filtered ? '没有找到符合条件的合同' : `还没有${typeName}合同`}
            description={
              filtered ? '换个关键词或筛选条件试试' : auth?.newAddBtn ? '点击右下角「+」录入第一份合同' : undefined
            }
          />
        }
        renderItem={(row) => (
          <ContractCard
            row={row}
            onClick={() =>
              nav.navigateTo(withQuery('pages/contract/detail', { id: row.contractId, type: row.contractType }))
            }
          />
        )}
      />
      <div className={styles.fabSpace} />
      {auth?.newAddBtn && addable.length > 0 ? (
        <button type="button" className={styles.fab} aria-label="新增合同" onClick={add}>
          <AddOutline />
        </button>
      ) : null}
      <ActionSheet
        visible={adding}
        cancelText="取消"
        onClose={() => setAdding(false)}
        onAction={() => setAdding(false)}
        actions={addable.map((t) => ({
          key: String(t),
          text: `新增${CONTRACT_TYPE_NAMES[t]}`,
          onClick: () => nav.navigateTo(operationPage(t)),
        }))}
      />
    </>
  );
}
