import { SIGNATURE_TYPE } from '@awb/contract/sign-contract-constants';
import { isMoneyField } from '@awb/contract/sign-template-print';
import { SALE_TEMPLATE } from '@awb/contract/sign-template-sale';
import { describe, expect, it } from 'vitest';
import {
  addCoowner,
  canKeepDraft,
  cleanNumber,
  contentToSend,
  formSections,
  identityErrors,
  identityLines,
  MAX_COOWNERS,
  newContent,
  normaliseContent,
  removeCoowner,
} from './contract-content.ts';

const fields = SALE_TEMPLATE.fields;
const setting = {
  paramMap: { signAddress: '杭州市西湖区', unknownField: 'x' },
  defaultCityInfo: { provinceName: '浙江省', cityName: '杭州市' },
};

describe('contract content', () => {
  it('starts from the template defaults, the settings and the prefill', () => {
    const c = newContent(fields, 'd1', setting, {
      values: { houseName: '西溪花园', nope: '1' },
      partyA: { name: '赵敏' },
    });
    expect(c.values.partyATaxContent).toBe('2');
    expect(c.values.loanDispute).toBe('1');
    expect(c.values).toMatchObject({
      province: '浙江省',
      city: '杭州市',
      signAddress: '杭州市西湖区',
      houseName: '西溪花园',
    });
    expect(c.values.unknownField).toBeUndefined();
    expect(c.values.nope).toBeUndefined();
    expect(c.partyA).toEqual({ type: 1, name: '赵敏', certNo: '', phone: '' });
    expect(c.draftCode).toBe('d1');
  });

  it('sends the house fields at the top level and no signing body when only the parties sign', () => {
    const c = newContent(fields, 'd1', null);
    expect(canKeepDraft(c)).toBe(false);
    c.values.houseRoomNo = ' 1201 ';
    c.signBodyList = [{ type: 1, id: 5 }];
    expect(canKeepDraft(c)).toBe(true);
    expect(contentToSend(c)).toMatchObject({ houseRoomNo: '1201', houseName: '', signBodyList: [{ type: 1, id: 5 }] });
    expect(contentToSend({ ...c, signatureType: SIGNATURE_TYPE.partiesOnly }).signBodyList).toEqual([]);
  });

  it('restores a draft answered by the server, house fields included', () => {
    const c = normaliseContent({ houseName: '翠苑', partyA: { name: '甲' }, values: { floor: '6' } }, 'd9');
    expect(c.values).toEqual({ floor: '6', houseName: '翠苑' });
    expect(c.partyA).toEqual({ type: 1, name: '甲', certNo: '', phone: '' });
    expect(c.partyBCoowner).toEqual([]);
    expect(c.draftCode).toBe('d9');
    expect(normaliseContent(null, 'x').appliances).toEqual({ contentList: [], remark: '' });
  });

  it('groups shown fields in the seed sections, dependants appearing as answered', () => {
    const values: Record<string, string> = { paymentMethod: '0' };
    const titles = formSections(fields, values).map((s) => s.title);
    expect(titles).toEqual(['产证信息', '产权信息', '交易信息', '附加条款']);
    const names = (v: Record<string, string>) =>
      formSections(fields, v).flatMap((s) => s.fields.map((f) => f.fieldName));
    expect(names(values)).not.toContain('loanAmount');
    expect(names({ paymentMethod: '2' })).toContain('loanAmount');
    expect(names({ atticHave: '1' })).toContain('atticArea');
    expect(names({ atticHave: '0' })).not.toContain('atticArea');
  });

  it('knows money fields and cleans number input', () => {
    expect(isMoneyField(fields.find((f) => f.fieldName === 'transactionPrice')!)).toBe(true);
    expect(isMoneyField(fields.find((f) => f.fieldName === 'houseArea')!)).toBe(false);
    expect(cleanNumber('12a.3.4', false)).toBe('12.34');
    expect(cleanNumber('1.5层', true)).toBe('15');
  });

  it('reads the 400020 data into wrong fields and dialog lines', () => {
    const data = [
      { field: 'partyA.certNo', label: '甲方', message: '身份证号格式不正确' },
      { field: 'agentB.phone', label: '乙方代理人', message: '代理人手机号码格式不正确' },
    ];
    expect(identityErrors(data)).toEqual({
      'partyA.certNo': '身份证号格式不正确',
      'agentB.phone': '代理人手机号码格式不正确',
    });
    expect(identityLines(data)).toEqual(['甲方：身份证号格式不正确', '乙方代理人：代理人手机号码格式不正确']);
    expect(identityErrors(null)).toEqual({});
  });

  it('adds co-owners up to ten and removes one', () => {
    let c = newContent(fields, 'd', null);
    for (let i = 0; i < 12; i += 1) c = addCoowner(c, 'B');
    expect(c.partyBCoowner).toHaveLength(MAX_COOWNERS);
    expect(c.partyACoowner).toHaveLength(0);
    c = removeCoowner(c, 'B', 0);
    expect(c.partyBCoowner).toHaveLength(9);
  });
});

describe('appliances sent', () => {
  it('leaves unnamed rows on the phone and counts at least one', () => {
    const c = newContent([], 'd', null);
    c.appliances.contentList = [
      { name: '', count: 1, remark: '' },
      { name: '空调', count: 0, remark: '格力' },
    ];
    expect(contentToSend(c).appliances.contentList).toEqual([{ name: '空调', count: 1, remark: '格力' }]);
    expect(c.appliances.contentList).toHaveLength(2);
  });
});
