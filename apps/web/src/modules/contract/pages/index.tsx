import { APP_TYPE } from '@awb/contract/common/apps';
import { CONTRACT_TYPE, CONTRACT_TYPE_NAMES } from '@awb/contract/contract-fields';
import { ActionSheet, SearchBar, Tabs } from 'antd-mobile';
import { AddOutline } from 'antd-mobile-icons';
import { useEffect, useState } from 'react';
import { nav, withQuery } from '../../../platform/nav.ts';
import { totalLabel } from '../../../platform/paging.ts';
import { AppGate } from '../../../ui/app-gate.tsx';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { InfiniteList } from '../../../ui/infinite-list.tsx';
import { dateFilter } from '../../../ui/list-filter-bar/date-filter.ts';
import { choiceTitle } from '../../../ui/list-filter-bar/filter-titles.ts';
import { ListFilterBar } from '../../../ui/list-filter-bar/list-filter-bar.tsx';
import { ListTotal } from '../../../ui/list-filter-bar/list-total.tsx';
import { PageShell } from '../../../ui/page-shell.tsx';
import { useDebounced } from '../../../ui/use-debounced.ts';
import head from '../../customer/pages/customer-tab.module.css';
import { DateRangeField } from '../../house/components/date-range-field.tsx';
import { ContractCard } from '../components/contract-card.tsx';
import styles from '../contract.module.css';
import { useContractAddAuth, useContractList } from '../contract.queries.ts';
import { operationPage } from '../contract-links.ts';
import {
  CONTRACT_SORT_OPTIONS,
  EMPTY_CONTRACT_FILTER,
  isFiltered,
  type TContractFilter,
} from '../contract-list-filter.ts';
import { stateFilterOptions } from '../contract-state.ts';

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
  const patch = (p: Partial<TContractFilter>) => setFilter((f) => ({ ...f, ...p }));
  const states = stateFilterOptions(contractType);

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
        {/* 状态, 签约日期 and 排序. */}
        <ListFilterBar
          filters={[
            {
              kind: 'choice',
              key: 'state',
              title: choiceTitle(states, filter.state, '状态'),
              active: filter.state !== 0,
              label: '状态',
              options: states,
              value: filter.state,
              onChange: (state) => patch({ state }),
            },
            dateFilter('签约日期', filter, patch, (draft, setDraft) => (
              <DateRangeField value={draft} onChange={setDraft} />
            )),
            {
              kind: 'choice',
              key: 'sort',
              title: '排序',
              options: CONTRACT_SORT_OPTIONS,
              value: filter.sort,
              onChange: (sort) => patch({ sort }),
            },
          ]}
        />
      </div>
      <InfiniteList
        query={list}
        itemKey={(row) => row.contractId}
        header={(total) => (
          <ListTotal
            onClear={
              filtered
                ? () => {
                    setText('');
                    setFilter(EMPTY_CONTRACT_FILTER);
                  }
                : undefined
            }
          >
            共 {totalLabel(total)} 份{typeName}合同
          </ListTotal>
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
