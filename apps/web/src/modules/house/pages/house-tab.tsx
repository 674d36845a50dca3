import { APP_TYPE } from '@awb/contract/common/apps';
import { LISTING_TYPE, LISTING_TYPE_NAMES } from '@awb/contract/housing-options';
import { housingPermission } from '@awb/contract/housing-permission';
import { AddOutline, CloseCircleFill, SearchOutline } from 'antd-mobile-icons';
import { memo, useEffect, useState } from 'react';
import { nav, withQuery } from '../../../platform/nav.ts';
import { totalLabel } from '../../../platform/paging.ts';
import { usePermission } from '../../../platform/session.ts';
import { AppGate } from '../../../ui/app-gate.tsx';
import { DeferredDropdown } from '../../../ui/deferred-dropdown/deferred-dropdown.tsx';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { InfiniteList } from '../../../ui/infinite-list.tsx';
import { LineTabs } from '../../../ui/line-tabs.tsx';
import { PageShell } from '../../../ui/page-shell.tsx';
import { openOrgPicker } from '../../org/org-picker.ts';
import { LISTING_FILTER_BAR } from '../components/deferred-filter-bar.ts';
import { ListingCard } from '../components/listing-card.tsx';
import { EMPTY_FILTER, moreFilterCount } from '../house-filter.ts';
import { setListState, type THouseListState, useListState } from '../list-state.ts';
import { useDistricts, useListings } from '../listing-tab.queries.ts';
import { listingCardView } from '../listing-view.ts';
import styles from './house-tab.module.css';

/** pages/house: the house book tab (seed 000 §2) inside the app-use gate. */
export default function HouseTabPage() {
  const state = useListState();
  const mayAdd = usePermission(housingPermission(state.type, 'add'));
  return (
    <PageShell
      title="房源"
      noBack
      right={
        mayAdd ? (
          <button
            type="button"
            className={styles.add}
            aria-label={`录入${LISTING_TYPE_NAMES[state.type]}房源`}
            onClick={() => nav.navigateTo(withQuery('pages/house/operation', { type: state.type }))}
          >
            <AddOutline />
          </button>
        ) : undefined
      }
    >
      <AppGate appType={APP_TYPE.house}>
        <HouseList mayAdd={mayAdd} />
      </AppGate>
    </PageShell>
  );
}

/** 出售 and 出租, keyed by the listing type. */
const TYPE_TABS = [LISTING_TYPE.sale, LISTING_TYPE.rent].map((type) => ({
  key: String(type),
  title: LISTING_TYPE_NAMES[type] ?? '',
}));

/** Where the list was scrolled when a listing was opened, so that coming back lands there again. */
let savedScroll = 0;

function HouseList({ mayAdd }: { mayAdd: boolean }) {
  const state = useListState();
  const list = useListings(state);
  const loaded = list.data !== undefined;
  useEffect(() => {
    if (loaded && savedScroll > 0) window.scrollTo(0, savedScroll);
  }, [loaded]);
  // Read when the tab goes away only: reading scrollY lays the page out at once, which inside the first
  // list render made it one long task (Total Blocking Time).
  useEffect(
    () => () => {
      savedScroll = window.scrollY;
    },
    [],
  );
  const filtered =
    state.search !== undefined ||
    moreFilterCount(state.filter) > 0 ||
    state.filter.districtId !== undefined ||
    state.filter.houseType.length > 0 ||
    state.filter.price.min !== undefined ||
    state.filter.price.max !== undefined;

  return (
    <>
      <div className={styles.head}>
        <LineTabs
          className={styles.tabs}
          tabs={TYPE_TABS}
          activeKey={String(state.type)}
          onChange={(key) => setListState({ type: Number(key), search: undefined })}
        />
        <div className={styles.searchRow}>
          <button
            type="button"
            className={styles.search}
            aria-label="搜索房源"
            onClick={() => nav.navigateTo('pages/house/search')}
          >
            <SearchOutline className={styles.searchIcon} />
            {state.search ? (
              <span className={styles.searchText}>{state.search.label}</span>
            ) : (
              <span className={styles.searchPlaceholder}>搜索小区、地址或房源编号</span>
            )}
          </button>
          {state.search ? (
            <button
              type="button"
              className={styles.clearSearch}
              aria-label="清除搜索"
              onClick={() => setListState({ search: undefined })}
            >
              <CloseCircleFill />
            </button>
          ) : null}
        </div>
        <FilterBar state={state} />
      </div>
      <InfiniteList
        query={list}
        itemKey={(row) => row.houseId}
        header={(total) => (
          <div className={styles.total}>
            共 <b>{totalLabel(total)}</b> 套{LISTING_TYPE_NAMES[state.type]}房源
            {filtered ? (
              <button type="button" onClick={() => setListState({ filter: EMPTY_FILTER, search: undefined, sort: 0 })}>
                清空筛选
              </button>
            ) : null}
          </div>
        )}
        empty={
          <EmptyState
            title={filtered ? '没有符合条件的房源' : `还没有${LISTING_TYPE_NAMES[state.type]}房源`}
            description={filtered ? '换个条件试试，或清空筛选' : mayAdd ? '点右上角“+”录入第一套房源' : undefined}
          />
        }
        className={styles.list}
        renderItem={(row, index) => (
          <ListingCard
            view={listingCardView(row)}
            index={index}
            onClick={() => nav.navigateTo(withQuery('pages/house/detail', { id: row.houseId, type: row.type }))}
          />
        )}
      />
    </>
  );
}

/**
 * The filter bar with the 区域 filter's districts: they arrive after the list, and re-render only the bar
 * here instead of the whole tab with its cards; and the list's updates do not redraw the bar (Total Blocking
 * Time). The districts are asked for when the bar's code starts loading (the page has settled, or a tap on
 * the bar), or at once when a district is chosen (its name is the 区域 title): asked for with the list, the
 * two lookups would be the last requests before the list's covers paint (the listing tab's LCP).
 */
const FilterBar = memo(function FilterBar({ state }: { state: THouseListState }) {
  const [barStarted, setBarStarted] = useState(() => LISTING_FILTER_BAR.loaded() !== undefined);
  const districts = useDistricts(barStarted || state.filter.districtId !== undefined);
  return (
    <DeferredDropdown
      key={state.type}
      bar={LISTING_FILTER_BAR}
      onStart={() => setBarStarted(true)}
      props={{
        type: state.type,
        filter: state.filter,
        sort: state.sort,
        districts: districts.data,
        onChange: ({ filter, sort }) =>
          setListState({ ...(filter ? { filter } : {}), ...(sort !== undefined ? { sort } : {}) }),
        onPickLuru: async (draft) => {
          const pick = await openOrgPicker({
            mode: 'both',
            multiple: true,
            title: '选择录入人',
            appType: APP_TYPE.house,
            selected: draft.luru,
          });
          setListState({ filter: pick ? { ...draft, luru: pick } : draft });
        },
      }}
    />
  );
});
