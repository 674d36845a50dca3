import { PRICE_UNIT } from '@awb/contract/customer-form';
import type { TListingRef } from './customer-listings.ts';
import { rangeText } from './customer-view.ts';

/** The parts of a customer's intention that matching compares. */
export type TIntention = {
  customerType: number;
  priceMin: number | null;
  priceMax: number | null;
  areaMin: number | null;
  areaMax: number | null;
  /** 0 any, 1–3 rooms, 4 four or more. */
  room: number;
  communityIds: number[];
  regions: number[];
};

export type TMatch = { score: number; matched: number; criteria: number; reasons: { kind: string; text: string }[] };

const within = (v: number | null, low: number | null, high: number | null) =>
  v !== null && (low === null || v >= low) && (high === null || v <= high);

/** Whether a listing's bedrooms meet a wanted room count (4 means four or more). */
export function roomFits(wanted: number, rooms: number): boolean {
  return wanted >= 4 ? rooms >= 4 : rooms === wanted;
}

/**
 * How well a listing fits an intention: each criterion the customer set (price, area, layout,
 * community, region) counts once; a match needs at least one and at least half of them. The score
 * is the share met (0–100); the reasons say what fits, in the agents' words.
 */
export function matchListing(i: TIntention, l: TListingRef, districtName: (id: number) => string): TMatch {
  const reasons: TMatch['reasons'] = [];
  let criteria = 0;
  const unit = PRICE_UNIT[i.customerType] ?? '';
  if (i.priceMin !== null || i.priceMax !== null) {
    criteria += 1;
    if (within(l.price, i.priceMin, i.priceMax)) {
      const what = l.type === 2 ? '租金' : '总价';
      reasons.push({
        kind: 'price',
        text: `${what}${l.price}${unit}，在预算${rangeText(i.priceMin, i.priceMax, unit)}内`,
      });
    }
  }
  if (i.areaMin !== null || i.areaMax !== null) {
    criteria += 1;
    if (within(l.area, i.areaMin, i.areaMax)) {
      reasons.push({ kind: 'area', text: `面积${l.area}㎡，符合${rangeText(i.areaMin, i.areaMax, '㎡')}` });
    }
  }
  if (i.room > 0) {
    criteria += 1;
    if (roomFits(i.room, l.room)) {
      reasons.push({
        kind: 'layout',
        text: `${l.room}室${l.hall}厅，符合${i.room >= 4 ? '四室及以上' : `${i.room}室`}需求`,
      });
    }
  }
  if (i.communityIds.length > 0) {
    criteria += 1;
    if (i.communityIds.includes(l.communityId)) {
      reasons.push({ kind: 'community', text: `位于意向小区「${l.communityName}」` });
    }
  }
  if (i.regions.length > 0) {
    criteria += 1;
    if (i.regions.includes(l.districtId)) {
      reasons.push({ kind: 'region', text: `位于意向区域${districtName(l.districtId)}` });
    }
  }
  const matched = reasons.length;
  return { score: criteria === 0 ? 0 : Math.round((matched * 100) / criteria), matched, criteria, reasons };
}

/** A match worth showing: at least one criterion and at least half of those set. */
export function isMatch(m: TMatch): boolean {
  return m.matched >= 1 && m.matched * 2 >= m.criteria;
}
