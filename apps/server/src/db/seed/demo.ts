import { USER_STATUS } from '@awb/contract/account.contract';
import { APP_TYPE } from '@awb/contract/common/apps';
import { chinaDay } from '@awb/contract/common/china-time';
import { count } from 'drizzle-orm';
import { companies } from '../../modules/company/company.table.ts';
import { reminderService } from '../../modules/message/reminder.service.ts';
import type { TClock } from '../../platform/clock.ts';
import type { TDb } from '../../platform/db/db.ts';
import type { PersonalData } from '../../platform/personal-data/personal-data.ts';
import type { UploadService } from '../../platform/uploads/upload.service.ts';
import { seedDemoAcquisition } from './demo-acquisition.ts';
import { seedDemoCollect } from './demo-collect.ts';
import { seedDemoCommunities } from './demo-communities.ts';
import { seedDemoContracts } from './demo-contracts.ts';
import { seedDemoCustomers } from './demo-customers.ts';
import type { TDemoIds } from './demo-ids.ts';
import { seedDemoListings } from './demo-listings.ts';
import { seedDemoMessages } from './demo-messages.ts';
import { seedDemoOaRequests } from './demo-oa-requests.ts';
import { seedDemoOrg } from './demo-org.ts';
import { seedDemoPromotion } from './demo-promotion.ts';
import { DEMO_RECHARGE_HISTORY, seedDemoRecharge } from './demo-recharge.ts';
import { seedDemoSign } from './demo-sign.ts';
import { createCompany, createUser } from './factories.ts';
import { seedDemoPictures } from './pictures/demo-pictures.ts';

export type TDemoLogin = { phone: string; name: string; company: string; role: string };

/**
 * Two demo companies in Hangzhou with fixed ids (1 and 2 on an empty database), the second one there
 * so that tenant isolation can be seen. Later modules add their own demo rows here.
 */
export const DEMO = {
  companyA: { id: 1, name: '杭州安居房产经纪有限公司' },
  companyB: { id: 2, name: '杭州鑫诚地产代理有限公司' },
  users: {
    managerA: { phone: '13800000001', name: '张伟' },
    agentA: { phone: '13800000002', name: '李娜' },
    agentA2: { phone: '13800000003', name: '王强' },
    pendingA: { phone: '13800000004', name: '赵敏' },
    /** Head of 文三路店 (store head role: the store and its teams). */
    headA: { phone: '13800000005', name: '孙丽' },
    /** Head of 滨江店. */
    headA2: { phone: '13800000006', name: '周杰' },
    /** An agent of 滨江一组. */
    agentA3: { phone: '13800000007', name: '吴芳' },
    managerB: { phone: '13900000001', name: '陈静' },
    agentB: { phone: '13900000002', name: '刘洋' },
  },
} as const;

/**
 * `vault`: the server's personal-data vault, so that the demo's sealed ID numbers open with its key.
 * `uploads`: the server's upload store, for the demo's drawn pictures (covers, floor plans); without
 * it (the API tests' template database) the demo has no pictures.
 */
export async function seedDemoIfEmpty(
  db: TDb,
  clock: TClock,
  vault?: PersonalData,
  uploads?: UploadService,
): Promise<{ logins: TDemoLogin[] } | null> {
  const [row] = await db.select({ n: count() }).from(companies);
  if ((row?.n ?? 0) > 0) return null;
  return seedDemo(db, clock, vault, uploads);
}

export async function seedDemo(
  db: TDb,
  clock: TClock,
  vault?: PersonalData,
  uploads?: UploadService,
): Promise<{ logins: TDemoLogin[] }> {
  const now = clock.now().getTime();
  return db.transaction(async (tx) => {
    const a = await createCompany(tx, { name: DEMO.companyA.name, address: '杭州市西湖区文三路90号' });
    const b = await createCompany(tx, { name: DEMO.companyB.name, address: '杭州市滨江区江南大道588号' });
    const u = DEMO.users;
    const managerA = await createUser(tx, { companyId: a.id, ...u.managerA, isManager: true });
    const agentA = await createUser(tx, { companyId: a.id, ...u.agentA });
    const agentA2 = await createUser(tx, { companyId: a.id, ...u.agentA2 });
    const pendingA = await createUser(tx, { companyId: a.id, ...u.pendingA, status: USER_STATUS.pending });
    const managerB = await createUser(tx, { companyId: b.id, ...u.managerB, isManager: true });
    const agentB = await createUser(tx, { companyId: b.id, ...u.agentB });
    // After the foundation's users, so that their ids stay.
    const headA = await createUser(tx, { companyId: a.id, ...u.headA });
    const headA2 = await createUser(tx, { companyId: a.id, ...u.headA2 });
    const agentA3 = await createUser(tx, { companyId: a.id, ...u.agentA3 });
    await seedDemoOrg(tx, a.id, b.id, {
      agentA: agentA.id,
      agentA2: agentA2.id,
      pendingA: pendingA.id,
      headA: headA.id,
      headA2: headA2.id,
      agentA3: agentA3.id,
      managerB: managerB.id,
      agentB: agentB.id,
    });

    // The server refuses the calls of an app a company has not open (app-use gate): each company's apps
    // are open until what its purchase history adds up to (demo-recharge.ts), well past the tests' clock.
    const expiriesA = await seedDemoRecharge(
      tx,
      { id: a.id, managerId: managerA.id, history: DEMO_RECHARGE_HISTORY.companyA },
      now,
    );
    await seedDemoRecharge(tx, { id: b.id, managerId: managerB.id, history: DEMO_RECHARGE_HISTORY.companyB }, now);

    await reminderService.add(tx, {
      companyId: a.id,
      userId: managerA.id,
      title: '新员工加入申请',
      content: `${u.pendingA.name}（${u.pendingA.phone}）申请加入公司，请及时审核。`,
    });
    await reminderService.add(tx, {
      companyId: a.id,
      userId: managerA.id,
      title: '套餐购买成功',
      content: `电子签约（1年）已支付，电子签约有效期至${chinaDay(expiriesA.get(APP_TYPE.sign) ?? new Date(now))}。`,
    });
    await reminderService.add(tx, {
      companyId: b.id,
      userId: managerB.id,
      title: '欢迎使用经纪工作本',
      content: `「${b.name}」已开通房源本。`,
    });

    // The books, in dependency order: listings and customers refer to communities.
    const ids: TDemoIds = {
      companyA: a.id,
      companyB: b.id,
      users: {
        managerA: managerA.id,
        agentA: agentA.id,
        agentA2: agentA2.id,
        pendingA: pendingA.id,
        headA: headA.id,
        headA2: headA2.id,
        agentA3: agentA3.id,
        managerB: managerB.id,
        agentB: agentB.id,
      },
      now,
    };
    await seedDemoCommunities(tx, ids);
    await seedDemoListings(tx, ids);
    await seedDemoCustomers(tx, ids);
    await seedDemoContracts(tx, ids);
    await seedDemoMessages(tx, ids);
    await seedDemoSign(tx, ids, vault);
    await seedDemoOaRequests(tx, ids);
    await seedDemoAcquisition(tx, ids);
    // Pictures before the push records: the portals' rules count them.
    if (uploads) await seedDemoPictures(tx, ids, uploads);
    await seedDemoPromotion(tx, ids, vault);
    await seedDemoCollect(tx, ids, uploads);

    const logins: TDemoLogin[] = [
      { ...u.managerA, company: a.name, role: '管理员' },
      { ...u.agentA, company: a.name, role: '经纪人（文三路一组组长）' },
      { ...u.agentA2, company: a.name, role: '经纪人（文三路二组）' },
      { ...u.pendingA, company: a.name, role: '待审核' },
      { ...u.headA, company: a.name, role: '店长（文三路店）' },
      { ...u.headA2, company: a.name, role: '店长（滨江店）' },
      { ...u.agentA3, company: a.name, role: '经纪人（滨江一组）' },
      { ...u.managerB, company: b.name, role: '管理员' },
      { ...u.agentB, company: b.name, role: '经纪人' },
    ];
    return { logins };
  });
}
