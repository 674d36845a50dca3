import { bigint, index, integer, numeric, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, companyId, id } from '../../platform/db/columns.ts';

/**
 * The customer-acquisition micro-site of each agent (docs/acquisition.md). Every row belongs to one
 * agent (`user_id`) of one company; lists read by (company_id, user_id, …).
 */

/** The agent card the micro-site shows; absent until the agent first saves it. */
export const acqCards = pgTable(
  'acq_cards',
  {
    id: id(),
    companyId: companyId(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    userName: text('user_name').notNull(),
    company: text('company').notNull().default(''),
    userPhone: text('user_phone').notNull().default(''),
    role: text('role').notNull().default(''),
    address: text('address').notNull().default(''),
    style: smallint('style').notNull().default(1),
    updatedAt: at('updated_at').notNull().defaultNow(),
    /** Set when the agent left: the micro-site no longer shows the card (docs/acquisition.md "When an agent leaves"). */
    hiddenAt: at('hidden_at'),
  },
  (t) => [uniqueIndex('acq_cards_user_uq').on(t.companyId, t.userId)],
);

/** A mini-program user who reached the agent's micro-site, optionally associated with a private customer. */
export const acqClients = pgTable(
  'acq_clients',
  {
    id: id(),
    companyId: companyId(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    fpClientId: text('fp_client_id').notNull(),
    nickName: text('nick_name').notNull().default(''),
    phone: text('phone').notNull().default(''),
    /** A customer of the customer book (read through its service), null when not associated. */
    customerId: bigint('customer_id', { mode: 'number' }),
    associatedAt: at('associated_at'),
    firstVisitAt: at('first_visit_at').notNull().defaultNow(),
    lastVisitAt: at('last_visit_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('acq_clients_fp_uq').on(t.companyId, t.userId, t.fpClientId),
    index('acq_clients_list_idx').on(t.companyId, t.userId, t.lastVisitAt),
  ],
);

/** One visit: the card, the micro-site's home, or a listing (a footprint). */
export const acqVisits = pgTable(
  'acq_visits',
  {
    id: id(),
    companyId: companyId(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    clientId: bigint('client_id', { mode: 'number' }).notNull(),
    kind: smallint('kind').notNull(),
    /** The listing viewed (kind listing), 0 otherwise. */
    houseId: bigint('house_id', { mode: 'number' }).notNull().default(0),
    houseType: smallint('house_type').notNull().default(0),
    stayedSeconds: integer('stayed_seconds').notNull().default(0),
    visitedAt: at('visited_at').notNull().defaultNow(),
  },
  (t) => [
    index('acq_visits_list_idx').on(t.companyId, t.userId, t.visitedAt),
    index('acq_visits_client_idx').on(t.companyId, t.clientId, t.visitedAt),
    index('acq_visits_house_idx').on(t.companyId, t.userId, t.houseId),
  ],
);

/** An entrustment (kind 1: an owner asks the agent to sell or let) or a viewing reservation (kind 2). */
export const acqRequests = pgTable(
  'acq_requests',
  {
    id: id(),
    companyId: companyId(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    clientId: bigint('client_id', { mode: 'number' }).notNull(),
    kind: smallint('kind').notNull(),
    /** Listing type 1 sale / 2 rent. */
    type: smallint('type').notNull(),
    contactName: text('contact_name').notNull().default(''),
    contactPhone: text('contact_phone').notNull().default(''),
    communityName: text('community_name').notNull().default(''),
    houseArea: numeric('house_area', { precision: 10, scale: 2, mode: 'number' }),
    price: numeric('price', { precision: 12, scale: 2, mode: 'number' }),
    room: smallint('room').notNull().default(0),
    /** The listing to view (reservations), 0 otherwise. */
    houseId: bigint('house_id', { mode: 'number' }).notNull().default(0),
    visitAt: at('visit_at'),
    remark: text('remark').notNull().default(''),
    state: smallint('state').notNull().default(0),
    handledAt: at('handled_at'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('acq_requests_list_idx').on(t.companyId, t.userId, t.kind, t.state, t.createdAt)],
);

/** A listing of the house book put on the agent's micro-site (up or down). */
export const acqListings = pgTable(
  'acq_listings',
  {
    id: id(),
    companyId: companyId(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    houseId: bigint('house_id', { mode: 'number' }).notNull(),
    type: smallint('type').notNull(),
    state: smallint('state').notNull(),
    upAt: at('up_at'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('acq_listings_house_uq').on(t.companyId, t.userId, t.houseId),
    index('acq_listings_list_idx').on(t.companyId, t.userId, t.type, t.state, t.createdAt),
  ],
);
