import { HOUSE_STATE, LISTING_TYPE } from '@awb/contract/housing-options';
import type { TListingRow } from '@awb/contract/housing-views';
import type { TListingCardView } from './components/listing-card.tsx';
import { dotJoin, groupedNumber, layoutText, trimNumber, wanText } from './house-format.ts';

const STATE_COLOR: Record<number, NonNullable<TListingCardView['state']>['color']> = {
  [HOUSE_STATE.valid]: 'primary',
  [HOUSE_STATE.paused]: 'warning',
  [HOUSE_STATE.dealOurs]: 'success',
  [HOUSE_STATE.dealOthers]: 'default',
  [HOUSE_STATE.invalid]: 'default',
};

/** 320万 for sale; 3500元/月 for rent. */
export function priceText(row: Pick<TListingRow, 'type' | 'sellPrice' | 'rentPrice' | 'rentUnitName'>): string {
  if (row.type === LISTING_TYPE.sale) return wanText(row.sellPrice);
  const t = trimNumber(row.rentPrice);
  return t ? `${t}${row.rentUnitName || '元/月'}` : '';
}

/** A row of housingPosts as a card. */
export function listingCardView(row: TListingRow): TListingCardView {
  const flags = [row.isTop && '置顶', row.isSealed && '封盘', row.isLocked && '锁定'].filter(Boolean) as string[];
  return {
    id: row.houseId,
    cover: row.cover || null,
    title: row.communityName || row.title,
    summary: dotJoin(
      layoutText(row.room, row.hall, row.showerRoom),
      row.houseArea ? `${trimNumber(row.houseArea)}㎡` : '',
      row.towardName,
      row.floorLevel && row.totalFloor ? `${row.floorLevel}/${row.totalFloor}层` : row.floorLevel,
      row.renovationName,
    ),
    place: dotJoin(row.districtName, row.regionName, row.maintainerName ? `维护人 ${row.maintainerName}` : ''),
    tags: [
      ...(row.poolDue ? ['待转公盘'] : []),
      ...(row.siPan ? ['私盘'] : []),
      ...(row.haveKeys ? ['有钥匙'] : []),
      ...row.tagNames,
    ],
    price: priceText(row),
    subPrice: row.type === LISTING_TYPE.sale && row.unitPrice ? `${groupedNumber(row.unitPrice)}元/㎡` : undefined,
    state: row.stateName ? { text: row.stateName, color: STATE_COLOR[row.houseState] ?? 'default' } : undefined,
    flags,
  };
}
