import { describe, expect, it } from 'vitest';
import { formFromCollect } from './collect-prefill.ts';

describe('the listing form from a collected listing', () => {
  it('fills what the portal gave and leaves the room for the agent', () => {
    const form = formFromCollect({
      type: 1,
      communityId: 12,
      communityName: '翠苑一区',
      address: '杭州西湖区文三路翠苑一区',
      room: 2,
      hall: 1,
      showerRoom: 1,
      houseArea: 72,
      floor: 5,
      totalFloor: 18,
      toward: 9,
      renovation: 4,
      sellPrice: 320,
      rentPrice: null,
      contacts: [{ name: '王先生', phone: '', level: '先生' }],
      source: 3,
      remark: '云采集：安居客',
    });
    expect(form).toMatchObject({
      type: 1,
      room: 2,
      houseArea: '72',
      floor: '5',
      totalFloor: '18',
      sellPrice: '320',
      rentPrice: '',
      toward: 9,
      source: 3,
      remark: '云采集：安居客',
    });
    expect(form.location).toMatchObject({ communityId: 12, communityName: '翠苑一区', roomNo: '', buildingNo: '' });
    expect(form.contacts).toEqual([{ name: '王先生', phone: '', level: '先生' }]);
  });
});
