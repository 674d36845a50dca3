import { HOUSE_FILTER, PRICE_PRESETS } from '@awb/contract/housing-filters';
import { HOUSING_OPTIONS, LISTING_TYPE } from '@awb/contract/housing-options';
import { Button, Dropdown, type DropdownRef } from 'antd-mobile';
import { CheckOutline } from 'antd-mobile-icons';
import { lazy, type ReactNode, Suspense, useEffect, useRef, useState } from 'react';
import type { TOpenAtStart } from '../../../ui/deferred-dropdown/deferred-dropdown.tsx';
import { whenIdle } from '../../../ui/when-idle.ts';
import { resetMore, type THouseFilter } from '../house-filter.ts';
import { filterBarItems, type TListFilterBarProps } from './filter-bar-items.tsx';
import { FilterSection, OptionChips } from './filter-section.tsx';
import styles from './filters.module.css';
import { RangeField } from './range-field.tsx';
import { RegionPanel } from './region-panel.tsx';

/**
 * The 更多 panel with its date pickers, loaded once the list has shown (on idle) rather than with it: the
 * panel shows only when 更多 is opened, so the listing tab's first screen does without it.
 */
const loadMoreFilters = () => import('./more-filters.tsx');
const MoreFilters = lazy(() => loadMoreFilters().then((m) => ({ default: m.MoreFilters })));

/** A panel that edits a copy and applies it on 确定; 重置 clears its own part. */
function Panel({ children, onReset, onApply }: { children: ReactNode; onReset: () => void; onApply: () => void }) {
  return (
    <div>
      <div className={styles.dropdownBody}>{children}</div>
      <div className={styles.actions}>
        <Button fill="outline" onClick={onReset}>
          重置
        </Button>
        <Button color="primary" onClick={onApply}>
          确定
        </Button>
      </div>
    </div>
  );
}

/**
 * The listing list's filter bar (titles: filter-bar-items.tsx), loaded after the list has shown
 * (deferred-filter-bar.ts); `openAtStart` opens the item tapped on the stand-in before.
 */
export function ListFilterBar(props: TListFilterBarProps & TOpenAtStart) {
  const { type, filter, sort, districts, onChange, onPickLuru, openAtStart } = props;
  const ref = useRef<DropdownRef>(null);
  useEffect(() => whenIdle(() => void loadMoreFilters()), []);
  const [draft, setDraft] = useState<THouseFilter>(filter);
  const close = () => ref.current?.close();
  const apply = (next: THouseFilter) => {
    onChange({ filter: next });
    close();
  };
  const sale = type === LISTING_TYPE.sale;
  const priceUnit = sale ? '万' : '元';
  const set = (key: keyof THouseFilter) => (value: unknown) => setDraft((d) => ({ ...d, [key]: value }));

  const panels: Record<string, ReactNode> = {
    [HOUSE_FILTER.region.code]: (
      <RegionPanel
        districts={districts}
        districtId={filter.districtId}
        regionId={filter.regionId}
        onPick={(districtId, regionId) => apply({ ...filter, districtId, regionId })}
      />
    ),
    [HOUSE_FILTER.price.code]: (
      <Panel
        onReset={() => setDraft((d) => ({ ...d, price: {}, unitPrice: {} }))}
        onApply={() => apply({ ...filter, price: draft.price, unitPrice: draft.unitPrice })}
      >
        <FilterSection title={sale ? '总价（万元）' : '租金（元/月）'}>
          <RangeField value={draft.price} onChange={set('price')} unit={priceUnit} presets={PRICE_PRESETS[type]} />
        </FilterSection>
        {sale ? (
          <FilterSection title="单价（元/㎡）">
            <RangeField value={draft.unitPrice} onChange={set('unitPrice')} unit="元/㎡" />
          </FilterSection>
        ) : null}
      </Panel>
    ),
    [HOUSE_FILTER.layout.code]: (
      <Panel
        onReset={() => setDraft((d) => ({ ...d, houseType: [] }))}
        onApply={() => apply({ ...filter, houseType: draft.houseType })}
      >
        <FilterSection title="户型">
          <OptionChips
            options={HOUSING_OPTIONS.houseType}
            value={draft.houseType}
            onChange={set('houseType')}
            columns={3}
          />
        </FilterSection>
      </Panel>
    ),
    [HOUSE_FILTER.more.code]: (
      <Panel onReset={() => setDraft((d) => resetMore(d))} onApply={() => apply(draft)}>
        <Suspense fallback={null}>
          <MoreFilters
            type={type}
            draft={draft}
            onChange={setDraft}
            onPickLuru={() => {
              close();
              onPickLuru(draft);
            }}
          />
        </Suspense>
      </Panel>
    ),
    [HOUSE_FILTER.sort.code]: (
      <div className={styles.sortList}>
        {HOUSING_OPTIONS.sort.map((o) => (
          <button
            key={o.value}
            type="button"
            className={`${styles.columnItem} ${o.value === sort ? styles.columnItemActive : ''}`}
            onClick={() => {
              onChange({ sort: o.value });
              close();
            }}
          >
            {o.label}
            {o.value === sort ? <CheckOutline className={styles.check} /> : null}
          </button>
        ))}
      </div>
    ),
  };

  return (
    <Dropdown
      ref={ref}
      className={styles.bar}
      defaultActiveKey={openAtStart ?? null}
      onChange={(key) => {
        if (key) setDraft(filter);
      }}
    >
      {filterBarItems(props).map((item) => (
        <Dropdown.Item key={item.key} title={item.title} highlight={item.highlight}>
          {panels[item.key]}
        </Dropdown.Item>
      ))}
    </Dropdown>
  );
}
