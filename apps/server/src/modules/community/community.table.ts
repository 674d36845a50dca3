import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { companyId, id } from '../../platform/db/columns.ts';

const communityId = () => bigint('community_id', { mode: 'number' }).notNull();
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/**
 * A company's community (我的小区, seed 001 §3). Listings and customers store these ids. A community
 * adopted from the base catalogue keeps `catalogue_id` (adopted at most once per company).
 */
export const communities = pgTable(
  'communities',
  {
    id: id(),
    companyId: companyId(),
    catalogueId: bigint('catalogue_id', { mode: 'number' }),
    name: text('name').notNull(),
    otherName: text('other_name').notNull().default(''),
    /** City id (region.contract numbering), district (6-digit GB/T 2260), business area (estate_regions.id, 0 none). */
    cityId: integer('city_id').notNull().default(0),
    districtId: integer('district_id').notNull().default(0),
    regionId: bigint('region_id', { mode: 'number' }).notNull().default(0),
    address: text('address').notNull().default(''),
    buildingCompany: text('building_company').notNull().default(''),
    /** Green ratio in percent. */
    green: numeric('green', { precision: 5, scale: 2, mode: 'number' }),
    middleSchool: text('middle_school').notNull().default(''),
    primarySchool: text('primary_school').notNull().default(''),
    propertyCompany: text('property_company').notNull().default(''),
    /** Property fee, 元/㎡·月. */
    propertyfee: numeric('propertyfee', { precision: 8, scale: 2, mode: 'number' }),
    remark: text('remark').notNull().default(''),
    /** Year built. */
    years: smallint('years'),
    longitude: doublePrecision('longitude'),
    latitude: doublePrecision('latitude'),
    createdBy: bigint('created_by', { mode: 'number' }).notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('communities_name_uq').on(t.companyId, t.name),
    uniqueIndex('communities_catalogue_uq').on(t.companyId, t.catalogueId).where(sql`${t.catalogueId} is not null`),
    index('communities_list_idx').on(t.companyId, t.id),
    index('communities_area_idx').on(t.companyId, t.districtId, t.regionId, t.id),
  ],
);

/** A building (栋) of a company community; `name` is the number without the label ("3" → 3栋). */
export const communityBuildings = pgTable(
  'community_buildings',
  {
    id: id(),
    companyId: companyId(),
    communityId: communityId(),
    name: text('name').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [uniqueIndex('community_buildings_uq').on(t.companyId, t.communityId, t.name)],
);

/** A unit (单元) of a building. */
export const communityUnits = pgTable(
  'community_units',
  {
    id: id(),
    companyId: companyId(),
    communityId: communityId(),
    buildingId: bigint('building_id', { mode: 'number' }).notNull(),
    name: text('name').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [uniqueIndex('community_units_uq').on(t.companyId, t.buildingId, t.name)],
);

/** A room (房号) of a unit, e.g. "1202" on floor 12. */
export const communityRooms = pgTable(
  'community_rooms',
  {
    id: id(),
    companyId: companyId(),
    communityId: communityId(),
    buildingId: bigint('building_id', { mode: 'number' }).notNull(),
    unitId: bigint('unit_id', { mode: 'number' }).notNull(),
    name: text('name').notNull(),
    floor: smallint('floor'),
    totalFloor: smallint('total_floor'),
    houseArea: numeric('house_area', { precision: 10, scale: 2, mode: 'number' }),
  },
  (t) => [uniqueIndex('community_rooms_uq').on(t.companyId, t.unitId, t.name)],
);

/** A picture of a community; at most one is the cover. `url` is an upload reference. */
export const communityPictures = pgTable(
  'community_pictures',
  {
    id: id(),
    companyId: companyId(),
    communityId: communityId(),
    url: text('url').notNull(),
    isCover: boolean('is_cover').notNull().default(false),
    createdBy: bigint('created_by', { mode: 'number' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('community_pictures_idx').on(t.companyId, t.communityId, t.id),
    uniqueIndex('community_pictures_cover_uq').on(t.companyId, t.communityId).where(sql`${t.isCover}`),
  ],
);

/** A house type (户型) of a community. */
export const houseTypes = pgTable(
  'house_types',
  {
    id: id(),
    companyId: companyId(),
    communityId: communityId(),
    picture: text('picture').notNull().default(''),
    title: text('title').notNull(),
    room: smallint('room').notNull(),
    hall: smallint('hall').notNull().default(0),
    showerRoom: smallint('shower_room').notNull().default(0),
    toward: text('toward').notNull().default(''),
    houseTypeDescription: text('house_type_description').notNull().default(''),
    houseArea: numeric('house_area', { precision: 10, scale: 2, mode: 'number' }),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    createdBy: bigint('created_by', { mode: 'number' }).notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('house_types_idx').on(t.companyId, t.communityId, t.room, t.id)],
);

/** What was done to a community and by whom (page other-record). */
export const communityRecords = pgTable(
  'community_records',
  {
    id: id(),
    companyId: companyId(),
    communityId: communityId(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    action: text('action').notNull(),
    content: text('content').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('community_records_idx').on(t.companyId, t.communityId, t.id)],
);
