import { describe, expect, it } from 'vitest';
import { emptyContractForm } from './contract-form-values.ts';
import { amountText, groupDigits, houseLine, yuanText } from './contract-format.ts';
import { linkHouse } from './contract-house-pick.ts';

describe('contract display', () => {
  it('writes money with digit groups and the card amount per type', () => {
    expect(groupDigits(2800000)).toBe('2,800,000');
    expect(groupDigits(1234.5)).toBe('1,234.5');
    expect(yuanText(null)).toBe('—');
    expect(yuanText(28000)).toBe('28,000元');
    expect(amountText(1, 2_800_000)).toBe('280万');
    expect(amountText(1, 2_855_000)).toBe('285.5万');
    expect(amountText(1, 9000)).toBe('9,000元');
    expect(amountText(2, 3500)).toBe('3,500元/月');
  });

  it('writes the house as one line', () => {
    expect(houseLine({ houseName: '文鼎苑', houseBuilding: '3', houseRoomNo: '1202' })).toBe('文鼎苑 3栋 1202');
    expect(houseLine({ houseName: '文鼎苑', houseBuilding: '3号楼', houseRoomNo: '' })).toBe('文鼎苑 3号楼');
  });

  it('links a listing, filling only the house fields the agent has not typed', () => {
    const pick = {
      houseId: 7,
      houseCode: 'CS000007',
      communityName: '文鼎苑',
      houseArea: 89.5,
      title: '文鼎苑 3室2厅',
    };
    expect(linkHouse(emptyContractForm(), pick)).toMatchObject({
      house: { houseId: 7, label: 'CS000007 文鼎苑 3室2厅' },
      houseName: '文鼎苑',
      houseArea: '89.5',
    });
    expect(linkHouse({ ...emptyContractForm(), houseName: '自填名' }, pick).houseName).toBe('自填名');
  });
});
