import type { TListingSearchInput } from '@awb/contract/housing-views';
import type { THouseListState } from './list-state.ts';

type TSearchBody = Omit<TListingSearchInput, 'pageindex' | 'pagesize'>;

/** The housingPosts body of the list's state (seed 000 §3 listing search); unset filters are left out. */
export function listSearchBody({ type, search, filter: f, sort }: THouseListState): TSearchBody {
  const body: TSearchBody = {
    type,
    sort,
    newKey: search ? { type: search.type, key: search.key } : undefined,
    contactPhone: f.contactPhone || undefined,
    districtId: f.districtId,
    regionId: f.regionId,
    priceMin: f.price.min,
    priceMax: f.price.max,
    unitPriceMin: f.unitPrice.min,
    unitPriceMax: f.unitPrice.max,
    areaMin: f.area.min,
    areaMax: f.area.max,
    floorMin: f.floor.min,
    floorMax: f.floor.max,
    dateType: f.date.start || f.date.end ? (f.dateType ?? 1) : undefined,
    dateStart: f.date.start,
    dateEnd: f.date.end,
    houseType: f.houseType,
    renovation: f.renovation,
    toward: f.toward,
    property: f.property,
    propertyRight: f.propertyRight,
    housingType: f.housingType,
    houseState: f.houseState,
    tags: f.tags,
    // One attribution narrows; both (or none) mean every listing.
    infoAttribution: f.infoAttribution.length === 1 ? f.infoAttribution[0] : undefined,
    waitTeamType: f.waitTeamType,
    teamRole: f.teamRole.length === 1 ? f.teamRole[0] : undefined,
    luruSearch:
      f.luru.depts.length + f.luru.users.length > 0
        ? { deptIds: f.luru.depts.map((d) => d.deptId), userCodes: f.luru.users.map((u) => u.userId) }
        : undefined,
    buildingNo: f.buildingNo.trim() || undefined,
    unitNo: f.unitNo.trim() || undefined,
    roomNo: f.roomNo.trim() || undefined,
    collected: f.collected || undefined,
  };
  // Empty arrays and undefined are dropped so that the query key (and the request) stays small.
  return Object.fromEntries(
    Object.entries(body).filter(([, v]) => v !== undefined && !(Array.isArray(v) && v.length === 0)),
  ) as TSearchBody;
}
