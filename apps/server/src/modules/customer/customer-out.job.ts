import { chinaMonthDayTime } from '@awb/contract/common/china-time';
import { CUSTOMER_ATTRIBUTION, CUSTOMER_RECORD_TYPE, TRANSACTION_STATUS } from '@awb/contract/customer-enums';
import { and, eq, gt, inArray, isNotNull, isNull, lte, ne, sql } from 'drizzle-orm';
import type { TClock } from '../../platform/clock.ts';
import type { TDb } from '../../platform/db/db.ts';
import { users } from '../account/user.table.ts';
import { notify } from '../message/notify.ts';
import { customerChangeRecords, customers } from './customer.table.ts';

const DAY = 86_400_000;
/** Customers moved per transaction; the job loops until none are due. */
const BATCH = 200;

/**
 * The out-to-public job (seed 001 §4, §9): private customers whose out date (out_due_at, kept from
 * the customer setting) has passed go to the public pool, with a change record and a reminder to the
 * former holder; holders of customers due within a day get a reminder once. Safe to run often and on
 * several servers at once: each batch claims its rows with FOR UPDATE SKIP LOCKED and the UPDATE
 * re-checks that they are still private and due, so every customer moves exactly once.
 */
export async function runCustomerOutJob(deps: {
  db: TDb;
  clock: TClock;
}): Promise<{ moved: number; reminded: number }> {
  const { db, clock } = deps;
  const now = clock.now();
  let moved = 0;
  for (;;) {
    const n = await db.transaction(async (tx) => {
      const due = tx
        .select({ id: customers.id })
        .from(customers)
        .where(
          and(
            eq(customers.attribution, CUSTOMER_ATTRIBUTION.private),
            isNull(customers.deletedAt),
            isNotNull(customers.outDueAt),
            lte(customers.outDueAt, now),
          ),
        )
        .limit(BATCH)
        .for('update', { skipLocked: true });
      const rows = await tx
        .update(customers)
        .set({
          attribution: CUSTOMER_ATTRIBUTION.public,
          userId: null,
          // SET reads the row before the update: the holder who loses it.
          lastHolderId: sql`${customers.userId}`,
          publicAt: now,
          holdSince: null,
          outDueAt: null,
          outRemindedAt: null,
          updatedAt: now,
        })
        .where(
          and(
            inArray(customers.id, due),
            eq(customers.attribution, CUSTOMER_ATTRIBUTION.private),
            ne(customers.transactionStatus, TRANSACTION_STATUS.deal),
            lte(customers.outDueAt, now),
            isNull(customers.deletedAt),
          ),
        )
        .returning({
          id: customers.id,
          companyId: customers.companyId,
          name: customers.name,
          holderId: customers.lastHolderId,
        });
      if (rows.length === 0) return 0;
      const holderIds = [...new Set(rows.map((r) => r.holderId).filter((id): id is number => id !== null))];
      const holders = holderIds.length
        ? await tx.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, holderIds))
        : [];
      const nameOf = new Map(holders.map((h) => [h.id, h.name]));
      await tx.insert(customerChangeRecords).values(
        rows.map((r) => ({
          companyId: r.companyId,
          customerId: r.id,
          userId: null,
          type: CUSTOMER_RECORD_TYPE.autoPublic,
          content: `按客源设置的转公规则自动转为公客（原维护人：${(r.holderId && nameOf.get(r.holderId)) || '无'}）`,
          createdAt: now,
        })),
      );
      for (const r of rows) {
        if (!r.holderId) continue;
        await notify(tx, {
          companyId: r.companyId,
          userIds: [r.holderId],
          title: '客户已转为公客',
          content: `您的私客「${r.name}」已按转公规则转为公客。`,
        });
      }
      return rows.length;
    });
    moved += n;
    if (n < BATCH) break;
  }

  const reminded = await db.transaction(async (tx) => {
    const rows = await tx
      .update(customers)
      .set({ outRemindedAt: now })
      .where(
        and(
          eq(customers.attribution, CUSTOMER_ATTRIBUTION.private),
          isNull(customers.deletedAt),
          isNull(customers.outRemindedAt),
          gt(customers.outDueAt, now),
          lte(customers.outDueAt, new Date(now.getTime() + DAY)),
        ),
      )
      .returning({
        companyId: customers.companyId,
        userId: customers.userId,
        name: customers.name,
        outDueAt: customers.outDueAt,
      });
    for (const r of rows) {
      if (!r.userId || !r.outDueAt) continue;
      await notify(tx, {
        companyId: r.companyId,
        userIds: [r.userId],
        title: '客户即将转为公客',
        content: `您的私客「${r.name}」将于${chinaMonthDayTime(r.outDueAt)}转为公客，请及时跟进。`,
      });
    }
    return rows.length;
  });
  return { moved, reminded };
}
