import { HOUSE_FILTER } from '@awb/contract/housing-filters';
import { HOUSE_SORT_NAMES, HOUSING_OPTIONS, LISTING_TYPE } from '@awb/contract/housing-options';
import { Badge } from 'antd-mobile';
import type { TDropdownNavItem } from '../../../ui/deferred-dropdown/dropdown-nav.tsx';
import { moreFilterCount, type THouseFilter } from '../house-filter.ts';
import styles from './filters.module.css';
import { rangeLabel } from './range-label.ts';
import type { TDistrictOption } from './region-panel.tsx';

export type TListFilterBarProps = {
  type: number;
  filter: THouseFilter;
  sort: number;
  districts: TDistrictOption[] | undefined;
  onChange: (next: { filter?: THouseFilter; sort?: number }) => void;
  /** 录入人: the page opens the organisation picker (the dropdown closes first). */
  onPickLuru: (draft: THouseFilter) => void;
};

/**
 * The titles of the listing list's filter bar (codes of housing-filters.ts: FYQY 区域, FYJG 价格, FYHX 户型,
 * FYGD 更多, FYPX 排序). A title turns blue and names the choice once its filter is set. Shared by the bar
 * and the stand-in drawn while the bar's code loads.
 */
export function filterBarItems({ type, filter, sort, districts }: TListFilterBarProps): TDropdownNavItem[] {
  const priceUnit = type === LISTING_TYPE.sale ? '万' : '元';
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
  const text = (title: string) => <span className={styles.barTitle}>{title}</span>;
  return [
    { key: HOUSE_FILTER.region.code, title: text(regionTitle), highlight: filter.districtId !== undefined },
    {
      key: HOUSE_FILTER.price.code,
      title: text(priceTitle),
      highlight: priceTitle !== HOUSE_FILTER.price.name || rangeLabel(filter.unitPrice, '') !== '',
    },
    { key: HOUSE_FILTER.layout.code, title: text(layoutTitle), highlight: filter.houseType.length > 0 },
    {
      key: HOUSE_FILTER.more.code,
      title: (
        <Badge content={moreCount || null} className={styles.moreBadge}>
          {text(HOUSE_FILTER.more.name)}
        </Badge>
      ),
      highlight: moreCount > 0,
    },
    {
      key: HOUSE_FILTER.sort.code,
      title: text((sort ? HOUSE_SORT_NAMES[sort] : undefined) ?? '排序'),
      highlight: sort !== 0,
    },
  ];
}
