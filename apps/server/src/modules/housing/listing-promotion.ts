import {
  HOUSING_MSG,
  LISTING_TAG_NAMES,
  PEITAO_NAMES,
  RENOVATION_NAMES,
  RENT_PAYWAY_NAMES,
  RENT_UNIT_NAMES,
  RENTWAY_NAMES,
  TOWARD_NAMES,
} from '@awb/contract/housing-options';
import type { TRequestContext } from '../../platform/auth/context.ts';
import type { TDeps } from '../../platform/deps.ts';
import { notFound } from '../../platform/errors.ts';
import { communityLookup } from '../community/community-lookup.ts';
import { floorLevel, houseCode, listingTitle } from './housing-format.ts';
import { listingRepository } from './listing.repository.ts';

/**
 * What the house book lets the promotion module (docs/promotion.md) show outside: a listing the caller
 * sees, as a portal would publish it — never owner contacts, building, unit or room number. Another
 * company's listing, a deleted one, and one outside the caller's data scope are all 404.
 */
export type TListingForPromotion = {
  houseId: number;
  type: number;
  houseCode: string;
  title: string;
  communityName: string;
  address: string;
  districtName: string;
  regionName: string;
  room: number;
  hall: number;
  showerRoom: number;
  houseArea: number;
  floorLevel: string;
  totalFloor: number;
  towardName: string;
  renovationName: string;
  sellPrice: number | null;
  unitPrice: number | null;
  rentPrice: number | null;
  rentUnitName: string;
  rentPaywayName: string;
  rentwayName: string;
  moveIntoTime: string;
  facilities: string[];
  sellingPoints: string[];
  description: string;
  pictures: { url: string; title: string; isCover: boolean }[];
};

const names = (ids: number[], table: Record<number, string>) => ids.flatMap((v) => (table[v] ? [table[v]] : []));

export async function listingForPromotion(
  deps: TDeps,
  ctx: TRequestContext,
  houseId: number,
): Promise<TListingForPromotion> {
  const { db } = deps;
  const l = await listingRepository.find(db, ctx.companyId, houseId);
  if (!l || l.deletedAt !== null || !(await listingRepository.isVisible(db, ctx, l))) {
    throw notFound(HOUSING_MSG.listingNotFound);
  }
  const [community, pictures] = await Promise.all([
    communityLookup.byId(db, ctx.companyId, l.communityId),
    listingRepository.pictures(db, ctx.companyId, l.id),
  ]);
  return {
    houseId: l.id,
    type: l.type,
    houseCode: houseCode(l.type, l.id),
    title: listingTitle(community?.name ?? '', l.room, l.hall, l.houseArea),
    communityName: community?.name ?? '',
    address: community?.address ?? '',
    districtName: community?.districtName ?? '',
    regionName: community?.regionName ?? '',
    room: l.room,
    hall: l.hall,
    showerRoom: l.showerRoom,
    houseArea: l.houseArea,
    floorLevel: floorLevel(l.floor, l.totalFloor),
    totalFloor: l.totalFloor,
    towardName: TOWARD_NAMES[l.toward] ?? '',
    renovationName: RENOVATION_NAMES[l.renovation] ?? '',
    sellPrice: l.sellPrice,
    unitPrice: l.unitPrice === null ? null : Math.round(l.unitPrice),
    rentPrice: l.rentPrice,
    rentUnitName: RENT_UNIT_NAMES[l.rentUnit] ?? '',
    rentPaywayName: RENT_PAYWAY_NAMES[l.rentPayway] ?? '',
    rentwayName: RENTWAY_NAMES[l.rentway] ?? '',
    moveIntoTime: l.moveIntoTime,
    facilities: names(l.peitao, PEITAO_NAMES),
    sellingPoints: names(l.tags, LISTING_TAG_NAMES),
    description: l.remark,
    pictures: pictures.map((p) => ({ url: deps.uploads.link(p.ref), title: p.title, isCover: p.isCover })),
  };
}
