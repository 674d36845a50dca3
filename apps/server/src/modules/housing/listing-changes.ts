import { LISTING_TYPE, RENT_UNIT_NAMES } from '@awb/contract/housing-options';
import { trimNumber } from './housing-format.ts';
import type { TListingRecord } from './listing.repository.ts';

/** The price of a listing as its type has it (sale 万元, rent in its unit). */
export function priceOf(l: { type: number; sellPrice: number | null; rentPrice: number | null }): number | null {
  return l.type === LISTING_TYPE.sale ? l.sellPrice : l.rentPrice;
}

export function priceText(l: { type: number; rentUnit: number }, price: number | null): string {
  if (price === null) return '';
  return l.type === LISTING_TYPE.sale
    ? `${trimNumber(price)}万`
    : `${trimNumber(price)}${RENT_UNIT_NAMES[l.rentUnit] ?? '元/月'}`;
}

/** The columns an edit compares. */
type TCompared = Pick<
  TListingRecord,
  | 'type'
  | 'sellPrice'
  | 'rentPrice'
  | 'rentUnit'
  | 'buildingNo'
  | 'unitNo'
  | 'roomNo'
  | 'room'
  | 'hall'
  | 'houseArea'
  | 'floor'
  | 'totalFloor'
  | 'remark'
>;

/** What an edit changed, in words, for the operation record (protected values are not written out). */
export function describeChanges(
  before: TCompared,
  after: TCompared,
  oldContacts: { name: string; phone: string }[],
  newContacts: { name: string; phone: string }[],
): string[] {
  const out: string[] = [];
  const oldPrice = priceOf(before);
  const newPrice = priceOf(after);
  if (oldPrice !== newPrice) out.push(`价格：${priceText(before, oldPrice)} → ${priceText(after, newPrice)}`);
  if (before.houseArea !== after.houseArea) {
    out.push(`面积：${trimNumber(before.houseArea)}㎡ → ${trimNumber(after.houseArea)}㎡`);
  }
  if (before.room !== after.room || before.hall !== after.hall) {
    out.push(`户型：${before.room}室${before.hall}厅 → ${after.room}室${after.hall}厅`);
  }
  if (before.buildingNo !== after.buildingNo || before.unitNo !== after.unitNo || before.roomNo !== after.roomNo) {
    out.push('修改了楼栋房号');
  }
  if (before.floor !== after.floor || before.totalFloor !== after.totalFloor) out.push('修改了楼层');
  const contactKey = (list: { name: string; phone: string }[]) => list.map((c) => `${c.name}:${c.phone}`).join(',');
  if (contactKey(oldContacts) !== contactKey(newContacts)) out.push('修改了业主联系方式');
  if (before.remark !== after.remark) out.push('修改了备注');
  return out.length > 0 ? out : ['修改了房源信息'];
}
