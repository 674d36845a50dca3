import type { TListingRow } from '@awb/contract/housing-views';
import { overlayPicker } from '../../platform/overlay-picker.ts';
import type { TContractForm } from './contract-form-values.ts';

/**
 * The listing picker of the contract forms, page `pages/public/select-other-house` (seed 000 §2): the
 * form opens it over itself (an overlay route, so the form keeps its state) and awaits the listing.
 */
export const HOUSE_PICKER_PAGE = 'pages/public/select-other-house';
const picker = overlayPicker<THousePickRequest, TPickedHouse>('awb:house-picker-result', 'housePicker:');

/** `type`: 1 出售 for a sale contract, 2 出租 for a rent one. */
export type THousePickRequest = { type: number; title?: string };

export type TPickedHouse = {
  houseId: number;
  houseCode: string;
  communityName: string;
  houseArea: number;
  title: string;
};

export function pickHouse(request: THousePickRequest): Promise<TPickedHouse | null> {
  return picker.open(HOUSE_PICKER_PAGE, request);
}

export function readHousePickRequest(id: string | null): THousePickRequest {
  return picker.readRequest(id) ?? { type: 1 };
}

export function reportHousePick(id: string, pick: TPickedHouse | null): void {
  picker.report(id, pick);
}

export function pickedHouse(row: TListingRow): TPickedHouse {
  return {
    houseId: row.houseId,
    houseCode: row.houseCode,
    communityName: row.communityName,
    houseArea: row.houseArea,
    title: row.title,
  };
}

/**
 * The form after linking a listing: its id and label, and the house fields it knows (the community
 * name, the area) filled in where the agent has not typed them yet.
 */
export function linkHouse(form: TContractForm, pick: TPickedHouse): TContractForm {
  return {
    ...form,
    house: { houseId: pick.houseId, label: `${pick.houseCode} ${pick.title}`.trim() },
    houseName: form.houseName.trim() ? form.houseName : pick.communityName,
    houseArea: form.houseArea.trim() ? form.houseArea : pick.houseArea ? String(pick.houseArea) : '',
  };
}
