import type { TListingData } from '@awb/contract/housing-listing';
import {
  houseStateName,
  INFO_ATTRIBUTION,
  LISTING_TAG_NAMES,
  RENOVATION_NAMES,
  RENT_UNIT_NAMES,
  SCHOOL_SEAT,
  TEAM_TYPE_NAMES,
  TOWARD_NAMES,
} from '@awb/contract/housing-options';
import type { TListingRow, TTeamMember } from '@awb/contract/housing-views';
import { districtName } from '../community/community-format.ts';
import type { TCommunityRef } from '../community/community-lookup.ts';
import { floorLevel, formatTime, houseCode, listingTitle, MASK, maskContactPhone, maskName } from './housing-format.ts';
import type { TPersonRecord } from './housing-people.ts';
import type { TContactRecord, TListingRecord } from './listing.repository.ts';
import type { TListingCard } from './listing-cards.ts';
import type { TTeamRecord } from './team/team.repository.ts';

type TLink = (ref: string) => string;

export function titleOf(
  l: Pick<TListingRecord, 'room' | 'hall' | 'houseArea'>,
  community: Pick<TCommunityRef, 'name'> | undefined,
): string {
  return listingTitle(community?.name ?? '', l.room, l.hall, l.houseArea);
}

/**
 * 待转公盘: a private listing whose last follow-up (or entry, when never followed) is older than the
 * company's publicPoolDays; 0 days turns it off.
 */
export function isPoolDue(
  l: Pick<TListingRecord, 'infoAttribution' | 'followAt' | 'createdAt'>,
  publicPoolDays: number,
  now: Date,
): boolean {
  if (publicPoolDays <= 0 || l.infoAttribution !== INFO_ATTRIBUTION.private) return false;
  const last = (l.followAt ?? l.createdAt).getTime();
  return now.getTime() - last > publicPoolDays * 86_400_000;
}

/** A list row: no contacts, no building/unit/room, the floor as a level. */
export function toListingRow(l: TListingCard, link: TLink, poolDue = false): TListingRow {
  return {
    houseId: l.id,
    type: l.type,
    houseCode: houseCode(l.type, l.id),
    title: listingTitle(l.communityName ?? '', l.room, l.hall, l.houseArea),
    communityId: l.communityId,
    communityName: l.communityName ?? '',
    districtName: districtName(l.districtId ?? 0),
    regionName: l.regionName ?? '',
    room: l.room,
    hall: l.hall,
    showerRoom: l.showerRoom,
    houseArea: l.houseArea,
    floorLevel: floorLevel(l.floor, l.totalFloor),
    totalFloor: l.totalFloor,
    toward: l.toward,
    towardName: TOWARD_NAMES[l.toward] ?? '',
    renovation: l.renovation,
    renovationName: RENOVATION_NAMES[l.renovation] ?? '',
    sellPrice: l.sellPrice,
    unitPrice: l.unitPrice === null ? null : Math.round(l.unitPrice),
    rentPrice: l.rentPrice,
    rentUnit: l.rentUnit,
    rentUnitName: RENT_UNIT_NAMES[l.rentUnit] ?? '',
    tags: l.tags,
    tagNames: l.tags.map((t) => LISTING_TAG_NAMES[t] ?? '').filter((n) => n !== ''),
    houseState: l.houseState,
    stateName: houseStateName(l.type, l.houseState),
    siPan: l.infoAttribution === INFO_ATTRIBUTION.private,
    isTop: l.isTop,
    isSealed: l.isSealed,
    isLocked: l.isLocked,
    haveKeys: l.haveKeys,
    cover: l.coverRef ? link(l.coverRef) : '',
    ownerId: l.ownerId,
    ownerName: l.ownerName ?? '',
    deptName: l.deptName ?? '',
    maintainerName: l.maintainerId ? (l.maintainerName ?? '') : '',
    createdAt: formatTime(l.createdAt),
    updatedAt: formatTime(l.updatedAt),
    followAt: formatTime(l.followAt),
    poolDue,
  };
}

/** The whole submit data of a listing, unmasked (protection type 3, and the base of the detail). */
export function toListingData(
  l: TListingRecord,
  community: TCommunityRef | undefined,
  contacts: Pick<TContactRecord, 'name' | 'phone' | 'level'>[],
): TListingData {
  return {
    houseId: l.id,
    version: l.version,
    type: l.type,
    infoAttribution: l.infoAttribution,
    communityInfo: {
      communityId: l.communityId,
      communityName: community?.name ?? '',
      buildingId: l.buildingId ?? 0,
      buildingNo: l.buildingNo,
      buildingLabel: l.buildingLabel,
      unitId: l.unitId ?? 0,
      unitNo: l.unitNo,
      unitLabel: l.unitLabel,
      roomId: l.roomId ?? 0,
      roomNo: l.roomNo,
      districtId: community?.districtId ?? 0,
      regionId: community?.regionId ?? 0,
      districtName: community?.districtName ?? '',
      regionName: community?.regionName ?? '',
      address: l.address || community?.address || '',
    },
    room: l.room,
    hall: l.hall,
    showerRoom: l.showerRoom,
    balcony: l.balcony,
    kitchen: l.kitchen,
    houseArea: l.houseArea,
    floor: l.floor,
    totalFloor: l.totalFloor,
    schoolSeat: l.schoolSeat,
    schoolSeatUseTime: l.schoolSeatUseTime,
    sellPrice: l.sellPrice,
    sellPayway: l.sellPayway,
    visitTime: l.visitTime,
    contacts: contacts.map((c) => ({ name: c.name, phone: c.phone, level: c.level })),
    tags: l.tags,
    renovation: l.renovation,
    property: l.property,
    propertyRight: l.propertyRight,
    housingType: l.housingType,
    toward: l.toward,
    remark: l.remark,
    haveGarage: l.haveGarage,
    houseGarage: l.houseGarage,
    haveKeys: l.haveKeys,
    houseKeys: l.houseKeys,
    source: l.source,
    traffic: l.traffic,
    rentPrice: l.rentPrice,
    rentUnit: l.rentUnit,
    moveIntoTime: l.moveIntoTime,
    rentPayway: l.rentPayway,
    peitao: l.peitao,
    rentway: l.rentway,
  };
}

/** The submit data with the protected parts masked as the flags say. */
export function maskListingData(data: TListingData, mask: { contacts: boolean; address: boolean }): TListingData {
  const masked = { ...data, communityInfo: { ...data.communityInfo } };
  if (mask.contacts) {
    masked.contacts = data.contacts.map((c) => ({
      name: maskName(c.name, c.level),
      phone: maskContactPhone(c.phone),
      level: c.level,
    }));
  }
  if (mask.address) {
    masked.communityInfo.buildingNo = MASK;
    masked.communityInfo.unitNo = data.communityInfo.unitNo ? MASK : '';
    masked.communityInfo.roomNo = MASK;
    masked.communityInfo.buildingId = 0;
    masked.communityInfo.unitId = 0;
    masked.communityInfo.roomId = 0;
    masked.floor = 0;
  }
  return masked;
}

/** Chips of the detail header. */
export function labelsOf(l: TListingRecord, poolDue = false): string[] {
  const labels = [l.infoAttribution === INFO_ATTRIBUTION.private ? '私盘' : '公盘'];
  if (poolDue) labels.push('待转公盘');
  if (l.isTop) labels.push('置顶');
  if (l.isSealed) labels.push('封盘');
  if (l.isLocked) labels.push('锁定');
  if (l.haveKeys) labels.push('有钥匙');
  if (l.schoolSeat === SCHOOL_SEAT.notInUse) labels.push('学位未占用');
  for (const t of l.tags) if (LISTING_TAG_NAMES[t]) labels.push(LISTING_TAG_NAMES[t]);
  return labels;
}

/** What a team member's view reads of their row. */
export type TShownTeamMember = Pick<
  TTeamRecord,
  'id' | 'teamType' | 'userId' | 'remark' | 'keyNo' | 'entrustType' | 'entrustStart' | 'entrustEnd' | 'createdAt'
>;

export function toTeamMember(m: TShownTeamMember, person: TPersonRecord | undefined, link: TLink): TTeamMember {
  return {
    teamId: m.id,
    type: m.teamType,
    typeName: TEAM_TYPE_NAMES[m.teamType] ?? '',
    userId: m.userId,
    userName: person?.userName ?? '',
    avatar: person?.avatarRef ? link(person.avatarRef) : '',
    phone: person?.phone ?? '',
    deptName: person?.deptName ?? '',
    remark: m.remark,
    keyNo: m.keyNo,
    entrustType: m.entrustType,
    entrustStart: m.entrustStart,
    entrustEnd: m.entrustEnd,
    createdAt: formatTime(m.createdAt),
  };
}
