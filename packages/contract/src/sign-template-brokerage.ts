import { pickSignFields, whenOn } from './sign-template-catalogue.ts';
import { SIGN_BOX_TYPE } from './sign-template-constants.ts';
import type { TSignTemplateDefinition } from './sign-template-fields.ts';

/** 居间服务合同 (box type 3): the seller, the buyer and the brokerage agree the brokerage's service and fees. */

const fields = pickSignFields(
  [
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
    'houseArea',
    'transactionPrice',
    'paymentMethod',
    'loanAmount',
    'partyAAgencyFee',
    'partyBAgencyFee',
    'transferServiceFee',
    'loanServiceFee',
    'collectionAmount',
    'collectionTime',
    'collectionCause',
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
  {
    transactionPrice: { fieldTitle: '拟成交总价' },
    otherTermsFixedOne: { fieldTitle: '带看确认约定' },
    otherTermsFixedTwo: { fieldTitle: '私下成交约定' },
    otherTermsFixedThree: { fieldTitle: '资料真实性约定' },
    otherTermsFixedFour: { fieldTitle: '服务费退还约定' },
    bankName: { fieldTitle: '经纪机构开户银行' },
    bankUserName: { fieldTitle: '经纪机构户名' },
    bankCardNo: { fieldTitle: '经纪机构账号' },
  },
);

export const BROKERAGE_TEMPLATE: TSignTemplateDefinition = {
  code: 'hz-brokerage-service',
  boxType: SIGN_BOX_TYPE.brokerage,
  title: '房屋买卖居间服务合同',
  version: 1,
  fields,
  parties: [
    { role: 'partyA', label: '甲方（出卖人）' },
    { role: 'partyB', label: '乙方（买受人）' },
    { role: 'company', label: '丙方（经纪机构）' },
    { role: 'broker', label: '经纪人' },
  ],
  appliances: false,
  clauses: [
    {
      id: 'preamble',
      heading: '',
      numbered: false,
      paragraphs: [
        '依据《中华人民共和国民法典》《房地产经纪管理办法》及杭州市有关规定，甲、乙、丙三方就丙方为甲、乙双方买卖房屋提供居间服务一事，经协商一致，订立本合同。',
      ],
    },
    {
      id: 'house',
      heading: '第一条 居间事项',
      numbered: true,
      paragraphs: [
        '丙方为甲方出售、乙方购买下列房屋提供居间服务：该房屋坐落于{{province}}{{city}}{{district}}{{address}}，小区名称{{houseName}}，{{houseBuilding}}幢{{houseUnitNo}}单元{{houseRoomNo}}室，权属证书号{{buildingCertificate}}，房屋用途为{{houseUse}}，建筑面积{{houseArea}}平方米。',
        '甲、乙双方经丙方居间，就该房屋达成的拟成交总价为人民币{{transactionPrice}}元，付款方式为{{paymentMethod}}，具体以甲、乙双方签订的存量房买卖合同为准。',
        {
          text: '乙方拟申请贷款{{loanAmount}}元，丙方协助乙方向贷款机构办理申请手续。',
          showWhen: { field: 'paymentMethod', notIn: ['0', '1'] },
        },
      ],
    },
    {
      id: 'service',
      heading: '第二条 丙方服务内容',
      numbered: true,
      paragraphs: [
        '提供房源或客源信息，安排并陪同实地查看房屋。',
        '查验该房屋的权属证书、抵押及查封情况，核实甲、乙双方的身份和交易资格，并如实告知查验结果。',
        '协助甲、乙双方协商交易条件，起草并签订存量房买卖合同。',
        '协助办理交易资金监管、贷款申请、产权转移登记及房屋交接等手续。',
      ],
    },
    {
      id: 'fees',
      heading: '第三条 服务费用',
      numbered: true,
      paragraphs: [
        '甲、乙双方签订存量房买卖合同即视为丙方居间成功。甲方应向丙方支付居间服务费{{partyAAgencyFee}}元，乙方应向丙方支付居间服务费{{partyBAgencyFee}}元，于存量房买卖合同签订之日支付。',
        '甲、乙双方委托丙方代办产权转移登记的，另行支付过户代办服务费{{transferServiceFee}}元。',
        {
          text: '乙方委托丙方代办贷款手续的，另行支付贷款代办服务费{{loanServiceFee}}元。',
          showWhen: { field: 'paymentMethod', notIn: ['0', '1'] },
        },
        '上述费用不包含交易税费、登记费及贷款机构收取的费用。费用支付至丙方账户：开户银行{{bankName}}，户名{{bankUserName}}，账号{{bankCardNo}}，丙方收款后应开具正式发票。',
      ],
    },
    {
      id: 'collection',
      heading: '第四条 代收款项',
      numbered: false,
      paragraphs: [
        '经甲、乙双方同意，丙方于{{collectionTime}}代为收取{{collectionCause}}款项{{collectionAmount}}元。丙方应出具收据，并按甲、乙双方的约定及时转交，不得挪用；交易不能完成的，按约定退还付款方。',
      ],
    },
    {
      id: 'duties',
      heading: '第五条 各方义务',
      numbered: true,
      paragraphs: [
        '甲方应如实提供该房屋的权属、抵押、租赁、户籍等情况及相关证件；乙方应如实提供身份及购房资格、付款能力等情况。',
        '丙方应恪守职业道德，如实报告订立合同的机会，不得隐瞒与交易有关的重要事实，不得赚取差价，并对在服务中知悉的各方个人信息保密。',
      ],
    },
    {
      id: 'breach',
      heading: '第六条 违约责任',
      numbered: true,
      paragraphs: [
        '丙方故意隐瞒与订立合同有关的重要事实或提供虚假情况，损害甲方或乙方利益的，不得要求支付服务费，并应赔偿由此造成的损失。',
        '甲方或乙方利用丙方提供的交易机会或媒介服务，绕开丙方私下成交的，仍应按本合同约定向丙方支付居间服务费。',
        '甲方或乙方逾期支付服务费的，每逾期一日按应付金额的万分之五向丙方支付违约金。',
      ],
    },
    {
      id: 'disputes',
      heading: '第七条 争议解决',
      numbered: false,
      paragraphs: ['本合同履行中发生争议的，由三方协商解决；协商不成的，任何一方均可向该房屋所在地人民法院提起诉讼。'],
    },
    {
      id: 'other',
      heading: '第八条 其他约定',
      numbered: true,
      paragraphs: [
        {
          text: '甲、乙双方确认已在丙方陪同下实地查看该房屋，对房屋现状及周边环境均已知悉。',
          showWhen: whenOn('otherTermsFixedOne'),
        },
        {
          text: '本合同签订后六个月内，甲、乙双方或其近亲属就该房屋直接或经其他机构成交的，视为利用丙方提供的交易机会成交。',
          showWhen: whenOn('otherTermsFixedTwo'),
        },
        {
          text: '各方保证所提供的身份证明、权属证书及其他资料真实、合法、有效，因资料不实造成的损失由提供方承担。',
          showWhen: whenOn('otherTermsFixedThree'),
        },
        {
          text: '因不可归责于甲、乙双方的原因（如政策调整、房屋被依法查封）导致交易不能完成的，丙方应在十日内退还已收取的居间服务费。',
          showWhen: whenOn('otherTermsFixedFour'),
        },
        { text: '各方另行约定如下：{{otherTermsContent}}', showWhen: whenOn('otherTerms') },
        '本合同以电子方式签署，自各方签署（盖章）之日起生效，各方持有的电子文本具有同等法律效力。签约地点：{{signAddress}}。',
      ],
    },
    { id: 'signing', heading: '', numbered: false, paragraphs: ['（以下无正文，为签署页）'] },
  ],
  signatureAreas: [
    { party: 'partyA', label: '甲方（签字或盖章）', mark: 'signature', anchor: 'signing', withDate: true },
    { party: 'partyB', label: '乙方（签字或盖章）', mark: 'signature', anchor: 'signing', withDate: true },
    { party: 'company', label: '丙方（盖章）', mark: 'seal', sealType: 2, anchor: 'signing', withDate: true },
    { party: 'broker', label: '经纪人（签字）', mark: 'signature', anchor: 'signing', withDate: false },
  ],
};
