import {
  bigint,
  doublePrecision,
  index,
  integer,
  numeric,
  pgTable,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { id } from '../../../platform/db/columns.ts';

/*
 * The base catalogue (基础小区): shared, read-only reference data of communities per city with their
 * buildings, units and houses. It belongs to no company (no tenant data), is loaded by the demo seed
 * and the CSV import, and companies adopt communities from it into their own list.
 */

/** A business area (板块) of a district: the `regionId` of communities and listings. */
export const estateRegions = pgTable(
  'estate_regions',
  {
    id: id(),
    cityId: integer('city_id').notNull(),
    districtId: integer('district_id').notNull(),
    name: text('name').notNull(),
  },
  (t) => [uniqueIndex('estate_regions_uq').on(t.districtId, t.name), index('estate_regions_city_idx').on(t.cityId)],
);

export const catalogueCommunities = pgTable(
  'catalogue_communities',
  {
    id: id(),
    cityId: integer('city_id').notNull(),
    districtId: integer('district_id').notNull(),
    regionId: bigint('region_id', { mode: 'number' }).notNull().default(0),
    name: text('name').notNull(),
    otherName: text('other_name').notNull().default(''),
    address: text('address').notNull().default(''),
    buildingCompany: text('building_company').notNull().default(''),
    green: numeric('green', { precision: 5, scale: 2, mode: 'number' }),
    middleSchool: text('middle_school').notNull().default(''),
    primarySchool: text('primary_school').notNull().default(''),
    propertyCompany: text('property_company').notNull().default(''),
    propertyfee: numeric('propertyfee', { precision: 8, scale: 2, mode: 'number' }),
    years: smallint('years'),
    longitude: doublePrecision('longitude'),
    latitude: doublePrecision('latitude'),
  },
  (t) => [
    uniqueIndex('catalogue_communities_uq').on(t.cityId, t.districtId, t.name),
    index('catalogue_communities_list_idx').on(t.cityId, t.districtId, t.id),
  ],
);

export const catalogueBuildings = pgTable(
  'catalogue_buildings',
  {
    id: id(),
    communityId: bigint('community_id', { mode: 'number' }).notNull(),
    name: text('name').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [uniqueIndex('catalogue_buildings_uq').on(t.communityId, t.name)],
);

/** A unit with its floor count and houses per floor (its houses are 101, 102, … up the floors). */
export const catalogueUnits = pgTable(
  'catalogue_units',
  {
    id: id(),
    communityId: bigint('community_id', { mode: 'number' }).notNull(),
    buildingId: bigint('building_id', { mode: 'number' }).notNull(),
    name: text('name').notNull(),
    floors: smallint('floors').notNull(),
    perFloor: smallint('per_floor').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    uniqueIndex('catalogue_units_uq').on(t.buildingId, t.name),
    index('catalogue_units_community_idx').on(t.communityId),
  ],
);

export const catalogueHouses = pgTable(
  'catalogue_houses',
  {
    id: id(),
    communityId: bigint('community_id', { mode: 'number' }).notNull(),
    buildingId: bigint('building_id', { mode: 'number' }).notNull(),
    unitId: bigint('unit_id', { mode: 'number' }).notNull(),
    name: text('name').notNull(),
    floor: smallint('floor').notNull(),
    houseArea: numeric('house_area', { precision: 10, scale: 2, mode: 'number' }),
  },
  (t) => [
    uniqueIndex('catalogue_houses_uq').on(t.unitId, t.name),
    index('catalogue_houses_community_idx').on(t.communityId),
  ],
);
