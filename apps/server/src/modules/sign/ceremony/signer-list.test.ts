import { SIGN_PARTY_TYPE } from '@awb/contract/sign-contract-constants';
import { describe, expect, it } from 'vitest';
import { companySignerPlan, maskName, signerPlan } from './signer-list.ts';

const person = (name: string, phone: string) => ({ name, certNo: '11010519491231002X', phone });
const base = {
  signatureType: 2,
  signBodyList: [],
  draftCode: '',
  houseName: '西溪花园',
  houseBuilding: '3幢',
  houseRoomNo: '1201',
  partyA: { type: SIGN_PARTY_TYPE.person, ...person('赵敏', '13911110001') },
  partyB: { type: SIGN_PARTY_TYPE.person, ...person('钱程', '13911110002') },
  agentA: null,
  agentB: null,
  partyACoowner: [],
  partyBCoowner: [],
  values: {},
  appliances: { contentList: [], remark: '' },
};

describe('signerPlan', () => {
  it('orders 甲方 side before 乙方 side, co-owners after their party', () => {
    const plan = signerPlan({ ...base, partyACoowner: [person('李四', '13911110004')] } as never);
    expect(plan.map((p) => [p.seq, p.roleLabel, p.name])).toEqual([
      [1, '甲方', '赵敏'],
      [2, '甲方共有人1', '李四'],
      [3, '乙方', '钱程'],
    ]);
  });

  it('lets only the agent sign for a party that has one, and a company sign at its phone', () => {
    const plan = signerPlan({
      ...base,
      agentA: person('孙悟', '13911110003'),
      partyB: {
        type: SIGN_PARTY_TYPE.company,
        name: '杭州某某有限公司',
        certNo: '91330108MA2J4P6Q0T',
        phone: '13911110009',
      },
    } as never);
    expect(plan.map((p) => [p.roleLabel, p.name, p.phone, p.certNo])).toEqual([
      ['甲方代理人', '孙悟', '13911110003', '11010519491231002X'],
      ['乙方', '杭州某某有限公司', '13911110009', ''],
    ]);
  });
});

describe('maskName', () => {
  it('keeps the first character of a person and the ending of a company', () => {
    expect(maskName('赵敏')).toBe('赵*');
    expect(maskName('欧阳明月')).toBe('欧***');
    expect(maskName('杭州安居房产经纪有限公司')).toBe('杭*******有限公司');
  });
});

describe('companySignerPlan', () => {
  it('puts the certified signer last, for the brokerage, without an ID number (no face check)', () => {
    const parties = signerPlan(base as never);
    expect(companySignerPlan({ name: '张伟', mobile: '13800000001' }, parties)).toEqual({
      seq: 3,
      side: 3,
      role: 5,
      roleLabel: '经纪机构签署人',
      name: '张伟',
      phone: '13800000001',
      certNo: '',
    });
  });
});
