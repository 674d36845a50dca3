import { USER_STATUS } from '@awb/contract/account.contract';
import { APP_TYPE } from '@awb/contract/common/apps';
import { CUSTOMER_ATTRIBUTION, CUSTOMER_RECORD_TYPE, TRANSACTION_STATUS } from '@awb/contract/customer-enums';
import { CUSTOMER_MSG, takeBackMessage } from '@awb/contract/customer-form';
import { CUSTOMER_DISTRIBUTION, stateName, typeSetting } from '@awb/contract/customer-setting';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { TRequestContext } from '../../platform/auth/context.ts';
import type { TClock } from '../../platform/clock.ts';
import type { TExecutor } from '../../platform/db/db.ts';
import type { TDeps } from '../../platform/deps.ts';
import { invalid, notFound } from '../../platform/errors.ts';
import type { THandoverStep } from '../../platform/hooks/leaver-steps.ts';
import { users } from '../account/user.table.ts';
import { notify } from '../message/notify.ts';
import { ownerInScopeSql } from '../org/data-scope.ts';
import { customerRepository } from './customer.repository.ts';
import type { CustomerService } from './customer.service.ts';
import { customers } from './customer.table.ts';
import { addChangeRecord } from './customer-record.ts';
import { checkUpperLimit, lockCompanyCustomers, stateFor } from './customer-rules.ts';
import { customerSettingService } from './customer-setting.service.ts';

const DAY = 86_400_000;

async function userName(db: TExecutor, companyId: number, userId: number | null): Promise<string> {
  if (!userId) return '';
  const [row] = await db
    .select({ name: users.name })
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.id, userId)));
  return row?.name ?? '';
}

/** Pool moves (转为公客, 拣入私客, assignment), state and deal. */
export class CustomerPoolService {
  constructor(
    private readonly deps: TDeps,
    private readonly customersService: CustomerService,
  ) {}

  async toPublic(ctx: TRequestContext, customerId: number): Promise<void> {
    await this.write(ctx, customerId, async (tx, c, holderName, now) => {
      if (c.attribution !== CUSTOMER_ATTRIBUTION.private) throw invalid(CUSTOMER_MSG.notPrivate);
      await customerRepository.update(tx, ctx.companyId, c.id, {
        attribution: CUSTOMER_ATTRIBUTION.public,
        userId: null,
        lastHolderId: c.userId,
        publicAt: now,
        holdSince: null,
        outDueAt: null,
        outRemindedAt: null,
        updatedAt: now,
      });
      return { type: CUSTOMER_RECORD_TYPE.toPublic, content: `由${holderName}的私客转为公客` };
    });
  }

  async pickUp(ctx: TRequestContext, customerId: number): Promise<void> {
    await this.write(
      ctx,
      customerId,
      async (tx, c, _holder, now) => {
        if (c.attribution !== CUSTOMER_ATTRIBUTION.public) {
          throw invalid(c.userId === ctx.userId ? CUSTOMER_MSG.alreadyYours : CUSTOMER_MSG.notPublic);
        }
        const setting = await customerSettingService.get(tx, ctx.companyId);
        if (setting.distribution === CUSTOMER_DISTRIBUTION.assignOnly && !ctx.isManager) {
          throw invalid(CUSTOMER_MSG.distributionOnly);
        }
        const takeBack = typeSetting(setting, c.customerType).takeBack;
        if (
          takeBack.selected &&
          c.lastHolderId === ctx.userId &&
          c.publicAt &&
          now.getTime() < c.publicAt.getTime() + takeBack.days * DAY
        ) {
          throw invalid(takeBackMessage(takeBack.days, new Date(c.publicAt.getTime() + takeBack.days * DAY)));
        }
        await checkUpperLimit(tx, ctx.companyId, setting, ctx.userId, null);
        await this.hand(tx, ctx.companyId, c.id, ctx.userId, now);
        return {
          type: CUSTOMER_RECORD_TYPE.pickUp,
          content: `${await userName(tx, ctx.companyId, ctx.userId)}拣入私客`,
        };
      },
      true,
    );
  }

  /** Private (pool 'private', 分配客户) or public (pool 'public', 分配公客) customer → a colleague's private one. */
  async assign(ctx: TRequestContext, input: { customerId: number; userId: number }, pool: 'private' | 'public') {
    await this.write(ctx, input.customerId, async (tx, c, holderName, now) => {
      const wanted = pool === 'private' ? CUSTOMER_ATTRIBUTION.private : CUSTOMER_ATTRIBUTION.public;
      if (c.attribution !== wanted)
        throw invalid(pool === 'private' ? CUSTOMER_MSG.notPrivate : CUSTOMER_MSG.notPublic);
      const [target] = await tx
        .select({
          id: users.id,
          name: users.name,
          inScope: sql<boolean>`${ownerInScopeSql(ctx, APP_TYPE.customer, input.userId)}`,
        })
        .from(users)
        .where(
          and(eq(users.companyId, ctx.companyId), eq(users.id, input.userId), eq(users.status, USER_STATUS.active)),
        );
      if (!target) throw invalid(CUSTOMER_MSG.assigneeInvalid);
      if (!target.inScope) throw invalid(CUSTOMER_MSG.assigneeOutOfScope);
      if (c.attribution === CUSTOMER_ATTRIBUTION.private && c.userId === target.id)
        throw invalid(CUSTOMER_MSG.assigneeSame);
      const setting = await customerSettingService.get(tx, ctx.companyId);
      await checkUpperLimit(tx, ctx.companyId, setting, target.id, target.id === ctx.userId ? null : target.name);
      await this.hand(tx, ctx.companyId, c.id, target.id, now);
      const by = await userName(tx, ctx.companyId, ctx.userId);
      if (target.id !== ctx.userId) {
        await notify(tx, {
          companyId: ctx.companyId,
          userIds: [target.id],
          title: '客户分配提醒',
          content: `${by}将客户「${c.name}」分配给您，请及时跟进。`,
        });
      }
      return pool === 'private'
        ? { type: CUSTOMER_RECORD_TYPE.assign, content: `维护人：${holderName} → ${target.name}` }
        : { type: CUSTOMER_RECORD_TYPE.publicAssign, content: `公客分配给${target.name}` };
    });
  }

  async changeState(ctx: TRequestContext, input: { customerId: number; state: number }): Promise<void> {
    await this.write(ctx, input.customerId, async (tx, c, _holder, now) => {
      const setting = await customerSettingService.get(tx, ctx.companyId);
      const state = stateFor(setting, c.customerType, input.state);
      if (state === c.state) throw invalid(CUSTOMER_MSG.sameState);
      await customerRepository.update(tx, ctx.companyId, c.id, { state, updatedAt: now });
      const from = stateName(setting, c.customerType, c.state) || String(c.state);
      return {
        type: CUSTOMER_RECORD_TYPE.state,
        content: `状态：${from} → ${stateName(setting, c.customerType, state)}`,
      };
    });
  }

  /** Seed 001 §4: status 1 means deal, any other value cancels it. */
  async transaction(ctx: TRequestContext, input: { customerId: number; status: number }): Promise<boolean> {
    const deal = input.status === TRANSACTION_STATUS.deal;
    await this.write(ctx, input.customerId, async (tx, c, _holder, now) => {
      if (c.attribution !== CUSTOMER_ATTRIBUTION.private) throw invalid(CUSTOMER_MSG.notPrivate);
      const dealt = c.transactionStatus === TRANSACTION_STATUS.deal;
      if (deal && dealt) throw invalid(CUSTOMER_MSG.dealt);
      if (!deal && !dealt) throw invalid(CUSTOMER_MSG.notDealt);
      await customerRepository.update(tx, ctx.companyId, c.id, {
        transactionStatus: deal ? TRANSACTION_STATUS.deal : TRANSACTION_STATUS.none,
        dealAt: deal ? now : null,
        updatedAt: now,
      });
      return deal
        ? { type: CUSTOMER_RECORD_TYPE.deal, content: '标记为已成交' }
        : { type: CUSTOMER_RECORD_TYPE.cancelDeal, content: '取消成交' };
    });
    return deal;
  }

  /** A customer becomes `userId`'s private one from now (the out-to-public days start again). */
  private async hand(tx: TExecutor, companyId: number, customerId: number, userId: number, now: Date) {
    await customerRepository.update(tx, companyId, customerId, {
      attribution: CUSTOMER_ATTRIBUTION.private,
      userId,
      holdSince: now,
      outRemindedAt: null,
      updatedAt: now,
    });
  }

  /** One locked, visible customer changed in a transaction, then its out date and change record. */
  private async write(
    ctx: TRequestContext,
    customerId: number,
    change: (
      tx: TExecutor,
      c: Awaited<ReturnType<CustomerService['findVisible']>>['customer'],
      holderName: string,
      now: Date,
    ) => Promise<{ type: number; content: string }>,
    /** Picking from the public pool finds the customer in the company even when someone took it first. */
    anyInCompany = false,
  ): Promise<void> {
    const { db, clock } = this.deps;
    const now = clock.now();
    await db.transaction(async (tx) => {
      await lockCompanyCustomers(tx, ctx.companyId);
      const row = anyInCompany
        ? await customerRepository.find(tx, ctx.companyId, customerId, undefined, true)
        : await this.customersService.findVisible(tx, ctx, customerId, true);
      if (!row) throw notFound(CUSTOMER_MSG.notFound);
      const record = await change(tx, row.customer, row.holderName ?? '', now);
      const setting = await customerSettingService.get(tx, ctx.companyId);
      await customerSettingService.recomputeOutDue(tx, ctx.companyId, setting, [customerId]);
      await addChangeRecord(tx, { companyId: ctx.companyId, customerId, userId: ctx.userId, ...record, at: now });
    });
  }
}

/** The leaver's private customers pass to the colleague, inside the leaving transaction. */
export function customerHandover(clock: TClock): THandoverStep {
  return {
    name: 'customer.privateCustomers',
    async run(tx, h) {
      const now = clock.now();
      const moved = await tx
        .update(customers)
        .set({ userId: h.toUserId, holdSince: now, outRemindedAt: null, updatedAt: now })
        .where(
          and(
            eq(customers.companyId, h.companyId),
            eq(customers.userId, h.fromUserId),
            eq(customers.attribution, CUSTOMER_ATTRIBUTION.private),
            isNull(customers.deletedAt),
          ),
        )
        .returning({ id: customers.id });
      if (moved.length === 0) return;
      const ids = moved.map((m) => m.id);
      const from = await userName(tx, h.companyId, h.fromUserId);
      const to = await userName(tx, h.companyId, h.toUserId);
      const setting = await customerSettingService.get(tx, h.companyId);
      await customerSettingService.recomputeOutDue(tx, h.companyId, setting, ids);
      for (const customerId of ids) {
        await addChangeRecord(tx, {
          companyId: h.companyId,
          customerId,
          userId: h.byUserId,
          type: CUSTOMER_RECORD_TYPE.handover,
          content: `离职交接：维护人 ${from} → ${to}`,
          at: now,
        });
      }
    },
  };
}
