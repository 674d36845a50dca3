import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { at, companyId, id } from '../../platform/db/columns.ts';

const listingId = () => bigint('listing_id', { mode: 'number' }).notNull();
const amount = (name: string) => numeric(name, { precision: 14, scale: 2, mode: 'number' });
const option = (name: string) => smallint(name).notNull().default(0);

/**
 * A listing for sale (type 1) or rent (type 2) — seed 000 §3 "Listing submit". `room_key` is the
 * normalised building|unit|room (contract housing-room-key.ts): one live listing per company, type,
 * community and room (`listings_room_uq`). A deleted listing goes to the recycle bin (`deleted_at`)
 * and keeps its row, so its records survive and the house can be entered again.
 * District and region are the community's (looked up, never copied), so a community edit shows at once.
 */
export const listings = pgTable(
  'listings',
  {
    id: id(),
    companyId: companyId(),
    type: smallint('type').notNull(),
    communityId: bigint('community_id', { mode: 'number' }).notNull(),
    buildingId: bigint('building_id', { mode: 'number' }),
    unitId: bigint('unit_id', { mode: 'number' }),
    roomId: bigint('room_id', { mode: 'number' }),
    buildingNo: text('building_no').notNull(),
    buildingLabel: text('building_label').notNull().default('栋'),
    unitNo: text('unit_no').notNull().default(''),
    unitLabel: text('unit_label').notNull().default('单元'),
    roomNo: text('room_no').notNull(),
    roomKey: text('room_key').notNull(),
    address: text('address').notNull().default(''),
    room: smallint('room').notNull(),
    hall: smallint('hall').notNull(),
    showerRoom: option('shower_room'),
    balcony: option('balcony'),
    kitchen: option('kitchen'),
    houseArea: amount('house_area').notNull(),
    floor: smallint('floor').notNull(),
    totalFloor: smallint('total_floor').notNull(),
    schoolSeat: option('school_seat'),
    schoolSeatUseTime: text('school_seat_use_time').notNull().default(''),
    /** Sale: 万元; unit price 元/㎡ kept beside it for filters and sorting. */
    sellPrice: amount('sell_price'),
    unitPrice: amount('unit_price'),
    sellPayway: option('sell_payway'),
    visitTime: option('visit_time'),
    tags: jsonb('tags').$type<number[]>().notNull().default([]),
    renovation: option('renovation'),
    property: option('property'),
    propertyRight: option('property_right'),
    housingType: option('housing_type'),
    toward: option('toward'),
    remark: text('remark').notNull().default(''),
    haveGarage: option('have_garage'),
    houseGarage: text('house_garage').notNull().default(''),
    haveKeys: option('have_keys'),
    houseKeys: text('house_keys').notNull().default(''),
    source: option('source'),
    traffic: text('traffic').notNull().default(''),
    /** Rent in `rent_unit`; `rent_month` is its monthly equivalent for filters and sorting. */
    rentPrice: amount('rent_price'),
    rentUnit: option('rent_unit'),
    rentMonth: amount('rent_month'),
    moveIntoTime: text('move_into_time').notNull().default(''),
    rentPayway: option('rent_payway'),
    peitao: jsonb('peitao').$type<number[]>().notNull().default([]),
    rentway: option('rentway'),
    /** 1 private (私盘), 2 public pool (公盘). */
    infoAttribution: smallint('info_attribution').notNull(),
    houseState: smallint('house_state').notNull().default(1),
    isTop: boolean('is_top').notNull().default(false),
    isSealed: boolean('is_sealed').notNull().default(false),
    isLocked: boolean('is_locked').notNull().default(false),
    /** The attributor (录入人 / 归属人): data scope, luruSearch, hand-over. */
    ownerId: bigint('owner_id', { mode: 'number' }).notNull(),
    /** The current maintainer (team type 0), kept with the team for lists. */
    maintainerId: bigint('maintainer_id', { mode: 'number' }),
    coverRef: text('cover_ref').notNull().default(''),
    /** Optimistic concurrency: +1 on every change of the row (housingEdit sends the version it read). */
    version: integer('version').notNull().default(1),
    followAt: at('follow_at'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    deletedAt: at('deleted_at'),
    deletedBy: bigint('deleted_by', { mode: 'number' }),
  },
  (t) => [
    uniqueIndex('listings_room_uq')
      .on(t.companyId, t.type, t.communityId, t.roomKey)
      .where(sql`${t.deletedAt} is null`),
    // The default order of the list: pinned first, then the latest changed.
    index('listings_list_idx').on(t.companyId, t.type, t.isTop, t.updatedAt, t.id).where(sql`${t.deletedAt} is null`),
    index('listings_created_idx').on(t.companyId, t.type, t.createdAt, t.id).where(sql`${t.deletedAt} is null`),
    index('listings_sell_price_idx').on(t.companyId, t.type, t.sellPrice, t.id).where(sql`${t.deletedAt} is null`),
    index('listings_unit_price_idx').on(t.companyId, t.type, t.unitPrice, t.id).where(sql`${t.deletedAt} is null`),
    index('listings_rent_idx').on(t.companyId, t.type, t.rentMonth, t.id).where(sql`${t.deletedAt} is null`),
    index('listings_area_idx').on(t.companyId, t.type, t.houseArea, t.id).where(sql`${t.deletedAt} is null`),
    index('listings_community_idx').on(t.companyId, t.communityId, t.type).where(sql`${t.deletedAt} is null`),
    index('listings_owner_idx').on(t.companyId, t.ownerId, t.type).where(sql`${t.deletedAt} is null`),
    index('listings_recycled_idx').on(t.companyId, t.communityId, t.roomKey).where(sql`${t.deletedAt} is not null`),
    // The keyword search (listing-search.ts keywordCondition): the two-character pieces of the address
    // and remark, each tagged with the company, so that a lookup reads one tenant's entries only. The
    // function `listing_search_grams` is created by migration 0007.
    index('listings_search_grams_idx')
      .using('gin', sql`listing_search_grams(${t.companyId}, ${t.address} || ' ' || ${t.remark})`)
      .where(sql`${t.deletedAt} is null`),
  ],
);

/** Owner contacts (seed 000 §3: name, phone, level), in order; phones serve the owner-phone search. */
export const listingContacts = pgTable(
  'listing_contacts',
  {
    id: id(),
    companyId: companyId(),
    listingId: listingId(),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    level: text('level').notNull().default('先生'),
    sort: smallint('sort').notNull().default(0),
  },
  (t) => [
    index('listing_contacts_listing_idx').on(t.companyId, t.listingId, t.sort),
    index('listing_contacts_phone_idx').on(t.companyId, t.phone),
  ],
);

/** Pictures (from surveys); one may be the cover (`houseThumbnail`). */
export const listingPictures = pgTable(
  'listing_pictures',
  {
    id: id(),
    companyId: companyId(),
    listingId: listingId(),
    /** The survey (team member row) that brought it, if any. */
    teamId: bigint('team_id', { mode: 'number' }),
    ref: text('ref').notNull(),
    title: text('title').notNull().default(''),
    isCover: boolean('is_cover').notNull().default(false),
    sort: integer('sort').notNull().default(0),
    createdBy: bigint('created_by', { mode: 'number' }).notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    deletedAt: at('deleted_at'),
  },
  (t) => [index('listing_pictures_listing_idx').on(t.companyId, t.listingId, t.sort)],
);

/** Every price a listing has had: the first row has no old price (the price trend). */
export const listingPriceChanges = pgTable(
  'listing_price_changes',
  {
    id: id(),
    companyId: companyId(),
    listingId: listingId(),
    oldPrice: amount('old_price'),
    newPrice: amount('new_price').notNull(),
    /** Sale: 元/㎡ at the new price. */
    unitPrice: amount('unit_price'),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('listing_price_changes_listing_idx').on(t.companyId, t.listingId, t.createdAt)],
);
