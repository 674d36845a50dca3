import {
  SIGN_GROUP_TYPE as G,
  SIGN_DATE_TYPE,
  SIGN_FIELD_DEFAULT,
  SIGN_FIELD_TYPE,
} from './sign-template-constants.ts';
import type { TSignCondition, TSignField, TSignOption } from './sign-template-fields.ts';

/**
 * Every field of seed 000 §3's signing form sections, defined once in the custom-field model; a
 * template picks the ones it needs (`pickSignFields`) and may retitle or regroup them. Option
 * values are strings. Where the seed names a field but not its values, they are designed here
 * (docs/signing-templates.md "Field catalogue").
 */

type TExtra = Partial<TSignField>;
const opts = (labels: readonly string[], first = 1): TSignOption[] =>
  labels.map((label, i) => ({ value: String(i + first), label }));

function base(groupType: number, fieldName: string, fieldTitle: string, type: number, extra: TExtra): TSignField {
  const choose = [SIGN_FIELD_TYPE.singleSelect, SIGN_FIELD_TYPE.multiSelect, SIGN_FIELD_TYPE.date].some(
    (t) => t === type,
  );
  return {
    groupType,
    fieldName,
    fieldTitle,
    type,
    requiredStatus: 0,
    placeholder: `${choose ? '请选择' : '请输入'}${fieldTitle}`,
    numUnit: '',
    optionStatus: 0,
    optionsData: [],
    displayStatus: 1,
    ...extra,
  };
}
const text = (g: number, name: string, title: string, extra: TExtra = {}) =>
  base(g, name, title, SIGN_FIELD_TYPE.text, extra);
const textarea = (g: number, name: string, title: string, extra: TExtra = {}) =>
  base(g, name, title, SIGN_FIELD_TYPE.textarea, extra);
/** Decimal: area, money (seed 000 §5). */
const num = (g: number, name: string, title: string, numUnit: string, extra: TExtra = {}) =>
  base(g, name, title, SIGN_FIELD_TYPE.number, { numUnit, ...extra });
/** Integer: floors, rooms, days, people. */
const int = (g: number, name: string, title: string, numUnit: string, extra: TExtra = {}) =>
  base(g, name, title, SIGN_FIELD_TYPE.integer, { numUnit, ...extra });
const select = (g: number, name: string, title: string, optionsData: TSignOption[], extra: TExtra = {}) =>
  base(g, name, title, SIGN_FIELD_TYPE.singleSelect, { optionStatus: 1, optionsData, ...extra });
const date = (g: number, name: string, title: string, extra: TExtra = {}) =>
  base(g, name, title, SIGN_FIELD_TYPE.date, { dateType: SIGN_DATE_TYPE.date, ...extra });
const money = (g: number, name: string, title: string, extra: TExtra = {}) => num(g, name, title, '元', extra);

const R = { requiredStatus: 1 } as const;
const when = (field: string, values: string[]): { showWhen: TSignCondition } => ({ showWhen: { field, in: values } });
const unless = (field: string, values: string[]): { showWhen: TSignCondition } => ({
  showWhen: { field, notIn: values },
});

const HAVE = opts(['无', '有'], 0);
const TAX_FEE = opts(['不承担', '依法应由本方承担的部分', '本次交易产生的全部税费']);
const FEE = opts(['不承担', '依法应由本方承担的部分', '本次交易产生的全部费用']);
const APPLY = [
  { value: '1', label: '适用' },
  { value: '0', label: '不适用' },
];
/** Seed 000 §5: rent fields show when the rent status is neither 0 nor 1; loan fields likewise for the payment method. */
const RENTED_WITH_LEASE = unless('haveRent', ['0', '1']);
const LOAN = unless('paymentMethod', ['0', '1']);

const fields = [
  // 产证信息 (certificate)
  text(G.certificate, 'province', '省份', R),
  text(G.certificate, 'city', '城市', R),
  text(G.certificate, 'district', '区县', R),
  text(G.certificate, 'address', '房屋坐落', { ...R, placeholder: '请输入权属证书记载的房屋坐落' }),
  text(G.certificate, 'houseName', '小区名称', R),
  text(G.certificate, 'houseBuilding', '幢号', R),
  text(G.certificate, 'houseUnitNo', '单元号'),
  text(G.certificate, 'houseRoomNo', '室号', R),
  text(G.certificate, 'buildingCertificate', '权属证书号', {
    ...R,
    placeholder: '如：浙(2024)杭州市不动产权第0123456号',
  }),
  select(G.certificate, 'houseUse', '房屋用途', opts(['住宅', '商业', '办公', '工业', '其他']), R),
  select(
    G.certificate,
    'houseNature',
    '房屋性质',
    opts(['商品房', '房改房', '经济适用住房', '拆迁安置房', '集资房', '其他']),
  ),
  select(
    G.certificate,
    'buildingCertificateState',
    '权证状态',
    opts(['已取得不动产权证书', '已取得房屋所有权证和国有土地使用证', '尚未取得权属证书']),
  ),
  text(G.certificate, 'qiuQuanNo', '丘（地）号'),
  num(G.certificate, 'houseArea', '建筑面积', '㎡', R),
  int(G.certificate, 'room', '室', '室'),
  int(G.certificate, 'hall', '厅', '厅'),
  int(G.certificate, 'bath', '卫', '卫'),
  select(
    G.certificate,
    'orientation',
    '朝向',
    opts(['东', '南', '西', '北', '东南', '东北', '西南', '西北', '南北', '东西']),
  ),
  int(G.certificate, 'totalFloor', '总层数', '层', R),
  int(G.certificate, 'floor', '所在楼层', '层', R),
  int(G.certificate, 'floorUp', '地上层数', '层'),
  int(G.certificate, 'floorDown', '地下层数', '层'),
  select(G.certificate, 'renovation', '装修情况', opts(['毛坯', '简装', '中装', '精装', '豪装'])),
  select(G.certificate, 'atticHave', '阁楼', HAVE),
  num(G.certificate, 'atticArea', '阁楼面积', '㎡', { ...R, ...when('atticHave', ['1']) }),
  select(G.certificate, 'garageHave', '车位', HAVE),
  select(G.certificate, 'garageAttribute', '车位性质', opts(['产权车位', '使用权车位', '人防车位']), {
    ...R,
    ...when('garageHave', ['1']),
  }),
  text(G.certificate, 'garageAddress', '车位位置', when('garageHave', ['1'])),
  // Only a 产权车位 has a certificate: hidden with the garage too (rules apply transitively).
  text(G.certificate, 'garageCertificate', '车位权证号', when('garageAttribute', ['1'])),

  // 产权信息 (property)
  select(G.property, 'household', '户籍情况', opts(['无户籍登记', '有户籍登记'], 0)),
  int(G.property, 'householdRegister', '户籍登记人数', '人', when('household', ['1'])),
  date(G.property, 'moveOutDate', '户口迁出日期', { ...R, ...when('household', ['1']) }),
  select(G.property, 'school', '学区名额', opts(['已使用', '未使用'])),
  text(G.property, 'schoolDistrict', '对口学校'),
  date(G.property, 'schoolDistrictUsageTime', '学区名额使用时间', when('school', ['1'])),
  select(G.property, 'mortgage', '抵押情况', opts(['未抵押', '已抵押'], 0)),
  text(G.property, 'mortgageBank', '抵押权人', { ...R, ...when('mortgage', ['1']) }),
  money(G.property, 'mortgageAmount', '抵押金额', when('mortgage', ['1'])),
  money(G.property, 'loanBalance', '贷款余额', { ...R, ...when('mortgage', ['1']) }),
  select(
    G.property,
    'repaymentMethodOption',
    '还贷方式',
    opts(['甲方自行筹资提前还贷', '乙方以购房款代为还贷', '办理带押过户']),
    { ...R, ...when('mortgage', ['1']) },
  ),
  date(G.property, 'repaymentDate', '还贷日期', when('mortgage', ['1'])),
  date(G.property, 'relieveMortgageDate', '抵押注销日期', when('mortgage', ['1'])),
  select(G.property, 'haveRent', '租赁情况', opts(['未出租', '已出租，交房前解除租约', '已出租，带租约出售'], 0)),
  money(G.property, 'monthlyRent', '月租金', { ...R, ...RENTED_WITH_LEASE }),
  money(G.property, 'depositRent', '租赁押金', RENTED_WITH_LEASE),
  date(G.property, 'rentExpire', '租约到期日', { ...R, ...RENTED_WITH_LEASE }),

  // 交易信息 (transaction)
  money(G.transaction, 'transactionPrice', '成交总价', R),
  select(G.transaction, 'pricing', '计价方式', opts(['按套计价', '按建筑面积计价']), R),
  select(
    G.transaction,
    'priceDifference',
    '面积差异处理',
    opts(['误差比绝对值3%以内据实结算，超出部分乙方可解除合同', '不论误差大小均据实结算']),
    when('pricing', ['2']),
  ),
  select(
    G.transaction,
    'paymentMethod',
    '付款方式',
    opts(['一次性付款', '分期付款', '商业贷款', '公积金贷款', '组合贷款'], 0),
    R,
  ),
  money(G.transaction, 'depositMoneyOne', '第一笔定金'),
  date(G.transaction, 'depositDateOne', '第一笔定金支付日期'),
  money(G.transaction, 'depositMoneyTwo', '第二笔定金'),
  date(G.transaction, 'depositDateTwo', '第二笔定金支付日期'),
  money(G.transaction, 'depositMoneyThree', '第三笔定金'),
  date(G.transaction, 'depositDateThree', '第三笔定金支付日期'),
  money(G.transaction, 'paymentMoneyOne', '第一期房款'),
  money(G.transaction, 'paymentMoneyTwo', '第二期房款'),
  money(G.transaction, 'paymentMoneyThree', '第三期房款'),
  money(G.transaction, 'loanAmount', '贷款金额', { ...R, ...LOAN }),
  select(
    G.transaction,
    'loanDispute',
    '贷款未获批准的处理',
    opts(['乙方以自有资金补足房款', '解除合同，甲方退还已收款项', '双方另行协商']),
    { ...R, ...LOAN, defaultValue: SIGN_FIELD_DEFAULT.loanDispute },
  ),
  select(G.transaction, 'partyATaxContent', '甲方承担税费', TAX_FEE, { ...R, defaultValue: SIGN_FIELD_DEFAULT.taxFee }),
  select(G.transaction, 'partyBTaxContent', '乙方承担税费', TAX_FEE, { ...R, defaultValue: SIGN_FIELD_DEFAULT.taxFee }),
  select(G.transaction, 'partyAFeeContent', '甲方承担费用', FEE, { ...R, defaultValue: SIGN_FIELD_DEFAULT.taxFee }),
  select(G.transaction, 'partyBFeeContent', '乙方承担费用', FEE, { ...R, defaultValue: SIGN_FIELD_DEFAULT.taxFee }),
  money(G.transaction, 'partyAAgencyFee', '甲方居间服务费', R),
  money(G.transaction, 'partyBAgencyFee', '乙方居间服务费', R),
  money(G.transaction, 'transferServiceFee', '过户代办服务费'),
  money(G.transaction, 'loanServiceFee', '贷款代办服务费', LOAN),
  date(G.transaction, 'transferDate', '申请过户日期', R),
  date(G.transaction, 'deliveryDate', '交房日期', R),
  money(G.transaction, 'collectionAmount', '代收金额'),
  date(G.transaction, 'collectionTime', '代收日期'),
  text(G.transaction, 'collectionCause', '代收事由'),
  date(G.transaction, 'startDate', '租赁起始日', R),
  date(G.transaction, 'endDate', '租赁终止日', R),
  select(G.transaction, 'paymentCycle', '付款周期', opts(['月付', '季付', '半年付', '年付']), R),
  int(G.transaction, 'rentFreePeriod', '免租期', '天'),
  text(G.transaction, 'paymentTime', '租金支付时间', { ...R, placeholder: '如：每期开始前5日内' }),
  money(G.transaction, 'dailiFee', '中介服务费'),
  money(G.transaction, 'dailiFeeA', '甲方承担服务费'),
  money(G.transaction, 'dailiFeeB', '乙方承担服务费'),

  // 附加条款 (side terms): four fixed terms the agent turns on or off, free terms, the account, the place.
  select(G.sideTerms, 'otherTermsFixedOne', '固定条款一', APPLY, { ...R, defaultValue: '1' }),
  select(G.sideTerms, 'otherTermsFixedTwo', '固定条款二', APPLY, { ...R, defaultValue: '1' }),
  select(G.sideTerms, 'otherTermsFixedThree', '固定条款三', APPLY, { ...R, defaultValue: '1' }),
  select(G.sideTerms, 'otherTermsFixedFour', '固定条款四', APPLY, { ...R, defaultValue: '1' }),
  select(G.sideTerms, 'otherTerms', '其他约定', HAVE),
  textarea(G.sideTerms, 'otherTermsContent', '其他约定内容', { ...R, ...when('otherTerms', ['1']) }),
  text(G.sideTerms, 'bankName', '开户银行'),
  text(G.sideTerms, 'bankUserName', '账户名称'),
  text(G.sideTerms, 'bankCardNo', '银行账号'),
  text(G.sideTerms, 'signAddress', '签约地点', { ...R, placeholder: '如：杭州市西湖区文三路100号' }),
] satisfies TSignField[];

export const SIGN_FIELD_CATALOGUE: ReadonlyMap<string, TSignField> = new Map(fields.map((f) => [f.fieldName, f]));

/** A template's change to a catalogue field; `showWhen: null` drops the catalogue's rule. */
export type TSignFieldOverride = Partial<Omit<TSignField, 'fieldName' | 'showWhen'>> & {
  showWhen?: TSignCondition | null;
};

/** The catalogue fields `names`, in that order, with per-template overrides. Throws on an unknown name. */
export function pickSignFields(
  names: readonly string[],
  overrides: Readonly<Record<string, TSignFieldOverride>> = {},
): TSignField[] {
  return names.map((name) => {
    const field = SIGN_FIELD_CATALOGUE.get(name);
    if (!field) throw new Error(`unknown sign field ${name}`);
    const { showWhen, ...change } = overrides[name] ?? {};
    const picked: TSignField = { ...field, ...change };
    if (change.fieldTitle && !change.placeholder && field.placeholder.endsWith(field.fieldTitle)) {
      picked.placeholder = field.placeholder.slice(0, -field.fieldTitle.length) + change.fieldTitle;
    }
    if (showWhen === null) delete picked.showWhen;
    else if (showWhen) picked.showWhen = showWhen;
    return picked;
  });
}

/** A paragraph or field shown only when a 适用/不适用 switch (or a 有/无 choice) is answered 1. */
export const whenOn = (field: string): TSignCondition => ({ field, in: ['1'] });
