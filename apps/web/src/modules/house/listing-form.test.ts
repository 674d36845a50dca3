import { ZListingFields } from '@awb/contract/housing-listing';
import { HOUSING_MSG } from '@awb/contract/housing-options';
import { describe, expect, it } from 'vitest';
import { emptyListingForm, formTouched, listingSubmit, type TListingForm } from './listing-form.ts';

const filled = (): TListingForm => ({
  ...emptyListingForm(1),
  infoAttribution: 1,
  location: {
    communityId: 3,
    communityName: '西溪花园',
    areaText: '西湖区',
    buildingId: 11,
    buildingNo: '5',
    buildingLabel: '栋',
    unitId: 21,
    unitNo: '2',
    unitLabel: '单元',
    roomNo: '501',
    address: '',
  },
  houseArea: '89.5',
  floor: '5',
  totalFloor: '18',
  sellPrice: '320',
  contacts: [
    { name: '王', phone: '13912345678', level: '先生' },
    { name: '', phone: '', level: '先生' },
  ],
});

describe('listing form', () => {
  it('a fresh form is not a draft until something is typed', () => {
    const f = emptyListingForm(1);
    expect(formTouched(f)).toBe(false);
    expect(formTouched({ ...f, remark: '急售' })).toBe(true);
  });
  it('makes a submit the contract accepts, dropping empty contact rows', () => {
    const parsed = ZListingFields.safeParse(listingSubmit(filled()));
    expect(parsed.success).toBe(true);
    if (parsed.success) {
      expect(parsed.data.contacts).toHaveLength(1);
      expect(parsed.data.sellPrice).toBe(320);
    }
  });
  it('asks for the attribution when it is missing', () => {
    const parsed = ZListingFields.safeParse(listingSubmit({ ...filled(), infoAttribution: undefined }));
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((i) => i.message)).toContain(HOUSING_MSG.attributionRequired);
  });
  it('sends rent terms only for a rent listing', () => {
    const body = listingSubmit({ ...filled(), type: 2, rentPrice: '3500', sellPrice: '320' });
    expect(body.sellPrice).toBe('');
    expect(ZListingFields.safeParse(body).success).toBe(true);
  });
});
