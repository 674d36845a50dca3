import type { TFormParty, TPrefill } from './contract-content.ts';

/** What a listing's detail gives a contract (housingDetail's requestData, the parts we read). */
export type TListingForPrefill = {
  /** 0: no listing (only a customer). */
  houseId: number;
  type: number;
  /** 区县 of the listing's community (拱墅区). */
  districtName: string;
  communityInfo: { communityName: string; buildingNo: string; unitNo: string; roomNo: string; address: string };
  houseArea: number;
  room: number;
  hall: number;
  showerRoom: number;
  floor: number;
  totalFloor: number;
  sellPrice: number | null;
  rentPrice: number | null;
  contacts: { name: string; phone: string }[];
};

/** No listing: only the customer goes into the contract. */
export const EMPTY_LISTING: TListingForPrefill = {
  houseId: 0,
  type: 1,
  districtName: '',
  communityInfo: { communityName: '', buildingNo: '', unitNo: '', roomNo: '', address: '' },
  houseArea: 0,
  room: 0,
  hall: 0,
  showerRoom: 0,
  floor: 0,
  totalFloor: 0,
  sellPrice: null,
  rentPrice: null,
  contacts: [],
};

/** Masked parts (** for a room, 138****5678 for a phone) are not the real thing: left for the agent to type. */
const real = (v: string | undefined) => (v && !v.includes('*') ? v.trim() : '');
const num = (v: number | null | undefined) => (typeof v === 'number' && v > 0 ? String(v) : '');

/**
 * A listing to a contract: the house (district, community, building, unit, room, address, area, layout,
 * floors), the price (a sale listing's 万元 as 元) and the owner as 甲方; the buyer comes from the
 * customer, when one is given.
 */
export function listingPrefill(listing: TListingForPrefill, customer?: { name: string; phone: string }): TPrefill {
  const c = listing.communityInfo;
  const owner = listing.contacts[0];
  const sale = listing.type === 1;
  const values: Record<string, string> = {
    district: real(listing.districtName),
    houseName: real(c.communityName),
    houseBuilding: real(c.buildingNo),
    houseUnitNo: real(c.unitNo),
    houseRoomNo: real(c.roomNo),
    address: real(c.address),
    houseArea: num(listing.houseArea),
    room: num(listing.room),
    hall: num(listing.hall),
    bath: num(listing.showerRoom),
    floor: num(listing.floor),
    totalFloor: num(listing.totalFloor),
  };
  if (sale && listing.sellPrice) values.transactionPrice = String(Math.round(listing.sellPrice * 10000));
  if (!sale && listing.rentPrice) values.monthlyRent = num(listing.rentPrice);
  const person = (p: { name: string; phone: string } | undefined): Partial<TFormParty> | undefined =>
    p ? { name: real(p.name), phone: real(p.phone) } : undefined;
  return { houseId: listing.houseId, values, partyA: person(owner), partyB: person(customer) };
}

/**
 * getContractSellData / getContractRentData's answer to a contract (house fields into the values); the
 * contract keeps the record's id as `recordId`, so that on completion it updates and links that record.
 */
export function recordPrefill(record: {
  contractId: number;
  content: {
    houseName: string;
    houseBuilding: string;
    houseRoomNo: string;
    partyA: TFormParty;
    partyB: TFormParty;
    values: Record<string, string>;
  };
}): TPrefill {
  const content = record.content;
  return {
    recordId: record.contractId,
    values: {
      ...content.values,
      houseName: content.houseName,
      houseBuilding: content.houseBuilding,
      houseRoomNo: content.houseRoomNo,
    },
    partyA: { ...content.partyA, phone: real(content.partyA.phone) },
    partyB: { ...content.partyB, phone: real(content.partyB.phone) },
  };
}

/** A prefill from the page's query (houseName, houseBuilding, houseRoomNo, partyAName …). */
export function queryPrefill(params: URLSearchParams): TPrefill {
  const values: Record<string, string> = {};
  for (const name of ['houseName', 'houseBuilding', 'houseUnitNo', 'houseRoomNo', 'address', 'houseArea']) {
    const v = params.get(name);
    if (v) values[name] = v;
  }
  const party = (side: 'A' | 'B'): Partial<TFormParty> | undefined => {
    const name = params.get(`party${side}Name`) ?? '';
    const phone = params.get(`party${side}Phone`) ?? '';
    return name || phone ? { name, phone: real(phone) } : undefined;
  };
  return { values, partyA: party('A'), partyB: party('B') };
}

/** The customer the contract is drafted for (`customerId` of the page's query), kept in the content. */
export function forCustomer(prefill: TPrefill, customerId: number): TPrefill {
  return customerId > 0 ? { ...prefill, customerId } : prefill;
}
