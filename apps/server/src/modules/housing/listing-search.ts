import { HOUSE_DATE_TYPE, HOUSE_SORT, LISTING_TYPE, SEARCH_KEY_TYPE, TEAM_TYPE } from '@awb/contract/housing-options';
import { normaliseBuilding, normaliseRoom, normaliseUnit } from '@awb/contract/housing-room-key';
import type { TListingSearch } from '@awb/contract/housing-views';
import { and, eq, gte, inArray, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { TRequestContext } from '../../platform/auth/context.ts';
import type { TSortKey } from '../../platform/db/keyset.ts';
import { likeContains } from '../../platform/db/list.ts';
import { sortKeysPerChoice } from '../../platform/db/shaped-page.ts';
import { chinaDayStart, parseHouseCode } from './housing-format.ts';
import { visibleTo } from './listing.repository.ts';
import { listings } from './listing.table.ts';

const DAY_MS = 86_400_000;

/** Listings whose address and remark hold every two-character piece of `text` (the GIN index). */
export function piecesMatch(companyId: number, text: string): SQL {
  return sql`listing_search_grams(${listings.companyId}, ${listings.address} || ' ' || ${listings.remark}) @> listing_search_grams(${companyId}::bigint, ${text}::text)`;
}

/**
 * Free text over the community (name, other name, address), the listing's address and remark, and the
 * code. A key of two characters or more first narrows the listings by the GIN index of their
 * two-character pieces (migration 0007: the same function on both sides, so the pieces always agree),
 * then `ilike` confirms; a one-character key reads the tenant's listings with `ilike` alone. The
 * matching communities are gathered once (an init plan) so that their listings come by index too.
 */
export function keywordCondition(companyId: number, key: string): SQL | undefined {
  const text = key.trim();
  if (text === '') return undefined;
  const pattern = likeContains(text);
  const code = parseHouseCode(text);
  const inText = or(sql`${listings.address} ilike ${pattern}`, sql`${listings.remark} ilike ${pattern}`);
  return or(
    sql`${listings.communityId} = any(array(select c.id from communities c where c.company_id = ${companyId} and (c.name ilike ${pattern} or c.other_name ilike ${pattern} or c.address ilike ${pattern})))`,
    // ilike first: where the planner filters rows instead of using the index (small tenants), it
    // rules most rows out before the pieces function runs; the index scan takes the pieces either way.
    [...text].length >= 2 ? and(inText, piecesMatch(companyId, text)) : inText,
    code ? eq(listings.id, code.id) : undefined,
  );
}

function range(column: SQL, min?: number, max?: number): SQL | undefined {
  if (min !== undefined && max !== undefined) {
    return sql`${column} between ${Math.min(min, max)} and ${Math.max(min, max)}`;
  }
  if (min !== undefined) return sql`${column} >= ${min}`;
  if (max !== undefined) return sql`${column} <= ${max}`;
  return undefined;
}

function inList(column: Parameters<typeof inArray>[0], values: number[]): SQL | undefined {
  return values.length > 0 ? inArray(column, values) : undefined;
}

/** Users in any of the departments (and below), of the company. */
function usersInDepartments(companyId: number, deptIds: number[]): SQL {
  return sql`(select u.id from users u join departments d on d.company_id = u.company_id and d.id = u.department_id where u.company_id = ${companyId} and exists (select 1 from departments top where top.company_id = ${companyId} and top.id in (${sql.join(
    deptIds.map((id) => sql`${id}`),
    sql`, `,
  )}) and d.path like top.path || '%'))`;
}

function teamHeldBy(companyId: number, teamType: number, holder: SQL): SQL {
  return sql`exists (select 1 from listing_team_members tm where tm.company_id = ${companyId} and tm.listing_id = ${listings.id} and tm.team_type = ${teamType} and tm.relieved_at is null and ${holder})`;
}

/** The WHERE of `housingPosts`: company, type, live, visible, then every filter given. */
export function searchCondition(ctx: TRequestContext, q: TListingSearch): SQL | undefined {
  const companyId = ctx.companyId;
  const isSale = q.type === LISTING_TYPE.sale;
  const c: (SQL | undefined)[] = [
    eq(listings.companyId, companyId),
    eq(listings.type, q.type),
    isNull(listings.deletedAt),
    visibleTo(ctx),
  ];

  if (q.newKey && q.newKey.key !== '') {
    if (q.newKey.type === SEARCH_KEY_TYPE.community) {
      const id = Number(q.newKey.key);
      c.push(Number.isSafeInteger(id) ? eq(listings.communityId, id) : sql`false`);
    } else if (q.newKey.type === SEARCH_KEY_TYPE.houseCode) {
      const code = parseHouseCode(q.newKey.key);
      c.push(code ? eq(listings.id, code.id) : sql`false`);
    } else {
      c.push(keywordCondition(companyId, q.newKey.key));
    }
  }
  c.push(keywordCondition(companyId, q.searchKey));
  if (q.contactPhone !== '') {
    c.push(
      sql`exists (select 1 from listing_contacts lc where lc.company_id = ${companyId} and lc.listing_id = ${listings.id} and lc.phone = ${q.contactPhone})`,
    );
  }

  const dateColumn =
    q.dateType === HOUSE_DATE_TYPE.followed
      ? listings.followAt
      : q.dateType === HOUSE_DATE_TYPE.updated
        ? listings.updatedAt
        : listings.createdAt;
  if (q.dateStart !== '') c.push(gte(dateColumn, chinaDayStart(q.dateStart)));
  if (q.dateEnd !== '') c.push(lt(dateColumn, new Date(chinaDayStart(q.dateEnd).getTime() + DAY_MS)));

  c.push(range(sql`${isSale ? listings.sellPrice : listings.rentMonth}`, q.priceMin, q.priceMax));
  if (isSale) c.push(range(sql`${listings.unitPrice}`, q.unitPriceMin, q.unitPriceMax));
  c.push(range(sql`${listings.floor}`, q.floorMin, q.floorMax));
  c.push(range(sql`${listings.houseArea}`, q.areaMin, q.areaMax));
  if (q.infoAttribution) c.push(eq(listings.infoAttribution, q.infoAttribution));

  if (q.buildingNo !== '' || q.unitNo !== '' || q.roomNo !== '') {
    const parts = normaliseRoom(q.buildingNo, q.unitNo, q.roomNo);
    if (q.buildingNo !== '' || parts.building !== '') {
      c.push(sql`split_part(${listings.roomKey}, '|', 1) = ${parts.building || normaliseBuilding(q.buildingNo)}`);
    }
    if (q.unitNo !== '' || parts.unit !== '') {
      c.push(sql`split_part(${listings.roomKey}, '|', 2) = ${parts.unit || normaliseUnit(q.unitNo)}`);
    }
    if (q.roomNo !== '') c.push(sql`split_part(${listings.roomKey}, '|', 3) = ${parts.room}`);
  }

  if (q.districtId !== undefined) {
    c.push(
      sql`${listings.communityId} in (select c.id from communities c where c.company_id = ${companyId} and c.district_id = ${q.districtId})`,
    );
  }
  if (q.regionId !== undefined) {
    c.push(
      sql`${listings.communityId} in (select c.id from communities c where c.company_id = ${companyId} and c.region_id = ${q.regionId})`,
    );
  }
  if (q.houseType.length > 0) {
    const exact = q.houseType.filter((n) => n < 5);
    c.push(
      or(
        exact.length > 0 ? inArray(listings.room, exact) : undefined,
        q.houseType.includes(5) ? gte(listings.room, 5) : undefined,
      ),
    );
  }
  c.push(inList(listings.housingType, q.housingType));
  c.push(inList(listings.renovation, q.renovation));
  c.push(inList(listings.toward, q.toward));
  c.push(inList(listings.property, q.property));
  c.push(inList(listings.propertyRight, q.propertyRight));
  c.push(inList(listings.houseState, q.houseState));
  if (q.tags.length > 0) {
    c.push(or(...q.tags.map((tag) => sql`${listings.tags} @> ${JSON.stringify([tag])}::jsonb`)));
  }

  if (q.waitTeamType !== undefined) {
    c.push(
      q.waitTeamType === TEAM_TYPE.maintainer
        ? isNull(listings.maintainerId)
        : sql`not ${teamHeldBy(companyId, q.waitTeamType, sql`true`)}`,
    );
  }
  const people = q.luruSearch;
  const peopleChosen = people !== undefined && (people.deptIds.length > 0 || people.userCodes.length > 0);
  const peopleCondition = (column: SQL) =>
    peopleChosen
      ? or(
          people.userCodes.length > 0
            ? sql`${column} in (${sql.join(
                people.userCodes.map((id) => sql`${id}`),
                sql`, `,
              )})`
            : undefined,
          people.deptIds.length > 0 ? sql`${column} in ${usersInDepartments(companyId, people.deptIds)}` : undefined,
        )
      : undefined;
  if (q.teamRole !== undefined) {
    c.push(
      teamHeldBy(
        companyId,
        q.teamRole,
        peopleChosen ? (peopleCondition(sql`tm.user_id`) ?? sql`true`) : sql`tm.user_id = ${ctx.userId}`,
      ),
    );
  } else if (peopleChosen) {
    c.push(peopleCondition(sql`${listings.ownerId}`));
  }

  if (q.searchIds.length > 0) c.push(inArray(listings.id, q.searchIds));
  if (q.collected) {
    c.push(
      sql`exists (select 1 from app_collections ac where ac.company_id = ${companyId} and ac.user_id = ${ctx.userId} and ac.app_type = 1 and ac.item_id = ${listings.id})`,
    );
  }
  return and(...c);
}

const col = (column: AnyPgColumn): SQL => sql`${column}`;
const idKey = (dir: 'asc' | 'desc'): TSortKey => ({ expr: col(listings.id), dir, type: 'bigint' });
const amountKey = (column: AnyPgColumn, dir: 'asc' | 'desc', nullable = true): TSortKey => ({
  expr: col(column),
  dir,
  type: 'numeric',
  nullable,
});

/**
 * The sort keys of a sort choice, each served by a list index (listing.table.ts); the id breaks ties,
 * so pages never overlap and a cursor (platform/db/keyset.ts) names one position exactly. The same
 * array for the same choice (shaped-page.ts `sortKeysPerChoice`, at most 64 kept).
 */
export const searchKeys = sortKeysPerChoice(sortKeysOf, 64);

function sortKeysOf(type: number, sort: number): TSortKey[] {
  const price = type === LISTING_TYPE.sale ? listings.sellPrice : listings.rentMonth;
  const unit = type === LISTING_TYPE.sale ? listings.unitPrice : listings.rentMonth;
  switch (sort) {
    case HOUSE_SORT.newest:
      return [{ expr: col(listings.createdAt), dir: 'desc', type: 'timestamptz' }, idKey('desc')];
    case HOUSE_SORT.priceAsc:
      return [amountKey(price, 'asc'), idKey('asc')];
    case HOUSE_SORT.priceDesc:
      return [amountKey(price, 'desc'), idKey('desc')];
    case HOUSE_SORT.unitPriceAsc:
      return [amountKey(unit, 'asc'), idKey('asc')];
    case HOUSE_SORT.unitPriceDesc:
      return [amountKey(unit, 'desc'), idKey('desc')];
    case HOUSE_SORT.areaAsc:
      return [amountKey(listings.houseArea, 'asc', false), idKey('asc')];
    case HOUSE_SORT.areaDesc:
      return [amountKey(listings.houseArea, 'desc', false), idKey('desc')];
    case HOUSE_SORT.followDesc:
      return [
        { expr: col(listings.followAt), dir: 'desc', type: 'timestamptz', nullable: true, nullsLast: true },
        idKey('desc'),
      ];
    default:
      return [
        { expr: col(listings.isTop), dir: 'desc', type: 'boolean' },
        { expr: col(listings.updatedAt), dir: 'desc', type: 'timestamptz' },
        idKey('desc'),
      ];
  }
}
