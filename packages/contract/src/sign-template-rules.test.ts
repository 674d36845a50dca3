import { describe, expect, it } from 'vitest';
import { SIGN_BLANK, SIGN_FIELD_DEFAULT } from './sign-template-constants.ts';
import { type TSignValues, ZSignAppliances } from './sign-template-fields.ts';
import {
  defaultSignValues,
  fillClauses,
  fillSections,
  validateSignValues,
  visibleFields,
  visibleSignValues,
} from './sign-template-rules.ts';
import { SIGN_TEMPLATES } from './sign-templates.ts';

const [sale, rent, brokerage] = SIGN_TEMPLATES as [
  (typeof SIGN_TEMPLATES)[number],
  (typeof SIGN_TEMPLATES)[number],
  (typeof SIGN_TEMPLATES)[number],
];
const shown = (values: TSignValues, template = sale) =>
  new Set(visibleFields(template, values).map((f) => f.fieldName));
const messageOf = (errors: { fieldName: string; message: string }[], name: string) =>
  errors.find((e) => e.fieldName === name)?.message;

/** A complete, valid sale: every required answer given, nothing dependent switched on. */
const SALE: TSignValues = {
  ...defaultSignValues(sale),
  province: '浙江省',
  city: '杭州市',
  district: '西湖区',
  address: '文三路100号',
  houseName: '翠苑一区',
  houseBuilding: '5',
  houseUnitNo: '2',
  houseRoomNo: '501',
  buildingCertificate: '浙(2024)杭州市不动产权第0123456号',
  houseUse: '1',
  houseArea: '89.56',
  totalFloor: '6',
  floor: 5,
  pricing: '1',
  paymentMethod: '0',
  transactionPrice: '3200000',
  transferDate: '2026-12-20',
  deliveryDate: '2027-01-10',
  signAddress: '杭州市西湖区文三路100号',
};

describe('visibleFields: seed 000 §5 dependent fields', () => {
  it('shows the attic area only when there is an attic', () => {
    expect(shown({ atticHave: '1' }).has('atticArea')).toBe(true);
    expect(shown({ atticHave: '0' }).has('atticArea')).toBe(false);
    expect(shown({}).has('atticArea')).toBe(false);
  });

  it('shows the garage fields with a garage; the certificate only for a 产权车位, and hides it with the garage', () => {
    expect([...shown({ garageHave: '1' })].filter((n) => n.startsWith('garage'))).toEqual([
      'garageHave',
      'garageAttribute',
      'garageAddress',
    ]);
    expect(shown({ garageHave: '1', garageAttribute: '1' }).has('garageCertificate')).toBe(true);
    expect(shown({ garageHave: '1', garageAttribute: '2' }).has('garageCertificate')).toBe(false);
    // Transitive: the attribute still says 产权车位, but without a garage the attribute hides, so does the certificate.
    expect(shown({ garageHave: '0', garageAttribute: '1' }).has('garageCertificate')).toBe(false);
  });

  it('shows the move-out date with registered households and the school-seat time with a used seat', () => {
    expect(shown({ household: '1' }).has('moveOutDate')).toBe(true);
    expect(shown({ household: '0' }).has('moveOutDate')).toBe(false);
    expect(shown({ school: '1' }).has('schoolDistrictUsageTime')).toBe(true);
    expect(shown({ school: '2' }).has('schoolDistrictUsageTime')).toBe(false);
  });

  it('shows the mortgage fields only for a mortgaged house', () => {
    const mortgage = ['mortgageBank', 'mortgageAmount', 'loanBalance', 'repaymentMethodOption', 'repaymentDate'];
    for (const n of mortgage) expect(shown({ mortgage: '1' }).has(n), n).toBe(true);
    for (const n of mortgage) expect(shown({ mortgage: '0' }).has(n), n).toBe(false);
  });

  it('shows the rent fields when the rent status is neither 0 nor 1 (answered)', () => {
    const rentFields = ['monthlyRent', 'depositRent', 'rentExpire'];
    for (const status of ['0', '1']) {
      for (const n of rentFields) expect(shown({ haveRent: status }).has(n), `${status} ${n}`).toBe(false);
    }
    for (const n of rentFields) expect(shown({ haveRent: '2' }).has(n), n).toBe(true);
    for (const n of rentFields) expect(shown({}).has(n), n).toBe(false);
  });

  it('shows the loan fields when the payment method is neither 0 nor 1', () => {
    for (const method of ['0', '1']) {
      expect(shown({ paymentMethod: method }).has('loanAmount')).toBe(false);
      expect(shown({ paymentMethod: method }).has('loanDispute')).toBe(false);
      expect(shown({ paymentMethod: method }, brokerage).has('loanServiceFee')).toBe(false);
    }
    for (const method of ['2', '3', '4']) {
      expect(shown({ paymentMethod: method }).has('loanAmount')).toBe(true);
      expect(shown({ paymentMethod: method }).has('loanDispute')).toBe(true);
      expect(shown({ paymentMethod: method }, brokerage).has('loanServiceFee')).toBe(true);
    }
  });

  it('always shows the lease rent in the rent template', () => {
    expect(shown({}, rent).has('monthlyRent')).toBe(true);
    expect(shown({}, rent).has('depositRent')).toBe(true);
  });

  it('hides a field the company turned off, and its dependants', () => {
    const off = {
      ...sale,
      fields: sale.fields.map((f) => (f.fieldName === 'mortgage' ? { ...f, displayStatus: 0 as const } : f)),
    };
    expect(shown({ mortgage: '1' }, off).has('mortgage')).toBe(false);
    expect(shown({ mortgage: '1' }, off).has('mortgageBank')).toBe(false);
  });
});

describe('defaults (seed 000 §9)', () => {
  it('selects tax and fee option 2 and loan dispute option 1', () => {
    const d = defaultSignValues(sale);
    expect(SIGN_FIELD_DEFAULT).toEqual({ taxFee: '2', loanDispute: '1' });
    expect(d).toMatchObject({
      partyATaxContent: '2',
      partyBTaxContent: '2',
      partyAFeeContent: '2',
      partyBFeeContent: '2',
      loanDispute: '1',
    });
  });
});

describe('validateSignValues', () => {
  it('accepts a complete sale', () => {
    expect(validateSignValues(sale, SALE)).toEqual([]);
  });

  it('asks for required answers: 请输入 for typing (the area too), 请选择 for choosing', () => {
    const errors = validateSignValues(sale, {});
    expect(messageOf(errors, 'houseName')).toBe('请输入小区名称');
    expect(messageOf(errors, 'province')).toBe('请输入省份');
    expect(messageOf(errors, 'district')).toBe('请输入区县');
    expect(messageOf(errors, 'houseArea')).toBe('请输入建筑面积');
    expect(messageOf(errors, 'houseUse')).toBe('请选择房屋用途');
    expect(messageOf(errors, 'transferDate')).toBe('请选择申请过户日期');
    expect(messageOf(errors, 'partyATaxContent')).toBe('请选择甲方承担税费');
    expect(messageOf(errors, 'houseUnitNo')).toBeUndefined();
    expect(validateSignValues(sale, { ...SALE, houseName: '   ' })).toEqual([
      { fieldName: 'houseName', message: '请输入小区名称' },
    ]);
  });

  it('checks numbers (area, money) and integers (floors)', () => {
    const errors = validateSignValues(sale, {
      ...SALE,
      houseArea: '八十九',
      transactionPrice: '320万',
      totalFloor: '6.5',
      floor: 'abc',
    });
    expect(errors).toEqual([
      { fieldName: 'houseArea', message: '建筑面积必须是数字' },
      { fieldName: 'totalFloor', message: '总层数必须是整数' },
      { fieldName: 'floor', message: '所在楼层必须是整数' },
      { fieldName: 'transactionPrice', message: '成交总价必须是数字' },
    ]);
    expect(validateSignValues(sale, { ...SALE, transactionPrice: '-1' })).toEqual([
      { fieldName: 'transactionPrice', message: '成交总价不能小于0' },
    ]);
    expect(validateSignValues(sale, { ...SALE, houseArea: '89.567' })).toEqual([
      { fieldName: 'houseArea', message: '建筑面积最多保留两位小数' },
    ]);
    expect(validateSignValues(sale, { ...SALE, houseArea: 89.5, totalFloor: 6 })).toEqual([]);
  });

  it('keeps options among optionsData and dates real', () => {
    expect(validateSignValues(sale, { ...SALE, houseUse: '9', deliveryDate: '2027-02-30' })).toEqual([
      { fieldName: 'houseUse', message: '请选择正确的房屋用途' },
      { fieldName: 'deliveryDate', message: '交房日期格式不正确' },
    ]);
    expect(validateSignValues(sale, { ...SALE, houseUse: ['1', '2'] })).toEqual([
      { fieldName: 'houseUse', message: '请选择正确的房屋用途' },
    ]);
  });

  it('validates dependent fields only while shown', () => {
    expect(validateSignValues(sale, { ...SALE, atticArea: 'x' })).toEqual([]);
    expect(validateSignValues(sale, { ...SALE, atticHave: '1' })).toEqual([
      { fieldName: 'atticArea', message: '请输入阁楼面积' },
    ]);
    expect(validateSignValues(sale, { ...SALE, atticHave: '1', atticArea: 'x' })).toEqual([
      { fieldName: 'atticArea', message: '阁楼面积必须是数字' },
    ]);
    expect(validateSignValues(sale, { ...SALE, paymentMethod: '2', loanDispute: '' })).toEqual([
      { fieldName: 'loanAmount', message: '请输入贷款金额' },
      { fieldName: 'loanDispute', message: '请选择贷款未获批准的处理' },
    ]);
    expect(messageOf(validateSignValues(sale, { ...SALE, haveRent: '2' }), 'rentExpire')).toBe('请选择租约到期日');
    expect(validateSignValues(sale, { ...SALE, haveRent: '1' })).toEqual([]);
  });

  it('drops hidden and unknown answers from what is kept', () => {
    const kept = visibleSignValues(sale, {
      ...SALE,
      atticHave: '0',
      atticArea: '12',
      nonsense: 'x',
      houseName: ' 翠苑 ',
    });
    expect(kept.atticArea).toBeUndefined();
    expect(kept.nonsense).toBeUndefined();
    expect(kept.houseName).toBe('翠苑');
    expect(kept.floor).toBe('5');
  });

  it('validates the rent template on its own fields', () => {
    const errors = validateSignValues(rent, { ...defaultSignValues(rent), paymentCycle: '5', rentFreePeriod: '7.5' });
    expect(messageOf(errors, 'monthlyRent')).toBe('请输入月租金');
    expect(messageOf(errors, 'startDate')).toBe('请选择租赁起始日');
    expect(messageOf(errors, 'paymentCycle')).toBe('请选择正确的付款周期');
    expect(messageOf(errors, 'rentFreePeriod')).toBe('免租期必须是整数');
  });
});

describe('fillClauses', () => {
  it('fills values, option labels and Chinese dates', () => {
    const text = fillClauses(sale, { ...SALE, garageHave: '1', garageAttribute: '1', garageAddress: '地下一层B12' });
    expect(text.startsWith('杭州市存量房买卖合同\n')).toBe(true);
    expect(text).toContain('坐落于浙江省杭州市西湖区文三路100号，小区名称翠苑一区，5幢2单元501室');
    expect(text).toContain('房屋用途为住宅');
    expect(text).toContain('成交总价为人民币 3,200,000.00 元（大写：叁佰贰拾万元整），已包含');
    expect(text).toContain('双方应于2026年12月20日前共同向不动产登记机构申请办理产权转移登记');
    expect(text).toContain('甲方承担：依法应由本方承担的部分');
    expect(text).toContain('该房屋附有车位（产权车位），位于地下一层B12，车位权证号______');
  });

  it('writes the address once: no region repeated from the street address, no second 幢, 单元 or 室', () => {
    const text = fillClauses(sale, {
      ...SALE,
      province: '浙江省',
      city: '杭州市',
      district: '拱墅区',
      address: '浙江省杭州市拱墅区湖墅南路88号',
      houseBuilding: '5幢',
      houseUnitNo: '1单元',
      houseRoomNo: '1203',
    });
    expect(text).toContain('坐落于浙江省杭州市拱墅区湖墅南路88号，小区名称翠苑一区，5幢1单元1203室。');
    const tower = fillClauses(sale, { ...SALE, houseBuilding: '6号楼' });
    expect(tower).toContain('，6号楼2单元501室。');
    const regionOnly = fillClauses(sale, { ...SALE, address: '杭州市西湖区' });
    expect(regionOnly).toContain('坐落于浙江省杭州市西湖区，小区名称');
    const noUnit = fillClauses(sale, { ...SALE, houseUnitNo: '' });
    expect(noUnit).toContain('，5幢501室。');
  });

  it('keeps the clause words around an empty amount or number', () => {
    const text = fillClauses(sale, { ...SALE, houseBuilding: '', transactionPrice: '' });
    expect(text).toContain(`小区名称翠苑一区，${SIGN_BLANK}幢2单元501室`);
    expect(text).toContain(`成交总价为人民币${SIGN_BLANK}元`);
  });

  it('leaves out paragraphs whose condition fails and blanks hidden fields', () => {
    const plain = fillClauses(sale, { ...SALE, atticArea: '12' });
    expect(plain).not.toContain('阁楼');
    expect(plain).not.toContain('贷款未获批准');
    const loan = fillClauses(sale, { ...SALE, paymentMethod: '2', loanAmount: '1000000' });
    expect(loan).toContain('付款方式为商业贷款');
    expect(loan).toContain('乙方以贷款方式支付的部分为人民币 1,000,000.00 元（大写：壹佰万元整），由贷款机构');
    expect(loan).toContain('双方同意按“乙方以自有资金补足房款”处理');
    const sections = fillSections(sale, { ...SALE, atticHave: '1' });
    const house = sections.find((s) => s.id === 'house')!;
    expect(house.paragraphs[3]).toBe(`4. 该房屋附有阁楼，面积${SIGN_BLANK}平方米，随该房屋一并转让。`);
    expect(house.paragraphs).toHaveLength(5);
  });

  it('prints the party block from the contract parties', () => {
    const sections = fillSections(
      rent,
      {},
      { partyA: { name: '张三', certNo: '330106199001011234', phone: '13800000000' } },
    );
    expect(sections[0]!.paragraphs[0]).toBe(
      '甲方（出租人）：张三　证件号码：330106199001011234　联系电话：13800000000',
    );
    expect(sections[0]!.paragraphs[1]).toBe(
      `乙方（承租人）：${SIGN_BLANK}　证件号码：${SIGN_BLANK}　联系电话：${SIGN_BLANK}`,
    );
    expect(fillClauses(rent, { monthlyRent: '4500', paymentCycle: '2' })).toContain(
      '月租金为人民币 4,500.00 元（大写：肆仟伍佰元整），付款周期为季付',
    );
  });
});

describe('ZSignAppliances', () => {
  it('takes a list of name, count and remark plus a remark', () => {
    expect(
      ZSignAppliances.parse({
        contentList: [
          { name: ' 空调 ', count: '3' },
          { name: '钥匙', count: 4, remark: '含门禁卡' },
        ],
      }),
    ).toEqual({
      contentList: [
        { name: '空调', count: 3, remark: '' },
        { name: '钥匙', count: 4, remark: '含门禁卡' },
      ],
      remark: '',
    });
  });

  it('says what is wrong in Chinese', () => {
    const r = ZSignAppliances.safeParse({ contentList: [{ name: '', count: 0 }] });
    expect(r.error?.issues.map((i) => i.message)).toEqual(['请输入物品名称', '物品数量必须是1到9999的整数']);
  });
});
