import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, numeric, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, companyId, id } from '../../platform/db/columns.ts';

const customerId = () => bigint('customer_id', { mode: 'number' }).notNull();
const amount = (name: string) => numeric(name, { precision: 12, scale: 2, mode: 'number' });

/**
 * A customer (seed 001 §3) in the private pool (attribution 1, held by `user_id`) or the public pool
 * (attribution 2, no holder). The first contact's name and phone are copied here for lists. A deleted
 * customer keeps its row (deleted_at) so that its change record survives.
 */
export const customers = pgTable(
  'customers',
  {
    id: id(),
    companyId: companyId(),
    customerType: smallint('customer_type').notNull(),
    attribution: smallint('attribution').notNull(),
    /** The holder (维护人) of a private customer; null in the public pool. */
    userId: bigint('user_id', { mode: 'number' }),
    creatorId: bigint('creator_id', { mode: 'number' }).notNull(),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    sex: smallint('sex').notNull().default(0),
    wechat: text('wechat').notNull().default(''),
    floorMin: integer('floor_min'),
    floorMax: integer('floor_max'),
    areaMin: amount('area_min'),
    areaMax: amount('area_max'),
    priceMin: amount('price_min'),
    priceMax: amount('price_max'),
    paymentMethod: smallint('payment_method').notNull().default(0),
    cityId: integer('city_id'),
    regions: jsonb('regions').$type<number[]>().notNull().default([]),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    houseKind: smallint('house_kind').notNull().default(0),
    renovation: smallint('renovation').notNull().default(0),
    garage: smallint('garage').notNull().default(0),
    elevator: smallint('elevator').notNull().default(0),
    downPayment: amount('down_payment'),
    uses: smallint('uses').notNull().default(0),
    level: smallint('level').notNull().default(3),
    room: smallint('room').notNull().default(0),
    houseAge: smallint('house_age').notNull().default(0),
    remark: text('remark').notNull().default(''),
    source: smallint('source').notNull().default(1),
    state: smallint('state').notNull().default(1),
    transactionStatus: smallint('transaction_status').notNull().default(0),
    dealAt: at('deal_at'),
    /** When the current holder got it: the out-to-public days count from here. */
    holdSince: at('hold_since'),
    lastFollowAt: at('last_follow_at'),
    lastVisitAt: at('last_visit_at'),
    followCount: integer('follow_count').notNull().default(0),
    visitCount: integer('visit_count').notNull().default(0),
    /** When the out-to-public rules move this private customer (null: never); kept by recomputeOutDue. */
    outDueAt: at('out_due_at'),
    /** The day-before reminder for the current outDueAt was sent. */
    outRemindedAt: at('out_reminded_at'),
    /** When it last went to the public pool, and who held it then (the take-back rule). */
    publicAt: at('public_at'),
    lastHolderId: bigint('last_holder_id', { mode: 'number' }),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    deletedAt: at('deleted_at'),
  },
  (t) => [
    index('customers_private_idx')
      .on(t.companyId, t.userId, t.id)
      .where(sql`${t.deletedAt} is null and ${t.attribution} = 1`),
    index('customers_public_idx').on(t.companyId, t.id).where(sql`${t.deletedAt} is null and ${t.attribution} = 2`),
    index('customers_list_idx').on(t.companyId, t.id).where(sql`${t.deletedAt} is null`),
    index('customers_out_due_idx')
      .on(t.outDueAt)
      .where(sql`${t.deletedAt} is null and ${t.attribution} = 1 and ${t.outDueAt} is not null`),
  ],
);

/** The contacts of a customer (customerInfo: name, phone, sex), in order; phones serve the dedupe. */
export const customerContacts = pgTable(
  'customer_contacts',
  {
    id: id(),
    companyId: companyId(),
    customerId: customerId(),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    sex: smallint('sex').notNull().default(0),
    sort: smallint('sort').notNull().default(0),
  },
  (t) => [
    index('customer_contacts_phone_idx').on(t.companyId, t.phone),
    index('customer_contacts_customer_idx').on(t.companyId, t.customerId, t.sort),
  ],
);

/** Intention communities: company-community ids (communities.id) of the customer's company. */
export const customerCommunities = pgTable(
  'customer_communities',
  {
    companyId: companyId(),
    customerId: customerId(),
    communityId: bigint('community_id', { mode: 'number' }).notNull(),
    sort: smallint('sort').notNull().default(0),
  },
  (t) => [
    uniqueIndex('customer_communities_uq').on(t.companyId, t.customerId, t.communityId),
    index('customer_communities_community_idx').on(t.companyId, t.communityId),
  ],
);

/** A follow-up (categoryType 1 normal, 4 visit with the listings shown). */
export const customerFollowUps = pgTable(
  'customer_follow_ups',
  {
    id: id(),
    companyId: companyId(),
    customerId: customerId(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    categoryType: smallint('category_type').notNull(),
    content: text('content').notNull(),
    houseIds: jsonb('house_ids').$type<number[]>().notNull().default([]),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('customer_follow_ups_list_idx').on(t.companyId, t.customerId, t.id)],
);

/** The change record: every change of a customer with who (null: the out-to-public job) and when. */
export const customerChangeRecords = pgTable(
  'customer_change_records',
  {
    id: id(),
    companyId: companyId(),
    customerId: customerId(),
    userId: bigint('user_id', { mode: 'number' }),
    type: smallint('type').notNull(),
    content: text('content').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('customer_change_records_list_idx').on(t.companyId, t.customerId, t.id)],
);

/** The company's customer setting (TCustomerSetting); absent means DEFAULT_CUSTOMER_SETTING. */
export const customerSettings = pgTable('customer_settings', {
  companyId: bigint('company_id', { mode: 'number' }).primaryKey(),
  data: jsonb('data').notNull(),
  updatedBy: bigint('updated_by', { mode: 'number' }),
  updatedAt: at('updated_at').notNull().defaultNow(),
});
