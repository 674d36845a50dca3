import { pickSignFields, whenOn } from './sign-template-catalogue.ts';
import { SIGN_BOX_TYPE, SIGN_GROUP_TYPE } from './sign-template-constants.ts';
import type { TSignTemplateDefinition } from './sign-template-fields.ts';

/** 房屋租赁合同 (box type 2): a residential lease in Hangzhou concluded through a brokerage. */

/** The lease's own rent and deposit: transaction fields here, required, shown whatever haveRent says. */
const LEASE = { groupType: SIGN_GROUP_TYPE.transaction, requiredStatus: 1, showWhen: null } as const;

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
    'room',
    'hall',
    'bath',
    'orientation',
    'totalFloor',
    'floor',
    'renovation',
    'garageHave',
    'garageAttribute',
    'garageAddress',
    'mortgage',
    'mortgageBank',
    'startDate',
    'endDate',
    'deliveryDate',
    'rentFreePeriod',
    'monthlyRent',
    'depositRent',
    'paymentCycle',
    'paymentTime',
    'dailiFee',
    'dailiFeeA',
    'dailiFeeB',
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
    garageAttribute: { requiredStatus: 0 },
    monthlyRent: LEASE,
    depositRent: { ...LEASE, fieldTitle: '押金' },
    deliveryDate: { fieldTitle: '交付日期' },
    dailiFeeA: { fieldTitle: '出租方承担服务费' },
    dailiFeeB: { fieldTitle: '承租方承担服务费' },
    otherTermsFixedOne: { fieldTitle: '转租约定' },
    otherTermsFixedTwo: { fieldTitle: '维修责任约定' },
    otherTermsFixedThree: { fieldTitle: '提前退租约定' },
    otherTermsFixedFour: { fieldTitle: '居住登记约定' },
    bankName: { fieldTitle: '出租方收款开户银行' },
    bankUserName: { fieldTitle: '出租方收款户名' },
    bankCardNo: { fieldTitle: '出租方收款账号' },
  },
);

export const RENT_TEMPLATE: TSignTemplateDefinition = {
  code: 'hz-home-lease',
  boxType: SIGN_BOX_TYPE.rent,
  title: '杭州市房屋租赁合同',
  version: 1,
  fields,
  parties: [
    { role: 'partyA', label: '甲方（出租人）' },
    { role: 'partyB', label: '乙方（承租人）' },
    { role: 'company', label: '经纪机构' },
    { role: 'broker', label: '经纪人' },
  ],
  appliances: true,
  clauses: [
    {
      id: 'preamble',
      heading: '',
      numbered: false,
      paragraphs: [
        '依据《中华人民共和国民法典》及杭州市房屋租赁管理的有关规定，甲、乙双方经经纪机构居间介绍，在平等、自愿、协商一致的基础上，就乙方承租甲方房屋一事订立本合同。',
      ],
    },
    {
      id: 'house',
      heading: '第一条 租赁房屋',
      numbered: true,
      paragraphs: [
        '甲方出租的房屋（以下简称该房屋）坐落于{{province}}{{city}}{{district}}{{address}}，小区名称{{houseName}}，{{houseBuilding}}幢{{houseUnitNo}}单元{{houseRoomNo}}室，权属证书号{{buildingCertificate}}，房屋用途为{{houseUse}}。',
        '该房屋建筑面积{{houseArea}}平方米，户型{{room}}室{{hall}}厅{{bath}}卫，朝向{{orientation}}，位于第{{floor}}层（总层数{{totalFloor}}层），装修情况：{{renovation}}。',
        {
          text: '随该房屋一并出租车位（{{garageAttribute}}），位于{{garageAddress}}。',
          showWhen: whenOn('garageHave'),
        },
        '抵押情况：{{mortgage}}。',
        {
          text: '该房屋已设定抵押，抵押权人为{{mortgageBank}}；甲方已将此情况如实告知乙方，因抵押权实现影响乙方居住的，甲方应承担相应责任。',
          showWhen: whenOn('mortgage'),
        },
        '甲方保证其为该房屋的所有权人或已取得所有权人的出租授权，该房屋符合出租条件。房屋内的家具家电及交接物品，以本合同附件《房屋附属设施及物品交接清单》为准。',
      ],
    },
    {
      id: 'term',
      heading: '第二条 租赁期限',
      numbered: true,
      paragraphs: [
        '租赁期限自{{startDate}}起至{{endDate}}止。甲方应于{{deliveryDate}}前将该房屋交付乙方使用。',
        '双方约定免租期{{rentFreePeriod}}天，免租期内乙方无需支付租金，但应承担使用该房屋产生的水、电、燃气等费用。',
        '租赁期满乙方需要续租的，应提前三十日书面告知甲方，同等条件下乙方享有优先承租权。',
      ],
    },
    {
      id: 'rent',
      heading: '第三条 租金及押金',
      numbered: true,
      paragraphs: [
        '该房屋月租金为人民币{{monthlyRent}}元，付款周期为{{paymentCycle}}，租金支付时间：{{paymentTime}}。',
        '乙方应于本合同签订时向甲方支付押金{{depositRent}}元。租赁关系终止、乙方结清各项费用并交还房屋后，甲方应在三日内无息退还押金；乙方欠付租金、费用或损坏房屋的，甲方可从押金中相应扣除。',
        '租金及押金支付至甲方指定账户：开户银行{{bankName}}，户名{{bankUserName}}，账号{{bankCardNo}}。',
      ],
    },
    {
      id: 'costs',
      heading: '第四条 相关费用',
      numbered: true,
      paragraphs: [
        '租赁期间使用该房屋所发生的水、电、燃气、网络、有线电视等费用由乙方承担；物业服务费由甲方承担，双方另有约定的除外。',
        '本次租赁由经纪机构提供居间服务，中介服务费共计{{dailiFee}}元，其中甲方承担{{dailiFeeA}}元，乙方承担{{dailiFeeB}}元，于本合同签订之日支付给经纪机构。',
      ],
    },
    {
      id: 'use',
      heading: '第五条 房屋使用与维修',
      numbered: true,
      paragraphs: [
        '乙方应合理使用该房屋及其附属设施，不得擅自改变房屋结构和用途，不得存放易燃易爆等危险物品，不得从事违法活动。',
        '租赁期间，因房屋主体结构及附属设施自然老化产生的维修由甲方负责；因乙方使用不当造成的损坏，由乙方负责修复或赔偿。',
        '乙方如需对房屋进行装修或增设设施，应事先取得甲方书面同意。',
      ],
    },
    {
      id: 'termination',
      heading: '第六条 合同解除',
      numbered: true,
      paragraphs: [
        '有下列情形之一的，甲方有权解除合同并收回房屋：乙方拖欠租金累计超过十五日的；乙方擅自转租、改变用途或损坏房屋结构的；乙方利用该房屋从事违法活动的。',
        '有下列情形之一的，乙方有权解除合同：甲方逾期交付房屋超过十日的；该房屋存在危及安全的质量问题，甲方未及时修复的；甲方无正当理由干扰乙方正常居住的。',
      ],
    },
    {
      id: 'breach',
      heading: '第七条 违约责任',
      numbered: true,
      paragraphs: [
        '乙方逾期支付租金的，每逾期一日按当期应付租金的百分之一向甲方支付违约金。',
        '甲方逾期交付房屋的，每逾期一日按日租金的两倍向乙方支付违约金。',
        '任何一方无法定或约定事由提前解除合同的，应向对方支付相当于一个月租金的违约金；造成对方损失超过违约金的，还应赔偿超出部分。',
      ],
    },
    {
      id: 'disputes',
      heading: '第八条 争议解决',
      numbered: false,
      paragraphs: ['本合同履行中发生争议的，由双方协商解决；协商不成的，任何一方均可向该房屋所在地人民法院提起诉讼。'],
    },
    {
      id: 'other',
      heading: '第九条 其他约定',
      numbered: true,
      paragraphs: [
        {
          text: '未经甲方书面同意，乙方不得将该房屋全部或部分转租、转借他人。',
          showWhen: whenOn('otherTermsFixedOne'),
        },
        {
          text: '家电等附属设施在正常使用下损坏的，由甲方在接到通知后三日内维修或更换；灯泡、水龙头等易耗件由乙方自行更换。',
          showWhen: whenOn('otherTermsFixedTwo'),
        },
        {
          text: '乙方需提前退租的，应提前三十日书面通知甲方，并按本合同第七条承担违约责任；已付未到期的租金由甲方如数退还。',
          showWhen: whenOn('otherTermsFixedThree'),
        },
        {
          text: '乙方应按杭州市流动人口居住登记的规定办理居住登记，甲方予以配合并提供所需的房屋证明材料。',
          showWhen: whenOn('otherTermsFixedFour'),
        },
        { text: '双方另行约定如下：{{otherTermsContent}}', showWhen: whenOn('otherTerms') },
        '租赁期满或合同解除后，乙方应在三日内腾空并交还房屋，双方按交接清单核对房屋及物品。',
        '本合同以电子方式签署，自各方签署（盖章）之日起生效，各方持有的电子文本具有同等法律效力。签约地点：{{signAddress}}。',
      ],
    },
    { id: 'signing', heading: '', numbered: false, paragraphs: ['（以下无正文，为签署页）'] },
  ],
  signatureAreas: [
    { party: 'partyA', label: '甲方（签字或盖章）', mark: 'signature', anchor: 'signing', withDate: true },
    { party: 'partyB', label: '乙方（签字或盖章）', mark: 'signature', anchor: 'signing', withDate: true },
    { party: 'company', label: '经纪机构（盖章）', mark: 'seal', sealType: 2, anchor: 'signing', withDate: true },
    { party: 'broker', label: '经纪人（签字）', mark: 'signature', anchor: 'signing', withDate: false },
  ],
  pdf: { crossPageSeal: true, crossPageSealType: 2 },
};
