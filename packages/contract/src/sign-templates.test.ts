import { describe, expect, it } from 'vitest';
import { SIGN_BOX_TYPE, SIGN_GROUP_TYPE } from './sign-template-constants.ts';
import { placeholdersOf, ZSignTemplateDefinition } from './sign-template-fields.ts';
import { SIGN_TEMPLATES, signTemplateByCode } from './sign-templates.ts';

/** Seed 000 §3 form sections, field by field (houseType is room/hall/bath; deposits carry our date fields). */
const SEED_SECTIONS: Record<number, string[]> = {
  [SIGN_GROUP_TYPE.certificate]: [
    'province',
    'city',
    'district',
    'address',
    'houseName',
    'houseBuilding',
    'houseUnitNo',
    'houseRoomNo',
    'buildingCertificate',
    'houseUse',
    'houseNature',
    'buildingCertificateState',
    'qiuQuanNo',
    'houseArea',
    'room',
    'hall',
    'bath',
    'orientation',
    'totalFloor',
    'floor',
    'floorUp',
    'floorDown',
    'renovation',
    'atticHave',
    'atticArea',
    'garageHave',
    'garageAttribute',
    'garageAddress',
    'garageCertificate',
  ],
  [SIGN_GROUP_TYPE.property]: [
    'household',
    'householdRegister',
    'moveOutDate',
    'school',
    'schoolDistrict',
    'schoolDistrictUsageTime',
    'mortgage',
    'mortgageBank',
    'mortgageAmount',
    'loanBalance',
    'repaymentMethodOption',
    'repaymentDate',
    'relieveMortgageDate',
    'haveRent',
    'monthlyRent',
    'depositRent',
    'rentExpire',
  ],
  [SIGN_GROUP_TYPE.transaction]: [
    'transactionPrice',
    'pricing',
    'priceDifference',
    'paymentMethod',
    'depositMoneyOne',
    'depositDateOne',
    'depositMoneyTwo',
    'depositDateTwo',
    'depositMoneyThree',
    'depositDateThree',
    'paymentMoneyOne',
    'paymentMoneyTwo',
    'paymentMoneyThree',
    'loanAmount',
    'loanDispute',
    'partyATaxContent',
    'partyBTaxContent',
    'partyAFeeContent',
    'partyBFeeContent',
    'partyAAgencyFee',
    'partyBAgencyFee',
    'transferServiceFee',
    'loanServiceFee',
    'transferDate',
    'deliveryDate',
    'collectionAmount',
    'collectionTime',
    'collectionCause',
    'startDate',
    'endDate',
    'paymentCycle',
    'rentFreePeriod',
    'paymentTime',
    'dailiFee',
    'dailiFeeA',
    'dailiFeeB',
  ],
  [SIGN_GROUP_TYPE.sideTerms]: [
    'otherTermsFixedOne',
    'otherTermsFixedTwo',
    'otherTermsFixedThree',
    'otherTermsFixedFour',
    'otherTerms',
    'otherTermsContent',
    'bankName',
    'bankUserName',
    'bankCardNo',
    'signAddress',
  ],
};

const texts = (t: (typeof SIGN_TEMPLATES)[number]) =>
  t.clauses.flatMap((c) => c.paragraphs.map((p) => (typeof p === 'string' ? p : p.text)));

describe('the shipped templates', () => {
  it('are one sale, one rent and one brokerage template with stable codes', () => {
    expect(SIGN_TEMPLATES.map((t) => [t.boxType, t.title])).toEqual([
      [SIGN_BOX_TYPE.sale, '杭州市存量房买卖合同'],
      [SIGN_BOX_TYPE.rent, '杭州市房屋租赁合同'],
      [SIGN_BOX_TYPE.brokerage, '房屋买卖居间服务合同'],
    ]);
    expect(new Set(SIGN_TEMPLATES.map((t) => t.code)).size).toBe(3);
    expect(signTemplateByCode('hz-home-lease')?.boxType).toBe(SIGN_BOX_TYPE.rent);
  });

  it.each(SIGN_TEMPLATES.map((t) => [t.title, t] as const))('%s parses with ZSignTemplateDefinition', (_, t) => {
    const parsed = ZSignTemplateDefinition.safeParse(t);
    expect(parsed.error?.issues ?? []).toEqual([]);
  });

  it.each(SIGN_TEMPLATES.map((t) => [t.title, t] as const))('%s: every placeholder names one of its fields', (_, t) => {
    const names = new Set(t.fields.map((f) => f.fieldName));
    const used = texts(t).flatMap(placeholdersOf);
    expect(used.length).toBeGreaterThan(20);
    expect(used.filter((n) => !names.has(n))).toEqual([]);
  });

  it.each(SIGN_TEMPLATES.map((t) => [t.title, t] as const))('%s: every showWhen names one of its fields', (_, t) => {
    const names = new Set(t.fields.map((f) => f.fieldName));
    const rules = [
      ...t.fields.flatMap((f) => (f.showWhen ? [f.showWhen.field] : [])),
      ...t.clauses.flatMap((c) => c.paragraphs.flatMap((p) => (typeof p === 'string' ? [] : [p.showWhen.field]))),
    ];
    expect(rules.filter((n) => !names.has(n))).toEqual([]);
  });

  it.each(SIGN_TEMPLATES.map((t) => [t.title, t] as const))('%s: every field appears in the body', (_, t) => {
    const used = new Set(texts(t).flatMap(placeholdersOf));
    const controllers = new Set(t.fields.flatMap((f) => (f.showWhen ? [f.showWhen.field] : [])));
    const paragraphControllers = t.clauses.flatMap((c) =>
      c.paragraphs.flatMap((p) => (typeof p === 'string' ? [] : [p.showWhen.field])),
    );
    for (const name of paragraphControllers) controllers.add(name);
    expect(t.fields.map((f) => f.fieldName).filter((n) => !used.has(n) && !controllers.has(n))).toEqual([]);
  });

  it('are real contracts: several hundred to a few thousand characters, with the usual chapters', () => {
    for (const t of SIGN_TEMPLATES) {
      const length = texts(t).join('').length;
      expect(length).toBeGreaterThan(800);
      expect(length).toBeLessThan(4000);
      const headings = t.clauses.map((c) => c.heading).join();
      expect(headings).toContain('违约责任');
      expect(headings).toContain('争议解决');
      expect(headings).toContain('其他约定');
      expect(t.signatureAreas.map((a) => a.party)).toEqual(['partyA', 'partyB', 'company', 'broker']);
    }
  });

  it('together carry every field of seed 000 §3 in its section', () => {
    const byName = new Map(SIGN_TEMPLATES.flatMap((t) => t.fields.map((f) => [f.fieldName, f] as const)));
    for (const [group, names] of Object.entries(SEED_SECTIONS)) {
      for (const name of names) {
        expect(byName.has(name), name).toBe(true);
        // The rent template's own rent and deposit are transaction fields; the catalogue keeps the seed's group.
        const sale = SIGN_TEMPLATES[0]!.fields.find((f) => f.fieldName === name);
        if (sale) expect(sale.groupType, name).toBe(Number(group));
      }
    }
  });

  it('give each template the fields that belong to it', () => {
    const [sale, rent, brokerage] = SIGN_TEMPLATES.map((t) => new Set(t.fields.map((f) => f.fieldName)));
    for (const n of ['mortgage', 'loanAmount', 'loanDispute', 'partyATaxContent', 'transferDate', 'haveRent']) {
      expect(sale!.has(n), n).toBe(true);
    }
    for (const n of ['startDate', 'endDate', 'paymentCycle', 'rentFreePeriod', 'monthlyRent', 'depositRent']) {
      expect(rent!.has(n), n).toBe(true);
    }
    for (const n of ['partyAAgencyFee', 'partyBAgencyFee', 'transferServiceFee', 'loanServiceFee']) {
      expect(brokerage!.has(n), n).toBe(true);
      expect(sale!.has(n), n).toBe(false);
    }
    expect(rent!.has('loanDispute')).toBe(false);
    const rentFields = SIGN_TEMPLATES[1]!.fields;
    expect(rentFields.find((f) => f.fieldName === 'monthlyRent')).toMatchObject({
      groupType: SIGN_GROUP_TYPE.transaction,
      requiredStatus: 1,
    });
    expect(rentFields.find((f) => f.fieldName === 'monthlyRent')?.showWhen).toBeUndefined();
  });

  it('carry the furniture and receipt list on sale and rent only', () => {
    expect(SIGN_TEMPLATES.map((t) => t.appliances)).toEqual([true, true, false]);
  });

  it('rejects a template whose placeholder or rule names no field', () => {
    const sale = SIGN_TEMPLATES[0]!;
    const badText = { ...sale, clauses: [{ id: 'x', heading: '', numbered: false, paragraphs: ['{{nope}}'] }] };
    expect(ZSignTemplateDefinition.safeParse(badText).success).toBe(false);
    const badRule = {
      ...sale,
      fields: sale.fields.map((f) =>
        f.fieldName === 'atticArea' ? { ...f, showWhen: { field: 'nope', in: ['1'] } } : f,
      ),
    };
    expect(ZSignTemplateDefinition.safeParse(badRule).success).toBe(false);
    const badAnchor = { ...sale, signatureAreas: sale.signatureAreas.map((a) => ({ ...a, anchor: 'nope' })) };
    expect(ZSignTemplateDefinition.safeParse(badAnchor).success).toBe(false);
  });
});
