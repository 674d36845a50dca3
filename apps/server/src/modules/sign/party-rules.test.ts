import { ZSignContent } from '@awb/contract/sign-contract';
import { describe, expect, it } from 'vitest';
import { identityErrors, normaliseIdentities } from './party-rules.ts';

const person = { name: '赵敏', certNo: '11010519491231002X', phone: '13911110001' };
const content = (over: object) =>
  ZSignContent.parse({ partyA: { type: 1, ...person }, partyB: { type: 1, ...person }, ...over });

describe('identity rules of parties, agents and co-owners', () => {
  it('passes complete, valid identities (a lower-case x too, once normalised)', () => {
    const c = normaliseIdentities(content({ partyA: { type: 1, ...person, certNo: person.certNo.toLowerCase() } }));
    expect(c.partyA.certNo).toBe(person.certNo);
    expect(identityErrors(c)).toEqual([]);
  });

  it('checks the ID checksum and the birth date, mobiles, and a company licence', () => {
    const errors = identityErrors(
      content({
        partyA: { type: 1, name: '', certNo: '110105194902301234', phone: '23911110001' },
        partyB: { type: 2, name: '某公司', certNo: '123456789012345', phone: person.phone },
      }),
    );
    expect(errors).toEqual([
      { field: 'partyA.name', label: '甲方', message: '请输入姓名' },
      { field: 'partyA.certNo', label: '甲方', message: '身份证号格式不正确' },
      { field: 'partyA.phone', label: '甲方', message: '手机号码格式不正确' },
    ]);
    const badLicence = identityErrors(
      content({ partyB: { type: 2, name: '某公司', certNo: '91330108MA2J4P6QOT', phone: person.phone } }),
    );
    expect(badLicence).toEqual([{ field: 'partyB.certNo', label: '乙方', message: '公司营业执照号格式不正确' }]);
  });

  it('words agents and co-owners as their own', () => {
    const errors = identityErrors(
      content({
        agentA: { name: '孙悟', certNo: '', phone: '' },
        partyACoowner: [person, { ...person, name: '' }],
      }),
    );
    expect(errors.map((e) => [e.field, e.label, e.message])).toEqual([
      ['agentA.certNo', '甲方代理人', '请输入代理人身份证号'],
      ['agentA.phone', '甲方代理人', '请输入代理人手机号码'],
      ['partyACoowner.1.name', '甲方共有人2', '请输入共有人姓名'],
    ]);
  });
});
