import { formatTime } from '@awb/contract/common/china-time';
import { CUSTOMER_RECORD_NAMES, FOLLOW_CATEGORY } from '@awb/contract/customer-enums';
import { CUSTOMER_MSG } from '@awb/contract/customer-form';
import type { TCustomerChangeRecord, TCustomerFollowUp } from '@awb/contract/customer-rows';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { TRequestContext } from '../../platform/auth/context.ts';
import { runBuiltOnce } from '../../platform/db/built-once.ts';
import { cappedCount, pageOffset } from '../../platform/db/list.ts';
import type { TDeps } from '../../platform/deps.ts';
import { invalid } from '../../platform/errors.ts';
import { users } from '../account/user.table.ts';
import { customerRepository } from './customer.repository.ts';
import type { CustomerService } from './customer.service.ts';
import { customerChangeRecords, customerFollowUps } from './customer.table.ts';
import { customerListings } from './customer-listings.ts';
import { customerSettingService, outDueSet } from './customer-setting.service.ts';

type TPaging = { pageindex: number; pagesize: number };

/** Follow-ups and the change record of a customer the caller can open. */
export class CustomerFollowService {
  constructor(
    private readonly deps: TDeps,
    private readonly customersService: CustomerService,
  ) {}

  async add(
    ctx: TRequestContext,
    input: { customerId: number; categoryType: number; content: string; houseIds: number[] },
  ): Promise<{ followId: number }> {
    const { db, clock } = this.deps;
    const now = clock.now();
    return db.transaction(async (tx) => {
      // The setting beside the customer's row (both on the transaction: sent together on PostgreSQL).
      const [found, setting] = await Promise.all([
        this.customersService.findVisible(tx, ctx, input.customerId, true),
        customerSettingService.get(tx, ctx.companyId),
      ]);
      const c = found.customer;
      const houseIds = [...new Set(input.houseIds)];
      if (houseIds.length > 0) {
        const found = await customerListings.titles(tx, ctx.companyId, houseIds);
        if (found.size !== houseIds.length) throw invalid(CUSTOMER_MSG.followHouseInvalid);
      }
      const visit = input.categoryType === FOLLOW_CATEGORY.visit;
      const followTimes = { lastFollowAt: now, ...(visit ? { lastVisitAt: now } : {}) };
      // The counts and the out-to-public date in one statement (the date from the new follow-up times),
      // sent with the follow-up's insert.
      const [[row]] = await Promise.all([
        runBuiltOnce(
          tx,
          'customer_follow_up_add',
          {
            companyId: ctx.companyId,
            customerId: c.id,
            userId: ctx.userId,
            categoryType: input.categoryType,
            content: input.content,
            houseIds,
            createdAt: now,
          },
          (tx) =>
            tx
              .insert(customerFollowUps)
              .values({
                companyId: sql.placeholder('companyId'),
                customerId: sql.placeholder('customerId'),
                userId: sql.placeholder('userId'),
                categoryType: sql.placeholder('categoryType'),
                content: sql.placeholder('content'),
                houseIds: sql.placeholder('houseIds'),
                createdAt: sql.placeholder('createdAt'),
              })
              .returning({ id: customerFollowUps.id }),
        ),
        customerRepository.update(tx, ctx.companyId, c.id, {
          ...followTimes,
          followCount: c.followCount + 1,
          ...(visit ? { visitCount: c.visitCount + 1 } : {}),
          ...outDueSet(setting, followTimes),
        }),
      ]);
      return { followId: row!.id };
    });
  }

  async list(
    ctx: TRequestContext,
    input: TPaging & { customerId: number; categoryType: number },
  ): Promise<{ rows: TCustomerFollowUp[]; total: number }> {
    const { db } = this.deps;
    await this.customersService.findVisible(db, ctx, input.customerId);
    const where = and(
      eq(customerFollowUps.companyId, ctx.companyId),
      eq(customerFollowUps.customerId, input.customerId),
      input.categoryType ? eq(customerFollowUps.categoryType, input.categoryType) : undefined,
    );
    const rows = await db
      .select({ f: customerFollowUps, userName: users.name })
      .from(customerFollowUps)
      .leftJoin(users, and(eq(users.companyId, customerFollowUps.companyId), eq(users.id, customerFollowUps.userId)))
      .where(where)
      .orderBy(desc(customerFollowUps.id))
      .limit(input.pagesize)
      .offset(pageOffset(input.pageindex, input.pagesize));
    const titles = await customerListings.titles(
      db,
      ctx.companyId,
      rows.flatMap((r) => r.f.houseIds),
    );
    return {
      rows: rows.map((r) => ({
        followId: r.f.id,
        customerId: r.f.customerId,
        categoryType: r.f.categoryType,
        content: r.f.content,
        houses: r.f.houseIds
          .filter((id) => titles.has(id))
          .map((id) => ({ houseId: id, title: titles.get(id)?.title ?? '' })),
        userId: r.f.userId,
        userName: r.userName ?? '',
        createdAt: formatTime(r.f.createdAt),
      })),
      total: await cappedCount(db, customerFollowUps, where),
    };
  }

  async records(
    ctx: TRequestContext,
    input: TPaging & { customerId: number },
  ): Promise<{ rows: TCustomerChangeRecord[]; total: number }> {
    const { db } = this.deps;
    await this.customersService.findVisible(db, ctx, input.customerId);
    const where = and(
      eq(customerChangeRecords.companyId, ctx.companyId),
      eq(customerChangeRecords.customerId, input.customerId),
    );
    const rows = await db
      .select({ r: customerChangeRecords, userName: users.name })
      .from(customerChangeRecords)
      .leftJoin(
        users,
        and(eq(users.companyId, customerChangeRecords.companyId), eq(users.id, customerChangeRecords.userId)),
      )
      .where(where)
      .orderBy(desc(customerChangeRecords.id))
      .limit(input.pagesize)
      .offset(pageOffset(input.pageindex, input.pagesize));
    return {
      rows: rows.map(({ r, userName }) => ({
        recordId: r.id,
        type: r.type,
        typeName: CUSTOMER_RECORD_NAMES[r.type] ?? '',
        content: r.content,
        userId: r.userId ?? 0,
        userName: r.userId ? (userName ?? '') : '系统',
        createdAt: formatTime(r.createdAt),
      })),
      total: await cappedCount(db, customerChangeRecords, where),
    };
  }
}
