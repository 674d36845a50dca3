import type { TCollectPrefill } from '@awb/contract/collect-views';
import { EMPTY_LOCATION, emptyListingForm, newContact, type TListingForm } from './listing-form.ts';

const text = (n: number | null) => (n === null || n === 0 ? '' : String(n));

/**
 * The listing form filled from a collected listing (转为房源): layout, area, floors, price, the owner
 * as the portal named them, the community when the company keeps one of that name. The building and
 * room the portal does not give are left for the agent.
 */
export function formFromCollect(p: TCollectPrefill): TListingForm {
  const blank = emptyListingForm(p.type);
  const contacts = p.contacts.filter((c) => c.name || c.phone);
  return {
    ...blank,
    location: {
      ...EMPTY_LOCATION,
      communityId: p.communityId || undefined,
      communityName: p.communityName,
      address: p.address,
    },
    room: p.room || blank.room,
    hall: p.hall,
    showerRoom: p.showerRoom,
    houseArea: text(p.houseArea),
    floor: text(p.floor),
    totalFloor: text(p.totalFloor),
    toward: p.toward,
    renovation: p.renovation,
    sellPrice: text(p.sellPrice),
    rentPrice: text(p.rentPrice),
    contacts: contacts.length > 0 ? contacts.map((c) => ({ ...c })) : [newContact()],
    source: p.source,
    remark: p.remark,
  };
}
