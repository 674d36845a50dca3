import { overlayPicker } from '../../../platform/overlay-picker.ts';

/**
 * The shared community picker. A page opens it and awaits the choice, like the org picker:
 *
 *   const pick = await pickEstate('pages/house/select-estate', 'room');
 *   if (pick) setCommunity(pick);
 *
 * - `page`: the route registered with `EstatePickerPage` (pages/estate/select-estate,
 *   pages/house/select-estate, pages/customer/select-estate — register it as an overlay route so that
 *   the opener's form stays mounted beneath).
 * - `mode`: 'community' picks a community only; 'room' goes community → 栋 → 单元 → 房号 (any step may
 *   be ended with "只选到此" once a community is chosen, so a building without rooms can still be picked).
 * The answer comes back as a window event with the request id; null when the picker is left otherwise.
 */
export type TEstatePickMode = 'community' | 'room';

export type TEstatePick = {
  communityId: number;
  communityName: string;
  cityId: number;
  districtId: number;
  districtName: string;
  regionId: number;
  regionName: string;
  address: string;
  buildingId?: number;
  buildingNo?: string;
  unitId?: number;
  unitNo?: string;
  roomId?: number;
  roomNo?: string;
  floor?: number | null;
  totalFloor?: number | null;
  houseArea?: number | null;
};

export type TEstatePickRequest = { mode: TEstatePickMode; title?: string };

export const ESTATE_PICKER_EVENT = 'awb:estate-picker-result';
const picker = overlayPicker<TEstatePickRequest, TEstatePick>(ESTATE_PICKER_EVENT, 'estatePicker:');

export function pickEstate(page: string, mode: TEstatePickMode, title?: string): Promise<TEstatePick | null> {
  return picker.open(page, { mode, title });
}

/** The request of an id; without one (a bare link) the given default mode applies. */
export function readEstateRequest(id: string | null, fallbackMode: TEstatePickMode): TEstatePickRequest {
  return picker.readRequest(id) ?? { mode: fallbackMode };
}

/** Called by the picker: once with the choice, or with null when it closes otherwise. */
export function reportEstatePick(id: string, pick: TEstatePick | null): void {
  picker.report(id, pick);
}

/** 绿城春江花月 3栋2单元1202 — a pick as one line. */
export function estatePickLabel(pick: TEstatePick): string {
  const parts = [pick.communityName];
  if (pick.buildingNo) parts.push(` ${pick.buildingNo}栋`);
  if (pick.unitNo) parts.push(`${pick.unitNo}单元`);
  if (pick.roomNo) parts.push(pick.roomNo);
  return parts.join('');
}
