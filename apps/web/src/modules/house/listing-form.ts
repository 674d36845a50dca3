import type { TListingData, TListingFieldsInput } from '@awb/contract/housing-listing';
import {
  BUILDING_LABEL_DEFAULT,
  CONTACT_LEVEL_DEFAULT,
  LISTING_TYPE,
  UNIT_LABEL_DEFAULT,
} from '@awb/contract/housing-options';
import { dotJoin } from './house-format.ts';

/** One contact row of the form (seed 000 §3: name, phone, level default 先生). */
export type TContactRow = { name: string; phone: string; level: string };

/** Where the house is, as the pickers fill it (ids when picked, text when typed). */
export type TLocation = {
  communityId?: number;
  communityName: string;
  /** 西湖区 · 文三路 for the row under the community. */
  areaText: string;
  buildingId?: number;
  buildingNo: string;
  buildingLabel: string;
  unitId?: number;
  unitNo: string;
  unitLabel: string;
  roomId?: number;
  roomNo: string;
  address: string;
};

/** The add/edit form: numbers the person types stay text until submitted. */
export type TListingForm = {
  type: number;
  infoAttribution?: number;
  location: TLocation;
  room: number;
  hall: number;
  showerRoom: number;
  balcony: number;
  kitchen: number;
  houseArea: string;
  floor: string;
  totalFloor: string;
  toward: number;
  renovation: number;
  sellPrice: string;
  sellPayway: number;
  visitTime: number;
  rentPrice: string;
  rentUnit: number;
  rentPayway: number;
  rentway: number;
  moveIntoTime: string;
  peitao: number[];
  contacts: TContactRow[];
  property: number;
  propertyRight: number;
  housingType: number;
  tags: number[];
  schoolSeat: number;
  schoolSeatUseTime: string;
  haveGarage: number;
  houseGarage: string;
  haveKeys: number;
  houseKeys: string;
  source: number;
  traffic: string;
  remark: string;
};

export const EMPTY_LOCATION: TLocation = {
  communityName: '',
  areaText: '',
  buildingNo: '',
  buildingLabel: BUILDING_LABEL_DEFAULT,
  unitNo: '',
  unitLabel: UNIT_LABEL_DEFAULT,
  roomNo: '',
  address: '',
};

export const newContact = (): TContactRow => ({ name: '', phone: '', level: CONTACT_LEVEL_DEFAULT });

export function emptyListingForm(type: number): TListingForm {
  return {
    type,
    infoAttribution: undefined,
    location: EMPTY_LOCATION,
    room: 2,
    hall: 1,
    showerRoom: 1,
    balcony: 0,
    kitchen: 1,
    houseArea: '',
    floor: '',
    totalFloor: '',
    toward: 0,
    renovation: 0,
    sellPrice: '',
    sellPayway: 0,
    visitTime: 0,
    rentPrice: '',
    rentUnit: 1,
    rentPayway: 0,
    rentway: 0,
    moveIntoTime: '',
    peitao: [],
    contacts: [newContact()],
    property: 1,
    propertyRight: 0,
    housingType: 0,
    tags: [],
    schoolSeat: 0,
    schoolSeatUseTime: '',
    haveGarage: 0,
    houseGarage: '',
    haveKeys: 0,
    houseKeys: '',
    source: 0,
    traffic: '',
    remark: '',
  };
}

/** Whether the person typed anything worth keeping as a draft (the defaults alone do not count). */
export function formTouched(form: TListingForm): boolean {
  const blank = emptyListingForm(form.type);
  return JSON.stringify({ ...form, type: 0 }) !== JSON.stringify({ ...blank, type: 0 });
}

const text = (n: number | null | undefined) => (n === null || n === undefined ? '' : String(n));

/** The edit form from a listing's whole submit data (protection type 3). */
export function formFromListing(d: TListingData): TListingForm {
  const c = d.communityInfo;
  return {
    type: d.type,
    infoAttribution: d.infoAttribution || undefined,
    location: {
      communityId: c.communityId || undefined,
      communityName: c.communityName,
      areaText: dotJoin(c.districtName, c.regionName),
      buildingId: c.buildingId || undefined,
      buildingNo: c.buildingNo,
      buildingLabel: c.buildingLabel || BUILDING_LABEL_DEFAULT,
      unitId: c.unitId || undefined,
      unitNo: c.unitNo,
      unitLabel: c.unitLabel || UNIT_LABEL_DEFAULT,
      roomId: c.roomId || undefined,
      roomNo: c.roomNo,
      address: c.address,
    },
    room: d.room,
    hall: d.hall,
    showerRoom: d.showerRoom,
    balcony: d.balcony,
    kitchen: d.kitchen,
    houseArea: text(d.houseArea),
    floor: text(d.floor),
    totalFloor: text(d.totalFloor),
    toward: d.toward,
    renovation: d.renovation,
    sellPrice: text(d.sellPrice),
    sellPayway: d.sellPayway,
    visitTime: d.visitTime,
    rentPrice: text(d.rentPrice),
    rentUnit: d.rentUnit || 1,
    rentPayway: d.rentPayway,
    rentway: d.rentway,
    moveIntoTime: d.moveIntoTime,
    peitao: d.peitao,
    contacts: d.contacts.length > 0 ? d.contacts.map((x) => ({ ...x })) : [newContact()],
    property: d.property,
    propertyRight: d.propertyRight,
    housingType: d.housingType,
    tags: d.tags,
    schoolSeat: d.schoolSeat,
    schoolSeatUseTime: d.schoolSeatUseTime,
    haveGarage: d.haveGarage,
    houseGarage: d.houseGarage,
    haveKeys: d.haveKeys,
    houseKeys: d.houseKeys,
    source: d.source,
    traffic: d.traffic,
    remark: d.remark,
  };
}

/** The submit body of housingAdd / housingEdit (validated by the contract's ZListingFields). */
export function listingSubmit(form: TListingForm): TListingFieldsInput {
  const sale = form.type === LISTING_TYPE.sale;
  const l = form.location;
  return {
    type: form.type,
    infoAttribution: form.infoAttribution ?? '',
    communityInfo: {
      communityId: l.communityId ?? '',
      communityName: l.communityName,
      buildingId: l.buildingId ?? '',
      buildingNo: l.buildingNo,
      buildingLabel: l.buildingLabel,
      unitId: l.unitId ?? '',
      unitNo: l.unitNo,
      unitLabel: l.unitLabel,
      roomId: l.roomId ?? '',
      roomNo: l.roomNo,
      address: l.address,
    },
    room: form.room,
    hall: form.hall,
    showerRoom: form.showerRoom,
    balcony: form.balcony,
    kitchen: form.kitchen,
    houseArea: form.houseArea,
    floor: form.floor,
    totalFloor: form.totalFloor,
    toward: form.toward,
    renovation: form.renovation,
    sellPrice: sale ? form.sellPrice : '',
    sellPayway: sale ? form.sellPayway : 0,
    visitTime: form.visitTime,
    rentPrice: sale ? '' : form.rentPrice,
    rentUnit: sale ? 0 : form.rentUnit,
    rentPayway: sale ? 0 : form.rentPayway,
    rentway: sale ? 0 : form.rentway,
    moveIntoTime: sale ? '' : form.moveIntoTime,
    peitao: sale ? [] : form.peitao,
    // Rows left completely empty are dropped rather than failing the check.
    contacts: form.contacts
      .filter((c) => c.name.trim() !== '' || c.phone.trim() !== '')
      .map((c) => ({ name: c.name.trim(), phone: c.phone.trim(), level: c.level })),
    property: form.property,
    propertyRight: form.propertyRight,
    housingType: form.housingType,
    tags: form.tags,
    schoolSeat: form.schoolSeat,
    schoolSeatUseTime: form.schoolSeatUseTime,
    haveGarage: form.haveGarage,
    houseGarage: form.haveGarage ? form.houseGarage : '',
    haveKeys: form.haveKeys,
    houseKeys: form.haveKeys ? form.houseKeys : '',
    source: form.source,
    traffic: form.traffic,
    remark: form.remark,
  };
}
