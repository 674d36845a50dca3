import { CUSTOMER_ATTRIBUTION, CUSTOMER_RECORD_TYPE, FOLLOW_CATEGORY } from '@awb/contract/customer-enums';
import { DEFAULT_CUSTOMER_SETTING } from '@awb/contract/customer-setting';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { communityLookup } from '../../modules/community/community-lookup.ts';
import { customerRepository } from '../../modules/customer/customer.repository.ts';
import { customerChangeRecords, customerFollowUps } from '../../modules/customer/customer.table.ts';
import { customerSettingService } from '../../modules/customer/customer-setting.service.ts';
import { listings } from '../../modules/housing/listing.table.ts';
import type { TExecutor } from '../../platform/db/db.ts';
import { DEMO_CUSTOMERS_A, DEMO_CUSTOMERS_B, type TDemoCustomer } from './demo-customers-data.ts';
import type { TDemoIds } from './demo-ids.ts';

const DAY = 86_400_000;
const HANGZHOU = 1086;

/** Customers in the private and public pools, with intentions, follow-ups and change records. */
export async function seedDemoCustomers(tx: TExecutor, ids: TDemoIds): Promise<void> {
  await seedCompany(tx, ids, ids.companyA, ids.users.managerA, DEMO_CUSTOMERS_A);
  await seedCompany(tx, ids, ids.companyB, ids.users.managerB, DEMO_CUSTOMERS_B);
}

async function seedCompany(tx: TExecutor, ids: TDemoIds, companyId: number, creator: number, list: TDemoCustomer[]) {
  const communities = new Map(
    (await communityLookup.demoCommunities(tx, companyId)).map((c) => [c.name, c.communityId]),
  );
  // Visits show the company's listings (seeded just before), by community when there is one.
  const houses = await tx
    .select({ id: listings.id, communityId: listings.communityId, type: listings.type })
    .from(listings)
    .where(and(eq(listings.companyId, companyId), isNull(listings.deletedAt)))
    .orderBy(asc(listings.id))
    .limit(400);
  const at = (days: number) => new Date(ids.now - days * DAY);
  const users = ids.users as Record<string, number>;

  for (const [index, d] of list.entries()) {
    const holder = d.holder ? (users[d.holder] ?? null) : null;
    const isPrivate = holder !== null;
    const communityIds = d.communities.map((n) => communities.get(n)).filter((id): id is number => id !== undefined);
    const follows = [...d.follows].sort((x, y) => y[0] - x[0]);
    const lastFollow = follows.at(-1);
    const lastVisit = follows.filter((f) => f[1] === FOLLOW_CATEGORY.visit).at(-1);
    const row = await customerRepository.insert(tx, {
      companyId,
      customerType: d.type,
      attribution: isPrivate ? CUSTOMER_ATTRIBUTION.private : CUSTOMER_ATTRIBUTION.public,
      userId: holder,
      creatorId: holder ?? creator,
      name: d.name,
      phone: d.phone,
      sex: d.sex,
      priceMin: d.price?.[0] ?? null,
      priceMax: d.price?.[1] ?? null,
      areaMin: d.area?.[0] ?? null,
      areaMax: d.area?.[1] ?? null,
      paymentMethod: d.payment,
      cityId: HANGZHOU,
      regions: d.regions,
      tags: d.tags,
      houseKind: 1,
      uses: d.uses,
      level: d.level,
      room: d.room,
      remark: d.remark,
      source: d.source,
      state: d.state ?? 1,
      transactionStatus: d.deal ? 1 : 0,
      dealAt: d.deal && lastFollow ? at(lastFollow[0]) : null,
      holdSince: isPrivate ? at(d.createdDays) : null,
      lastFollowAt: lastFollow ? at(lastFollow[0]) : null,
      lastVisitAt: lastVisit ? at(lastVisit[0]) : null,
      followCount: follows.length,
      visitCount: follows.filter((f) => f[1] === FOLLOW_CATEGORY.visit).length,
      publicAt: isPrivate ? null : at(Math.max(1, d.createdDays - 35)),
      createdAt: at(d.createdDays),
      updatedAt: at(lastFollow?.[0] ?? d.createdDays),
    });
    await customerRepository.replaceContacts(tx, companyId, row.id, [
      { name: d.name, phone: d.phone, sex: d.sex },
      ...(d.other ? [{ name: d.other[0], sex: d.other[1], phone: d.other[2] }] : []),
    ]);
    await customerRepository.replaceCommunities(tx, companyId, row.id, communityIds);
    const wantedType = d.type === 2 ? 2 : 1;
    const shown = houses.filter(
      (h) => h.type === wantedType && (communityIds.length === 0 || communityIds.includes(h.communityId)),
    );
    if (follows.length > 0) {
      await tx.insert(customerFollowUps).values(
        follows.map(([days, categoryType, content], i) => ({
          companyId,
          customerId: row.id,
          userId: holder ?? creator,
          categoryType,
          content,
          houseIds:
            categoryType === FOLLOW_CATEGORY.visit
              ? shown
                  .slice((index + i) % Math.max(1, shown.length), ((index + i) % Math.max(1, shown.length)) + 2)
                  .map((h) => h.id)
              : [],
          createdAt: at(days),
        })),
      );
    }
    const records = [
      {
        type: CUSTOMER_RECORD_TYPE.add,
        content: isPrivate ? '新增私客' : '新增公客',
        userId: holder ?? creator,
        days: d.createdDays,
      },
      ...(d.deal && lastFollow
        ? [{ type: CUSTOMER_RECORD_TYPE.deal, content: '标记为已成交', userId: holder, days: lastFollow[0] }]
        : []),
      ...(!isPrivate && d.follows.length > 0
        ? [
            {
              type: CUSTOMER_RECORD_TYPE.autoPublic,
              content: '按客源设置的转公规则自动转为公客（原维护人：无）',
              userId: null,
              days: Math.max(1, d.createdDays - 35),
            },
          ]
        : []),
    ];
    await tx.insert(customerChangeRecords).values(
      records.map((r) => ({
        companyId,
        customerId: row.id,
        userId: r.userId,
        type: r.type,
        content: r.content,
        createdAt: at(r.days),
      })),
    );
  }
  await customerSettingService.recomputeOutDue(tx, companyId, DEFAULT_CUSTOMER_SETTING);
}
