import { BROKERAGE_TEMPLATE } from '@awb/contract/sign-template-brokerage';
import type { TSignTemplateDefinition } from '@awb/contract/sign-template-fields';
import { RENT_TEMPLATE } from '@awb/contract/sign-template-rent';
import type { TSignPartyDetails } from '@awb/contract/sign-template-rules';
import { SALE_TEMPLATE } from '@awb/contract/sign-template-sale';
import type { TContractPdfEvent } from './signed-pdf.types.ts';

/**
 * Fixed contracts, one per shipped template, for the golden texts (golden-text.test.ts): the demo's
 * kind of answers, written the way people type them (a street address that repeats the region, a
 * building typed 5幢), every printed field answered, so a blank or a doubled word in the text is a
 * fault of the template or the formatting, never of the data.
 */
export type TGoldenContract = {
  template: TSignTemplateDefinition;
  values: Record<string, string>;
  parties: Record<'partyA' | 'partyB' | 'company' | 'broker', TSignPartyDetails>;
};

const HOUSE = {
  province: '浙江省',
  city: '杭州市',
  district: '西湖区',
  address: '浙江省杭州市西湖区文二西路588号',
  houseName: '西溪花园',
  houseBuilding: '5幢',
  houseUnitNo: '2',
  houseRoomNo: '802',
  buildingCertificate: '浙(2021)杭州市不动产权第0123456号',
  houseUse: '1',
  houseArea: '89.5',
};

const SIDE_TERMS = {
  otherTermsFixedOne: '1',
  otherTermsFixedTwo: '1',
  otherTermsFixedThree: '1',
  otherTermsFixedFour: '1',
  otherTerms: '1',
  otherTermsContent: '甲方随房屋赠送全屋家具，不另计价。',
  bankName: '中国工商银行杭州文二支行',
  bankUserName: '陈静',
  bankCardNo: '6222021202012345678',
  signAddress: '杭州市西湖区文二西路588号',
};

/**
 * The seller and the buyer as the PDF prints them (masked, as every view of a contract shows them),
 * and the agency block: the certified company with its credit code and the drafting agent.
 */
const PARTIES = {
  partyA: { name: '陈静', certNo: '330106********002X', phone: '139****0001' },
  partyB: { name: '刘洋', certNo: '330102********0414', phone: '139****0002' },
  company: { name: '杭州安居房产经纪有限公司', certNo: '91330106MA2H3K8L11' },
  broker: { name: '张伟', phone: '138****0001' },
};

const SALE: TGoldenContract = {
  template: SALE_TEMPLATE,
  parties: PARTIES,
  values: {
    ...HOUSE,
    ...SIDE_TERMS,
    houseNature: '1',
    buildingCertificateState: '1',
    qiuQuanNo: '西湖-2021-0088',
    room: '3',
    hall: '2',
    bath: '1',
    orientation: '9',
    totalFloor: '18',
    floor: '8',
    floorUp: '18',
    floorDown: '2',
    renovation: '4',
    atticHave: '0',
    garageHave: '1',
    garageAttribute: '1',
    garageAddress: '地下一层B12',
    garageCertificate: '浙(2021)杭州市不动产权第0123457号',
    household: '1',
    householdRegister: '2',
    moveOutDate: '2027-01-31',
    school: '2',
    schoolDistrict: '杭州市学军小学',
    mortgage: '1',
    mortgageBank: '中国建设银行杭州分行',
    mortgageAmount: '1500000',
    loanBalance: '820000.5',
    repaymentMethodOption: '1',
    repaymentDate: '2027-01-10',
    relieveMortgageDate: '2027-01-20',
    haveRent: '2',
    monthlyRent: '6500',
    depositRent: '13000',
    rentExpire: '2027-06-30',
    transactionPrice: '6400000',
    pricing: '1',
    paymentMethod: '2',
    depositMoneyOne: '100000',
    depositDateOne: '2026-12-10',
    depositMoneyTwo: '100000',
    depositDateTwo: '2026-12-20',
    depositMoneyThree: '100000',
    depositDateThree: '2026-12-30',
    paymentMoneyOne: '1000000',
    paymentMoneyTwo: '1200000',
    paymentMoneyThree: '100000.05',
    loanAmount: '3800000',
    loanDispute: '1',
    partyATaxContent: '2',
    partyBTaxContent: '2',
    partyAFeeContent: '2',
    partyBFeeContent: '2',
    transferDate: '2027-01-15',
    deliveryDate: '2027-02-01',
  },
};

const RENT: TGoldenContract = {
  template: RENT_TEMPLATE,
  parties: PARTIES,
  values: {
    ...HOUSE,
    ...SIDE_TERMS,
    houseBuilding: '6号楼',
    houseUnitNo: '1单元',
    houseRoomNo: '1203室',
    room: '2',
    hall: '1',
    bath: '1',
    orientation: '2',
    totalFloor: '26',
    floor: '12',
    renovation: '3',
    garageHave: '1',
    garageAttribute: '2',
    garageAddress: '地下二层C08',
    mortgage: '1',
    mortgageBank: '杭州银行',
    startDate: '2026-12-15',
    endDate: '2027-12-14',
    deliveryDate: '2026-12-15',
    rentFreePeriod: '7',
    monthlyRent: '4500',
    depositRent: '9000',
    paymentCycle: '2',
    paymentTime: '每期租金于该期开始前5日内支付',
    dailiFee: '4500',
    dailiFeeA: '2250',
    dailiFeeB: '2250',
  },
};

const BROKERAGE: TGoldenContract = {
  template: BROKERAGE_TEMPLATE,
  parties: PARTIES,
  values: {
    ...HOUSE,
    ...SIDE_TERMS,
    houseBuilding: '6',
    houseUnitNo: '',
    houseRoomNo: '1203',
    transactionPrice: '3250000',
    paymentMethod: '4',
    loanAmount: '1800000',
    partyAAgencyFee: '32500',
    partyBAgencyFee: '32500',
    transferServiceFee: '3000',
    loanServiceFee: '2000',
    collectionAmount: '100000',
    collectionTime: '2026-12-10',
    collectionCause: '定金',
  },
};

export const GOLDEN_CONTRACTS = [SALE, RENT, BROKERAGE];

/** The audit trail of the golden files: an Android phone, an iPhone in WeChat, the seal on a Windows PC. */
export const GOLDEN_EVENTS: TContractPdfEvent[] = [
  {
    at: '2026-11-26T02:00:00Z',
    party: '经纪人 周敏',
    phone: '13912340003',
    ip: '10.0.0.3',
    device:
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
    action: '发起签署',
  },
  {
    at: '2026-11-26T02:10:00Z',
    party: '甲方 陈静',
    phone: '13912340001',
    ip: '10.0.0.1',
    device:
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36',
    action: '签署',
  },
  {
    at: '2026-11-26T02:20:00Z',
    party: '乙方 刘洋',
    phone: '13912340002',
    ip: '10.0.0.2',
    device:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.47(0x18002f2c) NetType/WIFI Language/zh_CN',
    action: '签署',
  },
];
