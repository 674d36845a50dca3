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

/**
 * 云采集 (docs/collect.md). `collect_listings` is reference data like the regions and the base
 * community catalogue: the outside portals' public listings as the collection service delivered
 * them, shared by every company of a city, so it carries no company_id. What a company does with
 * them (its setting, its saves and conversions) are tenant rows with company_id first in every index.
 */
export const collectListings = pgTable(
  'collect_listings',
  {
    id: id(),
    /** COLLECT_SOURCE_NAMES code and the portal's own id of the listing. */
    source: smallint('source').notNull(),
    externalId: text('external_id').notNull(),
    cloudType: smallint('cloud_type').notNull(),
    cityId: integer('city_id').notNull(),
    districtId: integer('district_id').notNull().default(0),
    districtName: text('district_name').notNull().default(''),
    title: text('title').notNull().default(''),
    village: text('village').notNull().default(''),
    address: text('address').notNull().default(''),
    room: smallint('room').notNull().default(0),
    hall: smallint('hall').notNull().default(0),
    toilet: smallint('toilet').notNull().default(0),
    area: numeric('area', { precision: 10, scale: 2, mode: 'number' }).notNull().default(0),
    /** Sale: 万元; rent: 元/月. */
    price: numeric('price', { precision: 12, scale: 2, mode: 'number' }).notNull().default(0),
    /** 元/㎡ (sale), 0 for rent. */
    unitPrice: numeric('unit_price', { precision: 12, scale: 2, mode: 'number' }).notNull().default(0),
    floor: smallint('floor'),
    totalFloor: smallint('total_floor'),
    toward: text('toward').notNull().default(''),
    decoration: text('decoration').notNull().default(''),
    description: text('description').notNull().default(''),
    /** Picture links as delivered (https), or `upload:` references of files kept by this server. */
    pictures: jsonb('pictures').$type<string[]>().notNull().default([]),
    contactName: text('contact_name').notNull().default(''),
    contactPhone: text('contact_phone').notNull().default(''),
    url: text('url').notNull().default(''),
    publishedAt: at('published_at'),
    collectedAt: at('collected_at').notNull().defaultNow(),
    /** When the portal took it down (the service says so); such rows leave the lists. */
    removedAt: at('removed_at'),
  },
  (t) => [
    uniqueIndex('collect_listings_source_uq').on(t.source, t.externalId),
    index('collect_listings_list_idx')
      .on(t.cityId, t.cloudType, t.collectedAt.desc(), t.id.desc())
      .where(sql`removed_at is null`),
  ],
);

/** A company's collect setting; absent until first saved (the company's cities, every portal). */
export const collectSettings = pgTable(
  'collect_settings',
  {
    companyId: companyId(),
    cityIds: jsonb('city_ids').$type<number[]>().notNull().default([]),
    sources: jsonb('sources').$type<number[]>().notNull().default([]),
    showPhone: boolean('show_phone').notNull().default(false),
    updatedBy: bigint('updated_by', { mode: 'number' }).notNull(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('collect_settings_company_uq').on(t.companyId)],
);

/** A company's mark on a collected listing: 1 已保存, 2 已转房源 (with the listing it became). */
export const collectSaves = pgTable(
  'collect_saves',
  {
    id: id(),
    companyId: companyId(),
    listingId: bigint('listing_id', { mode: 'number' }).notNull(),
    state: smallint('state').notNull(),
    houseId: bigint('house_id', { mode: 'number' }).notNull().default(0),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    savedAt: at('saved_at').notNull().defaultNow(),
    convertedAt: at('converted_at'),
  },
  (t) => [
    uniqueIndex('collect_saves_listing_uq').on(t.companyId, t.listingId),
    index('collect_saves_state_idx').on(t.companyId, t.state, t.savedAt),
  ],
);
