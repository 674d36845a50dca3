import type { TListingFields } from '@awb/contract/housing-listing';
import { HOUSING_MSG, LISTING_TYPE } from '@awb/contract/housing-options';
import { normaliseRoom, roomKey } from '@awb/contract/housing-room-key';
import type { TRequestContext } from '../../platform/auth/context.ts';
import type { TExecutor } from '../../platform/db/db.ts';
import { invalid } from '../../platform/errors.ts';
import { communityLookup } from '../community/community-lookup.ts';
import { monthlyRent, unitPriceOf } from './housing-format.ts';
import type { TListingInsert } from './listing.repository.ts';

/**
 * The stored columns of a submit: the community (and picked building, unit, room) must be the
 * caller's company's; picked ones give their own numbers.
 */
export async function listingColumns(db: TExecutor, ctx: TRequestContext, f: TListingFields) {
  const info = f.communityInfo;
  const community = await communityLookup.byId(db, ctx.companyId, info.communityId);
  if (!community) throw invalid(HOUSING_MSG.communityNotFound);
  let buildingNo = info.buildingNo;
  let unitNo = info.unitNo;
  let roomNo = info.roomNo;
  if (info.buildingId !== undefined) {
    const b = await communityLookup.building(db, ctx.companyId, info.buildingId);
    if (b?.communityId !== community.communityId) throw invalid(HOUSING_MSG.buildingNotInCommunity);
    buildingNo = b.name;
  }
  if (info.unitId !== undefined) {
    const u = await communityLookup.unit(db, ctx.companyId, info.unitId);
    if (
      u?.communityId !== community.communityId ||
      (info.buildingId !== undefined && u.buildingId !== info.buildingId)
    ) {
      throw invalid(HOUSING_MSG.unitNotInBuilding);
    }
    unitNo = u.name;
  }
  if (info.roomId !== undefined) {
    const r = await communityLookup.room(db, ctx.companyId, info.roomId);
    if (
      r?.communityId !== community.communityId ||
      (info.unitId !== undefined && r.unitId !== info.unitId) ||
      (info.buildingId !== undefined && r.buildingId !== info.buildingId)
    ) {
      throw invalid(HOUSING_MSG.roomNotInUnit);
    }
    roomNo = r.name;
  }
  if (buildingNo === '') {
    // The room may carry the building (and unit): 5-501, 5栋2单元501.
    const parts = normaliseRoom(buildingNo, unitNo, roomNo);
    if (parts.building === '') throw invalid(HOUSING_MSG.buildingRequired);
    buildingNo = parts.building;
    unitNo = unitNo || parts.unit;
    roomNo = parts.room;
  }
  const isSale = f.type === LISTING_TYPE.sale;
  const sellPrice = isSale ? (f.sellPrice ?? null) : null;
  const rentPrice = isSale ? null : (f.rentPrice ?? null);
  const rentUnit = isSale ? 0 : f.rentUnit || 1;
  const values = {
    type: f.type,
    communityId: community.communityId,
    buildingId: info.buildingId ?? null,
    unitId: info.unitId ?? null,
    roomId: info.roomId ?? null,
    buildingNo,
    buildingLabel: info.buildingLabel,
    unitNo,
    unitLabel: info.unitLabel,
    roomNo,
    roomKey: roomKey(buildingNo, unitNo, roomNo),
    address: info.address,
    room: f.room,
    hall: f.hall,
    showerRoom: f.showerRoom,
    balcony: f.balcony,
    kitchen: f.kitchen,
    houseArea: f.houseArea,
    floor: f.floor,
    totalFloor: f.totalFloor,
    schoolSeat: f.schoolSeat,
    schoolSeatUseTime: f.schoolSeat === 1 ? f.schoolSeatUseTime : '',
    sellPrice,
    unitPrice: unitPriceOf(sellPrice, f.houseArea),
    sellPayway: isSale ? f.sellPayway : 0,
    visitTime: f.visitTime,
    tags: f.tags,
    renovation: f.renovation,
    property: f.property,
    propertyRight: f.propertyRight,
    housingType: f.housingType,
    toward: f.toward,
    remark: f.remark,
    haveGarage: f.haveGarage,
    houseGarage: f.haveGarage ? f.houseGarage : '',
    haveKeys: f.haveKeys,
    houseKeys: f.haveKeys ? f.houseKeys : '',
    source: f.source,
    traffic: f.traffic,
    rentPrice,
    rentUnit,
    rentMonth: monthlyRent(rentPrice, rentUnit, f.houseArea),
    moveIntoTime: isSale ? '' : f.moveIntoTime,
    rentPayway: isSale ? 0 : f.rentPayway,
    peitao: isSale ? [] : f.peitao,
    rentway: isSale ? 0 : f.rentway,
    infoAttribution: f.infoAttribution,
  } satisfies Partial<TListingInsert>;
  return values;
}
