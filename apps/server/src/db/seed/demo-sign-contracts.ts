import { ZSignContent } from '@awb/contract/sign-contract';
import {
  SIGN_CONTRACT_STATE,
  SIGN_LOG_ACTION,
  SIGN_PARTY_TYPE,
  SIGNATURE_TYPE,
} from '@awb/contract/sign-contract-constants';
import { SIGN_BOX_TYPE } from '@awb/contract/sign-template-constants';
import { visibleSignValues } from '@awb/contract/sign-template-rules';
import { recordSignedContract } from '../../modules/contract/contract-signed.ts';
import { formatTime } from '../../modules/housing/housing-format.ts';
import { signedContractRecord } from '../../modules/sign/ceremony/contract-book.ts';
import type { TCompanyTemplateRow } from '../../modules/sign/sign.repository.ts';
import { signContractRepository } from '../../modules/sign/sign-contract.repository.ts';
import { contentColumns } from '../../modules/sign/sign-contract-access.ts';
import { signDraftRepository } from '../../modules/sign/sign-draft.repository.ts';
import type { TExecutor } from '../../platform/db/db.ts';
import type { PersonalData } from '../../platform/personal-data/personal-data.ts';
import type { TDemoIds } from './demo-ids.ts';

/** The demo's signing contracts (seedDemoSign, demo-sign.ts) and the answers tests and journeys reuse. */

const DAY = 86_400_000;

/** The answers of a demo sale contract (a flat in 西溪花园), valid for the sale template. */
export function demoSaleValues(house: { houseName: string; houseBuilding: string; houseRoomNo: string }) {
  return {
    province: '浙江省',
    city: '杭州市',
    district: '西湖区',
    address: '文二西路588号',
    ...house,
    buildingCertificate: '浙(2021)杭州市不动产权第0123456号',
    houseUse: '1',
    houseArea: '89.5',
    totalFloor: '18',
    floor: '6',
    transactionPrice: '3200000',
    pricing: '1',
    paymentMethod: '0',
    partyATaxContent: '2',
    partyBTaxContent: '2',
    partyAFeeContent: '2',
    partyBFeeContent: '2',
    transferDate: '2027-01-15',
    deliveryDate: '2027-02-01',
    otherTermsFixedOne: '1',
    otherTermsFixedTwo: '1',
    otherTermsFixedThree: '1',
    otherTermsFixedFour: '1',
    signAddress: '杭州市西湖区文二西路588号',
  };
}

/**
 * Signing contracts demo: company A's signing quota for the year, three sale contracts (待签署,
 * 已完成, 已作废 from 待签署) and one draft of its manager. B has no quota: its submissions answer 406.
 */
export async function seedDemoSignContracts(
  tx: TExecutor,
  ids: TDemoIds,
  personalData: PersonalData,
  templates: TCompanyTemplateRow[],
): Promise<void> {
  const companyId = ids.companyA;
  const now = new Date(ids.now);
  await signContractRepository.insertQuota(tx, {
    companyId,
    periodStart: new Date(ids.now - 30 * DAY),
    periodEnd: new Date(ids.now + 335 * DAY),
    contracts: 500,
    source: 'demo',
    createdAt: now,
  });
  const sale = templates.find((t) => t.boxType === SIGN_BOX_TYPE.sale);
  if (!sale) return;
  const people = [
    { name: '陈静', certNo: '33010619850412002X', phone: '13912340001' },
    { name: '刘洋', certNo: '330102199003150414', phone: '13912340002' },
    { name: '周敏', certNo: '330103197811230049', phone: '13912340003' },
    { name: '吴磊', certNo: '330104198909090030', phone: '13912340004' },
  ];
  const seller = people[0] ?? { name: '', certNo: '', phone: '' };
  const buyers = people.slice(1);
  const cases = [
    {
      house: { houseName: '西溪花园', houseBuilding: '3幢', houseRoomNo: '1201' },
      state: 1,
      before: null,
      user: ids.users.agentA,
      days: 2,
    },
    {
      house: { houseName: '翠苑一区', houseBuilding: '12幢', houseRoomNo: '502' },
      state: 3,
      before: null,
      user: ids.users.managerA,
      days: 9,
    },
    {
      house: { houseName: '文鼎苑', houseBuilding: '5幢', houseRoomNo: '301' },
      state: 4,
      before: 1,
      user: ids.users.agentA,
      days: 15,
    },
  ] as const;
  for (const [i, c] of cases.entries()) {
    const at = new Date(ids.now - c.days * DAY);
    const content = ZSignContent.parse({
      signatureType: SIGNATURE_TYPE.partiesOnly,
      ...c.house,
      partyA: { type: SIGN_PARTY_TYPE.person, ...seller },
      partyB: { type: SIGN_PARTY_TYPE.person, ...buyers[i] },
      values: visibleSignValues(sale.definition, demoSaleValues(c.house)),
    });
    const row = await signContractRepository.insert(tx, {
      companyId,
      userId: c.user,
      contractNo: `QY${formatTime(at).slice(0, 10).replaceAll('-', '')}${String(900001 + i)}`,
      boxId: sale.id,
      boxType: sale.boxType,
      title: sale.title,
      template: sale.definition,
      state: c.state,
      stateBeforeInvalid: c.before,
      invalidRemark: c.state === SIGN_CONTRACT_STATE.invalid ? '买方放弃购买' : '',
      ...contentColumns(personalData, content),
      signedAny: c.state === SIGN_CONTRACT_STATE.done ? 1 : 0,
      createdAt: at,
      updatedAt: at,
    });
    await signContractRepository.insertLog(tx, {
      companyId,
      contractId: row.id,
      action: SIGN_LOG_ACTION.submit,
      userId: c.user,
      userAgent: 'demo',
      version: 1,
      contentHash: row.contentHash,
      createdAt: at,
    });
    // A completed e-contract is in the contract book (合同管理), as completion makes it.
    if (c.state === SIGN_CONTRACT_STATE.done) {
      await recordSignedContract(tx, signedContractRecord(row, content, new Date(at.getTime() + DAY)));
    }
    if (c.state === SIGN_CONTRACT_STATE.invalid) {
      await signContractRepository.insertLog(tx, {
        companyId,
        contractId: row.id,
        action: SIGN_LOG_ACTION.invalidate,
        userId: ids.users.managerA,
        remark: '买方放弃购买',
        userAgent: 'demo',
        createdAt: new Date(at.getTime() + DAY),
      });
    }
  }
  const house = { houseName: '金地自在城', houseBuilding: '7幢', houseRoomNo: '' };
  const draftCode = 'demo-draft-0001';
  await signDraftRepository.insertDraft(tx, {
    companyId,
    userId: ids.users.managerA,
    draftCode,
    boxId: sale.id,
    signatureType: SIGNATURE_TYPE.partiesOnly,
    ...house,
    contentSealed: personalData.seal(
      JSON.stringify(
        ZSignContent.parse({
          signatureType: SIGNATURE_TYPE.partiesOnly,
          draftCode,
          ...house,
          partyA: { type: SIGN_PARTY_TYPE.person, name: '孙丽', certNo: '', phone: '13912340005' },
          values: { province: '浙江省', city: '杭州市', district: '拱墅区', houseName: house.houseName },
        }),
      ),
    ),
    version: 1,
    createdAt: new Date(ids.now - DAY),
    updatedAt: new Date(ids.now - DAY),
  });
}
