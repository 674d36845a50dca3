import { CLOUD_TYPE, COLLECT_SAVE_STATE, COLLECT_SOURCE_NAMES } from '@awb/contract/collect-constants';
import type { TCollectDetail, TCollectPrefill, TCollectRow } from '@awb/contract/collect-views';
import { formatTime } from '@awb/contract/common/china-time';
import { maskPhone } from '@awb/contract/common/validators';
import { CONTACT_LEVEL_DEFAULT, LISTING_TYPE, RENOVATION_NAMES, TOWARD_NAMES } from '@awb/contract/housing-options';
import type { TCollectListingRow } from './collect.repository.ts';

/** Signs `upload:` picture references; outside links pass through. */
export type TLinker = (reference: string) => string;
type TSave = { state: number; houseId: number; savedAt?: Date | null } | undefined;

const time = (d: Date | null | undefined) => formatTime(d);
/** 138****5678; a landline or other number keeps only its first three characters. */
const masked = (phone: string) => (phone.length === 11 ? maskPhone(phone) : phone ? `${phone.slice(0, 3)}****` : '');

export function toCollectRow(r: TCollectListingRow, save: TSave, link: TLinker): TCollectRow {
  return {
    id: r.id,
    cloudtype: r.cloudType,
    title: r.title,
    village: r.village,
    cityId: r.cityId,
    districtName: r.districtName,
    address: r.address,
    room: r.room,
    hall: r.hall,
    toilet: r.toilet,
    area: r.area,
    price: r.price,
    unitPrice: r.unitPrice,
    floor: r.floor,
    totalFloor: r.totalFloor,
    toward: r.toward,
    source: r.source,
    sourceName: COLLECT_SOURCE_NAMES[r.source] ?? '其他',
    picture: r.pictures[0] ? link(r.pictures[0]) : '',
    collectedAt: time(r.collectedAt),
    saveState: save?.state ?? COLLECT_SAVE_STATE.none,
    houseId: save?.houseId ?? 0,
  };
}

export function toCollectDetail(
  r: TCollectListingRow,
  save: TSave,
  link: TLinker,
  phoneVisible: boolean,
): TCollectDetail {
  return {
    ...toCollectRow(r, save, link),
    pictures: r.pictures.map(link),
    decoration: r.decoration,
    description: r.description,
    url: r.url,
    publishedAt: time(r.publishedAt),
    contactName: r.contactName,
    contactPhone: phoneVisible ? r.contactPhone : masked(r.contactPhone),
    phoneVisible,
    savedAt: time(save?.savedAt),
  };
}

/** The code whose name the portal's words contain best (南北通透 → 南北), 0 when none. */
function codeOf(names: Record<number, string>, words: string): number {
  const hits = Object.entries(names)
    .filter(([, name]) => words.includes(name))
    .sort(([, a], [, b]) => b.length - a.length);
  return hits[0] ? Number(hits[0][0]) : 0;
}

/** The listing form's prefill from a collected listing (pages/house/operation?collectId). */
export function toPrefill(
  r: TCollectListingRow,
  community: { communityId: number; name: string } | undefined,
  phoneVisible: boolean,
): TCollectPrefill {
  const sale = r.cloudType === CLOUD_TYPE.sale;
  const source = COLLECT_SOURCE_NAMES[r.source] ?? '其他';
  return {
    type: sale ? LISTING_TYPE.sale : LISTING_TYPE.rent,
    communityId: community?.communityId ?? 0,
    communityName: community?.name ?? r.village,
    address: r.address,
    room: r.room,
    hall: r.hall,
    showerRoom: r.toilet,
    houseArea: r.area,
    floor: r.floor,
    totalFloor: r.totalFloor,
    toward: codeOf(TOWARD_NAMES, r.toward),
    renovation: codeOf(RENOVATION_NAMES, r.decoration),
    sellPrice: sale ? r.price : null,
    rentPrice: sale ? null : r.price,
    contacts: [
      {
        name: r.contactName.slice(0, 20),
        phone: phoneVisible ? r.contactPhone : '',
        level: r.contactName.includes('女士') ? '女士' : CONTACT_LEVEL_DEFAULT,
      },
    ],
    // 网络 (LISTING_SOURCE_NAMES): the listing was found on a portal.
    source: 3,
    remark: [`云采集：${source}`, r.url ? `原文 ${r.url}` : ''].filter(Boolean).join(' ').slice(0, 500),
  };
}
