import { APP_TYPE } from '@awb/contract/common/apps';
import type { TExecutor } from '../../platform/db/db.ts';
import { rechargePlans } from './recharge.table.ts';

type TPlanSeed = typeof rechargePlans.$inferInsert;

const { house, customer, estate, contract, sign, manager } = APP_TYPE;
const BOOKS = [house, customer, estate];
const PRO = [house, customer, estate, contract, manager];

/**
 * The plans on sale when the server first starts (docs/recharge.md "Plan catalogue"): prices in fen.
 * The catalogue is data: seeding adds the plans a database lacks (by `code`) and never overwrites a
 * price or name changed there since.
 */
export const PLAN_CATALOGUE: TPlanSeed[] = [
  {
    code: 'books-basic-12',
    name: '房客源基础版（1年）',
    description: '房源本、客源本、小区档案，适合10人以内门店',
    appTypes: BOOKS,
    months: 12,
    seats: 10,
    price: 198_000,
    originalPrice: 238_800,
    tag: '',
    sort: 10,
  },
  {
    code: 'books-basic-6',
    name: '房客源基础版（半年）',
    description: '房源本、客源本、小区档案，适合10人以内门店',
    appTypes: BOOKS,
    months: 6,
    seats: 10,
    price: 118_000,
    originalPrice: 0,
    tag: '',
    sort: 20,
  },
  {
    code: 'books-pro-12',
    name: '房客源专业版（1年）',
    description: '基础版全部功能，另含合同管理与管理中心（经营统计、审批），适合30人以内团队',
    appTypes: PRO,
    months: 12,
    seats: 30,
    price: 498_000,
    originalPrice: 598_800,
    tag: '推荐',
    sort: 30,
  },
  {
    code: 'books-pro-24',
    name: '房客源专业版（2年）',
    description: '专业版两年，比按年购买省 ¥980',
    appTypes: PRO,
    months: 24,
    seats: 30,
    price: 898_000,
    originalPrice: 1_197_600,
    tag: '超值',
    sort: 40,
  },
  {
    code: 'sign-12',
    name: '电子签约（1年）',
    description: '在线签署买卖、租赁、居间合同，公司印章与签名，合同模板；含600份电子合同',
    appTypes: [sign],
    months: 12,
    seats: 10,
    signContracts: 600,
    price: 298_000,
    originalPrice: 0,
    tag: '',
    sort: 50,
  },
  {
    code: 'sign-3',
    name: '电子签约（季度）',
    description: '电子签约三个月，含150份电子合同，先用起来',
    appTypes: [sign],
    months: 3,
    seats: 10,
    signContracts: 150,
    price: 88_000,
    originalPrice: 0,
    tag: '',
    sort: 60,
  },
  {
    code: 'contract-12',
    name: '合同管理（1年）',
    description: '买卖与租赁合同的录入、状态、图片与跟进',
    appTypes: [contract],
    months: 12,
    seats: 10,
    price: 68_000,
    originalPrice: 0,
    tag: '',
    sort: 70,
  },
  {
    code: 'manager-12',
    name: '管理中心（1年）',
    description: '经营统计、审批流程与公告',
    appTypes: [manager],
    months: 12,
    seats: 10,
    price: 58_000,
    originalPrice: 0,
    tag: '',
    sort: 80,
  },
];

/** Adds the catalogue's plans that the database lacks (idempotent; run at start and by the demo seed). */
export async function ensurePlanCatalogue(db: TExecutor): Promise<void> {
  await db.insert(rechargePlans).values(PLAN_CATALOGUE).onConflictDoNothing({ target: rechargePlans.code });
}
