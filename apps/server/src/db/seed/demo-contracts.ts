import { APP_TYPE } from '@awb/contract/common/apps';
import { chinaDay } from '@awb/contract/common/china-time';
import { CONTRACT_INITIAL_STATE, CONTRACT_TYPE, contractState } from '@awb/contract/contract-fields';
import { APP_RECORD_TYPE } from '@awb/contract/housing-options';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { contractRepository } from '../../modules/contract/contract.repository.ts';
import { appRecordRepository } from '../../modules/housing/app-record/app-record.repository.ts';
import { peopleByIds } from '../../modules/housing/housing-people.ts';
import { listings } from '../../modules/housing/listing.table.ts';
import { listingLookup } from '../../modules/housing/listing-lookup.ts';
import type { TExecutor } from '../../platform/db/db.ts';
import type { TDemoIds } from './demo-ids.ts';

const DAY = 86_400_000;

type TDemoContract = {
  type: number;
  /** Days before now it was signed. */
  signedDaysAgo: number;
  agent: keyof TDemoIds['users'];
  state: number;
  partyA: [string, string];
  partyB: [string, string];
  /** Sale: 成交价 (元); rent: 月租金 (元). */
  amount: number;
  fees: [number | null, number | null];
  paymentMethod: number;
  deposit: number | null;
  /** Rent lease in months (from the sign date). */
  months?: number;
};

const SALE = CONTRACT_TYPE.sale;
const RENT = CONTRACT_TYPE.rent;

const CONTRACTS_A: TDemoContract[] = [
  {
    type: SALE,
    signedDaysAgo: 2,
    agent: 'agentA',
    state: 1,
    partyA: ['王建国', '13911110001'],
    partyB: ['刘晓燕', '13911110002'],
    amount: 2_850_000,
    fees: [28_500, 28_500],
    paymentMethod: 2,
    deposit: 100_000,
  },
  {
    type: SALE,
    signedDaysAgo: 9,
    agent: 'agentA2',
    state: 2,
    partyA: ['陈志明', '13911110003'],
    partyB: ['黄丽', '13911110004'],
    amount: 1_980_000,
    fees: [19_800, 19_800],
    paymentMethod: 4,
    deposit: 50_000,
  },
  {
    type: SALE,
    signedDaysAgo: 21,
    agent: 'agentA3',
    state: 3,
    partyA: ['赵红', '13911110005'],
    partyB: ['周海涛', '13911110006'],
    amount: 3_460_000,
    fees: [null, 69_200],
    paymentMethod: 1,
    deposit: 200_000,
  },
  {
    type: SALE,
    signedDaysAgo: 48,
    agent: 'headA',
    state: 4,
    partyA: ['孙立群', '13911110007'],
    partyB: ['吴婷', '13911110008'],
    amount: 1_560_000.5,
    fees: [15_600, 15_600],
    paymentMethod: 3,
    deposit: 30_000,
  },
  {
    type: RENT,
    signedDaysAgo: 3,
    agent: 'agentA',
    state: 1,
    partyA: ['郑伟', '13911110009'],
    partyB: ['冯雪', '13911110010'],
    amount: 4_500,
    fees: [2_250, 2_250],
    paymentMethod: 2,
    deposit: 4_500,
    months: 12,
  },
  {
    type: RENT,
    signedDaysAgo: 15,
    agent: 'agentA2',
    state: 1,
    partyA: ['何静', '13911110011'],
    partyB: ['许磊', '13911110012'],
    amount: 3_200,
    fees: [null, 3_200],
    paymentMethod: 1,
    deposit: 3_200,
    months: 6,
  },
  {
    type: RENT,
    signedDaysAgo: 400,
    agent: 'agentA3',
    state: 4,
    partyA: ['韩梅', '13911110013'],
    partyB: ['曹阳', '13911110014'],
    amount: 5_800,
    fees: [2_900, 2_900],
    paymentMethod: 3,
    deposit: 11_600,
    months: 12,
  },
];

const CONTRACTS_B: TDemoContract[] = [
  {
    type: SALE,
    signedDaysAgo: 6,
    agent: 'agentB',
    state: 2,
    partyA: ['唐明', '13922220001'],
    partyB: ['宋佳', '13922220002'],
    amount: 1_200_000,
    fees: [12_000, 12_000],
    paymentMethod: 2,
    deposit: 20_000,
  },
  {
    type: RENT,
    signedDaysAgo: 11,
    agent: 'agentB',
    state: 1,
    partyA: ['邓超', '13922220003'],
    partyB: ['林青', '13922220004'],
    amount: 2_600,
    fees: [1_300, 1_300],
    paymentMethod: 2,
    deposit: 2_600,
    months: 12,
  },
];

const day = (ms: number) => chinaDay(new Date(ms));

/** Sale and rent contract records for both demo companies, linked to their first listings of the type. */
export async function seedDemoContracts(tx: TExecutor, ids: TDemoIds): Promise<void> {
  await seedCompany(tx, ids, ids.companyA, 'XS', 'ZL', CONTRACTS_A);
  await seedCompany(tx, ids, ids.companyB, 'BXS', 'BZL', CONTRACTS_B);
}

async function seedCompany(
  tx: TExecutor,
  ids: TDemoIds,
  companyId: number,
  salePrefix: string,
  rentPrefix: string,
  list: TDemoContract[],
): Promise<void> {
  const houses = await tx
    .select({
      id: listings.id,
      type: listings.type,
      buildingNo: listings.buildingNo,
      roomNo: listings.roomNo,
      address: listings.address,
      area: listings.houseArea,
    })
    .from(listings)
    .where(and(eq(listings.companyId, companyId), isNull(listings.deletedAt)))
    .orderBy(asc(listings.id))
    .limit(60);
  const refs = await listingLookup.byIds(
    tx,
    companyId,
    houses.map((h) => h.id),
  );
  const people = await peopleByIds(tx, companyId, Object.values(ids.users));
  const used = new Set<number>();
  const counters = { [SALE]: 0, [RENT]: 0 } as Record<number, number>;

  for (const d of list) {
    const userId = ids.users[d.agent];
    const house = houses.find((h) => h.type === d.type && !used.has(h.id));
    if (house) used.add(house.id);
    counters[d.type] = (counters[d.type] ?? 0) + 1;
    const signedAt = ids.now - d.signedDaysAgo * DAY;
    const signDate = day(signedAt);
    const created = new Date(signedAt + 3_600_000);
    const no = `${d.type === SALE ? salePrefix : rentPrefix}${signDate.replaceAll('-', '')}${String(counters[d.type]).padStart(3, '0')}`;
    const endDate = d.months ? day(signedAt + d.months * 30 * DAY) : null;
    const row = await contractRepository.insert(tx, {
      companyId,
      contractType: d.type,
      contractNo: no,
      signDate,
      houseId: house?.id ?? null,
      houseName: (house && refs.get(house.id)?.communityName) || '示例小区',
      houseAddress: house?.address ?? '',
      houseBuilding: house?.buildingNo ?? '',
      houseRoomNo: house?.roomNo ?? '',
      houseArea: house?.area ?? null,
      partyAName: d.partyA[0],
      partyAPhone: d.partyA[1],
      partyBName: d.partyB[0],
      partyBPhone: d.partyB[1],
      amount: d.amount,
      partyAFee: d.fees[0],
      partyBFee: d.fees[1],
      paymentMethod: d.paymentMethod,
      deposit: d.deposit,
      startDate: d.type === RENT ? signDate : null,
      endDate: d.type === RENT ? endDate : null,
      userId,
      deptId: people.get(userId)?.deptId || null,
      state: d.state,
      createdBy: userId,
      createdAt: created,
      updatedAt: created,
    });
    const item = { companyId, appType: APP_TYPE.contract, itemType: d.type, itemId: row.id };
    await appRecordRepository.addRecord(tx, item, {
      recordType: APP_RECORD_TYPE.operation,
      action: '新增合同',
      content: `合同编号 ${no}`,
      userId,
      createdAt: created,
    });
    const initial = CONTRACT_INITIAL_STATE[d.type] ?? 1;
    if (d.state !== initial) {
      const at = new Date(created.getTime() + DAY);
      const content = `${contractState(d.type, initial)?.label} → ${contractState(d.type, d.state)?.label}`;
      await contractRepository.addStateChange(tx, {
        companyId,
        contractId: row.id,
        fromState: initial,
        toState: d.state,
        oaItemId: contractState(d.type, d.state)?.oaItemId ?? null,
        userId,
        createdAt: at,
      });
      await appRecordRepository.addRecord(tx, item, {
        recordType: APP_RECORD_TYPE.operation,
        action: '修改状态',
        content,
        userId,
        createdAt: at,
      });
    }
  }
}
