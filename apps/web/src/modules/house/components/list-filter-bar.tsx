import { HOUSE_FILTER, PRICE_PRESETS } from '@awb/contract/housing-filters';
import { HOUSE_SORT_NAMES, HOUSING_OPTIONS, LISTING_TYPE } from '@awb/contract/housing-options';
import { Badge, Button, Dropdown, type DropdownRef } from 'antd-mobile';
import { CheckOutline } from 'antd-mobile-icons';
import { lazy, type ReactNode, Suspense, useEffect, useRef, useState } from 'react';
import { moreFilterCount, resetMore, type THouseFilter } from '../house-filter.ts';
import { FilterSection, OptionChips } from './filter-section.tsx';
import styles from './filters.module.css';
import { RangeField, rangeLabel } from './range-field.tsx';
import { RegionPanel, type TDistrictOption } from './region-panel.tsx';

type TProps = {
  type: number;
  filter: THouseFilter;
  sort: number;
  districts: TDistrictOption[] | undefined;
  onChange: (next: { filter?: THouseFilter; sort?: number }) => void;
  /** 录入人: the page opens the organisation picker (the dropdown closes first). */
  onPickLuru: (draft: THouseFilter) => void;
};

/**
 * The 更多 panel with its date pickers, loaded once the list has shown (on idle) rather than with it: the
 * panel shows only when 更多 is opened (issue 17, the listing tab's first screen).
 */
const loadMoreFilters = () => import('./more-filters.tsx');
const MoreFilters = lazy(() => loadMoreFilters().then((m) => ({ default: m.MoreFilters })));
const whenIdle = (run: () => void) =>
  typeof requestIdleCallback === 'function' ? requestIdleCallback(run, { timeout: 3000 }) : setTimeout(run, 1000);

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
 * The listing list's filter bar (codes of housing-filters.ts: FYQY 区域, FYJG 价格, FYHX 户型, FYGD 更多,
 * FYPX 排序). A title turns blue and names the choice once its filter is set.
 */
export function ListFilterBar({ type, filter, sort, districts, onChange, onPickLuru }: TProps) {
  const ref = useRef<DropdownRef>(null);
  useEffect(() => {
    whenIdle(() => void loadMoreFilters());
  }, []);
  const [draft, setDraft] = useState<THouseFilter>(filter);
  const close = () => ref.current?.close();
  const apply = (next: THouseFilter) => {
    onChange({ filter: next });
    close();
  };
  const sale = type === LISTING_TYPE.sale;
  const priceUnit = sale ? '万' : '元';

  const district = districts?.find((d) => d.id === filter.districtId);
  const regionTitle =
    district?.regions.find((r) => r.id === filter.regionId)?.name ?? district?.name ?? HOUSE_FILTER.region.name;
  const priceTitle = rangeLabel(filter.price, priceUnit) || HOUSE_FILTER.price.name;
  const layoutTitle =
    filter.houseType.length === 1
      ? (HOUSING_OPTIONS.houseType.find((o) => o.value === filter.houseType[0])?.label ?? '')
      : filter.houseType.length > 1
        ? `户型(${filter.houseType.length})`
        : HOUSE_FILTER.layout.name;
  const moreCount = moreFilterCount(filter);
  const set = (key: keyof THouseFilter) => (value: unknown) => setDraft((d) => ({ ...d, [key]: value }));

  return (
    <Dropdown
      ref={ref}
      className={styles.bar}
      onChange={(key) => {
        if (key) setDraft(filter);
      }}
    >
      <Dropdown.Item
        key={HOUSE_FILTER.region.code}
        title={<span className={styles.barTitle}>{regionTitle}</span>}
        highlight={filter.districtId !== undefined}
      >
        <RegionPanel
          districts={districts}
          districtId={filter.districtId}
          regionId={filter.regionId}
          onPick={(districtId, regionId) => apply({ ...filter, districtId, regionId })}
        />
      </Dropdown.Item>
      <Dropdown.Item
        key={HOUSE_FILTER.price.code}
        title={<span className={styles.barTitle}>{priceTitle}</span>}
        highlight={priceTitle !== HOUSE_FILTER.price.name || rangeLabel(filter.unitPrice, '') !== ''}
      >
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
      </Dropdown.Item>
      <Dropdown.Item
        key={HOUSE_FILTER.layout.code}
        title={<span className={styles.barTitle}>{layoutTitle}</span>}
        highlight={filter.houseType.length > 0}
      >
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
      </Dropdown.Item>
      <Dropdown.Item
        key={HOUSE_FILTER.more.code}
        title={
          <Badge content={moreCount || null} className={styles.moreBadge}>
            <span className={styles.barTitle}>{HOUSE_FILTER.more.name}</span>
          </Badge>
        }
        highlight={moreCount > 0}
      >
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
      </Dropdown.Item>
      <Dropdown.Item
        key={HOUSE_FILTER.sort.code}
        title={<span className={styles.barTitle}>{sort ? HOUSE_SORT_NAMES[sort] : '排序'}</span>}
        highlight={sort !== 0}
      >
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
      </Dropdown.Item>
    </Dropdown>
  );
}
