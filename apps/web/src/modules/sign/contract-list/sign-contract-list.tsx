import { SIGN_CONTRACT_STATE, SIGN_CONTRACT_STATE_ALL } from '@awb/contract/sign-contract-constants';
import { SearchBar, Tabs } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { nav, withQuery } from '../../../platform/nav.ts';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { InfiniteList } from '../../../ui/infinite-list.tsx';
import { dateFilter } from '../../../ui/list-filter-bar/date-filter.ts';
import { choiceTitle } from '../../../ui/list-filter-bar/filter-titles.ts';
import { ListFilterBar } from '../../../ui/list-filter-bar/list-filter-bar.tsx';
import { ListTotal } from '../../../ui/list-filter-bar/list-total.tsx';
import { useDebounced } from '../../../ui/use-debounced.ts';
import { DateRangeField } from '../../house/components/date-range-field.tsx';
import { usePageCount } from '../sign.queries.ts';
import styles from './contract-list.module.css';
import { SIGN_DETAIL_PAGE } from './contract-list-links.ts';
import { useSignContractList, useSignStateCounts } from './sign-contract.queries.ts';
import { SignContractCard } from './sign-contract-card.tsx';
import {
  DEFAULT_SIGN_FILTER,
  isSignFiltered,
  SIGN_SORT_OPTIONS,
  SIGN_STATE_OPTIONS,
  SIGN_TYPE_TABS,
  type TSignListFilter,
} from './sign-list-filter.ts';
import { signTotalLabel } from './sign-list-paging.ts';

/** The filters outlive a trip into a contract and back (the home page remounts). */
let kept: TSignListFilter = DEFAULT_SIGN_FILTER;

/**
 * The signing contracts (pages/sign/index, below the set-up tiles): search, box type, state with
 * badge counts, submission dates and order (seed 000 §9 defaults: state 7, sort 4), 10 a page loaded
 * as the end comes into view.
 */
export function SignContractList() {
  const [filter, setFilter] = useState<TSignListFilter>(kept);
  const [text, setText] = useState(kept.key);
  const key = useDebounced(text.trim());
  const active = { ...filter, key };
  const list = useSignContractList(active);
  const counts = useSignStateCounts(filter.type).data;
  const waiting = usePageCount().data?.signWaitCount;
  const filtered = isSignFiltered(active);
  const patch = (p: Partial<TSignListFilter>) => setFilter((f) => ({ ...f, ...p }));

  useEffect(() => {
    kept = { ...filter, key };
  }, [filter, key]);

  // The badge of each state: signStateCounts; before it answers, 待签署 shows sign/pageCount's count.
  const badge = (state: number): number | undefined => {
    if (counts)
      return state === SIGN_CONTRACT_STATE_ALL ? counts.total : counts.states.find((s) => s.state === state)?.count;
    return state === SIGN_CONTRACT_STATE.waiting ? waiting : undefined;
  };

  return (
    <section className={styles.block} aria-label="签约合同">
      <div className={styles.top}>
        <h2 className={styles.heading}>签约合同</h2>
        <SearchBar
          className={styles.search}
          placeholder="搜索合同编号、小区、房号或签约方"
          value={text}
          onChange={setText}
          onClear={() => setText('')}
          maxLength={60}
        />
        <Tabs className={styles.tabs} activeKey={String(filter.type)} onChange={(k) => patch({ type: Number(k) })}>
          {SIGN_TYPE_TABS.map((t) => (
            <Tabs.Tab key={String(t.value)} title={t.label} />
          ))}
        </Tabs>
        <div className={styles.states} role="tablist" aria-label="合同状态">
          {SIGN_STATE_OPTIONS.map((o) => {
            const n = badge(o.value);
            return (
              <button
                key={o.value}
                type="button"
                role="tab"
                aria-selected={o.value === filter.state}
                className={o.value === filter.state ? styles.stateOn : styles.state}
                onClick={() => patch({ state: o.value })}
              >
                {o.label}
                {n ? <span className={styles.badge}>{n > 99 ? '99+' : n}</span> : null}
              </button>
            );
          })}
        </div>
        {/* 发起日期 and 排序 (the bar names the order in use). */}
        <ListFilterBar
          filters={[
            dateFilter('发起日期', filter, patch, (draft, setDraft) => (
              <DateRangeField value={draft} onChange={setDraft} />
            )),
            {
              kind: 'choice',
              key: 'sort',
              title: choiceTitle(SIGN_SORT_OPTIONS, filter.sortField, '排序'),
              label: '排序',
              options: SIGN_SORT_OPTIONS,
              value: filter.sortField,
              onChange: (sortField) => patch({ sortField }),
            },
          ]}
        />
      </div>
      <InfiniteList
        query={list}
        itemKey={(row) => row.contractId}
        className={styles.list}
        header={(total) => (
          <ListTotal
            onClear={
              filtered
                ? () => {
                    setText('');
                    setFilter({ ...DEFAULT_SIGN_FILTER, sortField: filter.sortField });
                  }
                : undefined
            }
          >
            共 {signTotalLabel(total, key !== '')} 份合同
          </ListTotal>
        )}
        empty={
          <EmptyState
            title={filtered ? '没有找到符合条件的合同' : '还没有签约合同'}
            description={filtered ? '换个关键词或筛选条件试试' : '发起签约后，合同会显示在这里'}
          />
        }
        renderItem={(row) => (
          <SignContractCard
            row={row}
            onClick={() => nav.navigateTo(withQuery(SIGN_DETAIL_PAGE, { contractId: row.contractId }))}
          />
        )}
      />
    </section>
  );
}
