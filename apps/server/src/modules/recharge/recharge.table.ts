import { bigint, boolean, index, integer, jsonb, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, companyId, id } from '../../platform/db/columns.ts';

/**
 * The recharge centre (docs/recharge.md): the plan catalogue (shared by every company, no tenant) and
 * each company's orders. An order keeps what was bought (apps, months, seats, contracts, amount), so
 * a later change of the catalogue's terms never changes a purchase record.
 */

/** A plan on sale (套餐): which sold apps it opens, for how many months, at what price in fen. */
export const rechargePlans = pgTable(
  'recharge_plans',
  {
    id: id(),
    /** A stable key of the catalogue (`house-basic-12`): seeding it again updates, never duplicates. */
    code: text('code').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    appTypes: jsonb('app_types').$type<number[]>().notNull(),
    months: integer('months').notNull(),
    seats: integer('seats').notNull().default(0),
    /** 电子签约 contracts (份数) the plan adds for its period (0: none): a quota of the sign module. */
    signContracts: integer('sign_contracts').notNull().default(0),
    price: integer('price').notNull(),
    originalPrice: integer('original_price').notNull().default(0),
    tag: text('tag').notNull().default(''),
    sort: integer('sort').notNull().default(0),
    /** Off sale: not listed, cannot be ordered; orders of it keep their copy. */
    active: boolean('active').notNull().default(true),
  },
  (t) => [uniqueIndex('recharge_plans_code_uq').on(t.code)],
);

/** What a paid order set: each app's new expiry (Beijing time is applied when answered). */
export type TGranted = { appType: number; expiresAt: string }[];

/** A company's order of one plan; a purchase record once paid. */
export const rechargeOrders = pgTable(
  'recharge_orders',
  {
    id: id(),
    companyId: companyId(),
    /** `R<company>A<yyyyMMddHHmmss><6 digits>`: the company can be read from it (the notify has no session). */
    orderNo: text('order_no').notNull(),
    /** The plan (its name is read from the catalogue, where a plan is never deleted, only taken off sale). */
    planId: bigint('plan_id', { mode: 'number' }).notNull(),
    appTypes: jsonb('app_types').$type<number[]>().notNull(),
    months: integer('months').notNull(),
    seats: integer('seats').notNull().default(0),
    signContracts: integer('sign_contracts').notNull().default(0),
    amount: integer('amount').notNull(),
    /** ORDER_STATE. */
    state: smallint('state').notNull(),
    payChannel: smallint('pay_channel').notNull().default(0),
    /** The gateway's payment: its number, cashier link and QR content, once a payment was created. */
    tradeNo: text('trade_no').notNull().default(''),
    payUrl: text('pay_url').notNull().default(''),
    qrCode: text('qr_code').notNull().default(''),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    createdAt: at('created_at').notNull(),
    /** An unpaid order closes at this moment (created + ORDER_PAY_MINUTES). */
    payBefore: at('pay_before').notNull(),
    paidAt: at('paid_at'),
    closedAt: at('closed_at'),
    granted: jsonb('granted').$type<TGranted>().notNull().default([]),
  },
  (t) => [
    uniqueIndex('recharge_orders_no_uq').on(t.companyId, t.orderNo),
    // Purchase records (paid, refunded) newest payment first; the pending ones to close or resume.
    index('recharge_orders_state_idx').on(t.companyId, t.state, t.paidAt),
  ],
);
