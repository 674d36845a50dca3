import { CUSTOMER_ATTRIBUTION, CUSTOMER_TYPES, TRANSACTION_STATUS } from '@awb/contract/customer-enums';
import {
  DEFAULT_CUSTOMER_SETTING,
  OUT_TYPE,
  type TCustomerSetting,
  typeSetting,
  ZCustomerSetting,
} from '@awb/contract/customer-setting';
import { and, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import { runBuiltOnce } from '../../platform/db/built-once.ts';
import type { TExecutor } from '../../platform/db/db.ts';
import type { TDeps } from '../../platform/deps.ts';
import { customerSettings, customers } from './customer.table.ts';

/**
 * The company's customer setting for the lists and details, kept a few seconds beside the session
 * (decision 0007, like the housing settings): the private list and the customer detail read it on
 * every call. Saving it forgets it (`CustomerSettingEditService.save`, after the commit); other
 * processes see a change within the TTL. Writes read it in their own transaction (`get`), not here.
 * The value is shared between calls: read it, never change it.
 */
export function customerSettingOf(deps: TDeps, companyId: number): Promise<TCustomerSetting> {
  return customerSettingCache(deps).load(companyId, '', () => customerSettingService.get(deps.db, companyId));
}

export const customerSettingCache = (deps: TDeps) => deps.sessions.companyCache<TCustomerSetting>('customer-settings');

/** The company's customer setting (default until saved) and the out-to-public dates it implies. */
export const customerSettingService = {
  async get(db: TExecutor, companyId: number): Promise<TCustomerSetting> {
    // Built once (built-once.ts); it stays on the main pool and in the caller's transaction.
    const [row] = await runBuiltOnce(db, 'customer_setting_get', { companyId }, (db) =>
      db
        .select({ data: customerSettings.data })
        .from(customerSettings)
        .where(eq(customerSettings.companyId, sql.placeholder('companyId')))
        .limit(1),
    );
    if (!row) return structuredClone(DEFAULT_CUSTOMER_SETTING);
    // A setting saved by an older version may miss fields: fill them from the defaults.
    const parsed = ZCustomerSetting.safeParse({ ...DEFAULT_CUSTOMER_SETTING, ...(row.data as object) });
    return parsed.success ? parsed.data : structuredClone(DEFAULT_CUSTOMER_SETTING);
  },

  async save(db: TExecutor, companyId: number, userId: number, setting: TCustomerSetting, now: Date): Promise<void> {
    await db
      .insert(customerSettings)
      .values({ companyId, data: setting, updatedBy: userId, updatedAt: now })
      .onConflictDoUpdate({
        target: customerSettings.companyId,
        set: { data: setting, updatedBy: userId, updatedAt: now },
      });
  },

  /**
   * Recomputes `out_due_at` of the company's private customers (all, or `customerIds`) from the
   * setting: per type, the selected rules' due dates combined by outType (any: the earliest, all:
   * the latest). Dealt customers and the public pool have none. When the date changes, the
   * day-before reminder may be sent again.
   */
  async recomputeOutDue(
    db: TExecutor,
    companyId: number,
    setting: TCustomerSetting,
    customerIds?: number[],
  ): Promise<void> {
    if (customerIds && customerIds.length === 0) return;
    await db
      .update(customers)
      .set(outDueSet(setting))
      .where(
        and(
          eq(customers.companyId, companyId),
          inArray(customers.customerType, [...CUSTOMER_TYPES]),
          isNull(customers.deletedAt),
          customerIds ? inArray(customers.id, customerIds) : undefined,
        ),
      );
  },
};

/** Follow-up times that the same UPDATE gives the row (its SET expressions read the row as it was). */
export type TFollowTimesSet = { lastFollowAt?: Date; lastVisitAt?: Date };

/**
 * `out_due_at` and `out_reminded_at` of the row being updated, from the setting: the reminder is kept
 * only when the date does not change. One expression for every type (each row takes its own type's
 * date), so one statement does what one update per type did; a row of no known type keeps its date.
 * `after` stands in for follow-up times changed by the same statement (`CustomerFollowService.add`).
 */
export function outDueSet(
  setting: TCustomerSetting,
  after: TFollowTimesSet = {},
): { outDueAt: SQL; outRemindedAt: SQL } {
  const due = sql`case ${customers.customerType} ${sql.join(
    CUSTOMER_TYPES.map((type) => sql`when ${type} then ${dueExpression(setting, type, after)}`),
    sql` `,
  )} else ${customers.outDueAt} end`;
  return {
    outDueAt: due,
    outRemindedAt: sql`case when ${customers.outDueAt} is not distinct from (${due}) then ${customers.outRemindedAt} else null end`,
  };
}

/** The SQL of one type's due date (null: never) for the row being updated. */
function dueExpression(setting: TCustomerSetting, customerType: number, after: TFollowTimesSet): SQL {
  const s = typeSetting(setting, customerType);
  const hold = sql`${customers.holdSince}`;
  // As text, as Drizzle sends a timestamp column's value (postgres-js would not serialise a Date here).
  const at = (time: Date | undefined, column: SQL) => (time ? sql`${time.toISOString()}::timestamptz` : column);
  const lastFollow = at(after.lastFollowAt, sql`${customers.lastFollowAt}`);
  const lastVisit = at(after.lastVisitAt, sql`${customers.lastVisitAt}`);
  const days = (n: number) => sql`(${n}::int * interval '1 day')`;
  const parts: SQL[] = [];
  if (s.deal.selected) parts.push(sql`(${hold} + ${days(s.deal.days)})`);
  if (s.follow.selected) {
    parts.push(sql`(greatest(${hold}, coalesce(${lastFollow}, ${hold})) + ${days(s.follow.days)})`);
  }
  if (s.followVisit.selected) {
    parts.push(sql`(greatest(${hold}, coalesce(${lastVisit}, ${hold})) + ${days(s.followVisit.days)})`);
  }
  if (parts.length === 0) return sql`null::timestamptz`;
  const combined = sql.join(parts, sql`, `);
  const pick = s.outType === OUT_TYPE.all ? sql`greatest(${combined})` : sql`least(${combined})`;
  return sql`case when ${customers.attribution} = ${CUSTOMER_ATTRIBUTION.private} and ${customers.transactionStatus} <> ${TRANSACTION_STATUS.deal} and ${hold} is not null then ${pick} else null end`;
}
