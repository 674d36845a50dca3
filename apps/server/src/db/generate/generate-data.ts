import { APP_TYPE } from '@awb/contract/common/apps';
import { sql } from 'drizzle-orm';
import { hashPassword } from '../../platform/auth/password.ts';
import type { TDb } from '../../platform/db/db.ts';
import { rowsOf } from '../../platform/db/rows.ts';
import { COMMUNITY_PREFIXES, COMMUNITY_SUFFIXES, DISTRICTS, FOLLOW_UPS, GIVEN_NAMES, SURNAMES } from './vocabulary.ts';

/**
 * The benchmark data generator: companies with staff, communities, listings (with owner
 * contacts and follow-ups) and customers, written with set-based SQL (INSERT … SELECT over
 * generate_series) so that a million listings take minutes, not hours, on PGlite or PostgreSQL.
 * The rows are shaped like the modules' own (same tables, same columns, the same value ranges the
 * contract accepts), so that the listing search runs on realistic data. Repeatable: the values come
 * from a seeded random sequence.
 */
export type TGenerateOptions = {
  companies: number;
  /** All listings, the big tenant's included. */
  listings: number;
  /** Listings of the first generated company. */
  bigTenantListings: number;
  customers: number;
  /** Staff per company (the first is its manager). */
  staffPerCompany?: number;
  /** Communities per company (the big tenant gets ten times as many). */
  communitiesPerCompany?: number;
  /** One follow-up per this many listings. */
  listingsPerFollowUp?: number;
  log?: (line: string) => void;
};

export type TGenerated = {
  /** The big tenant, for the search benchmark. */
  bigCompanyId: number;
  /** A manager and an agent of the big tenant (password GENERATED_PASSWORD). */
  managerPhone: string;
  agentPhone: string;
  counts: Record<string, number>;
  seconds: number;
};

export const GENERATED_PASSWORD = 'bench1234';

const literal = (values: readonly string[]) => sql.raw(`array[${values.map((v) => `'${v}'`).join(',')}]::text[]`);
/** A random element of a text array literal. */
const pick = (values: readonly string[]) => sql`(${literal(values)})[1 + floor(random() * ${values.length})::int]`;

export async function generateData(db: TDb, options: TGenerateOptions): Promise<TGenerated> {
  const started = Date.now();
  const log = options.log ?? (() => {});
  const staff = options.staffPerCompany ?? 10;
  const perCompany = options.communitiesPerCompany ?? 20;
  const followEvery = options.listingsPerFollowUp ?? 5;
  const companies = Math.max(1, options.companies);
  const big = Math.min(options.bigTenantListings, options.listings);
  const rest = options.listings - big;
  // A tag keeps phones and invite codes apart from earlier runs and the demo data.
  const tag = (Date.now() % 1_000_000).toString().padStart(6, '0');
  const passwordHash = await hashPassword(GENERATED_PASSWORD);
  const time = async (label: string, work: () => Promise<unknown>) => {
    const t0 = Date.now();
    await work();
    log(`  ${label} (${((Date.now() - t0) / 1000).toFixed(1)} s)`);
  };
  await db.execute(sql`select setseed(0.42)`);

  // Companies, their staff and their open apps.
  let firstCompany = 0;
  await time(`${companies} companies`, async () => {
    const [row] = await rowsOf<{ first: number }>(
      db,
      sql`with made as (
            insert into companies (name, address, province_id, city_id, area, invite_code)
            select ${pick(COMMUNITY_PREFIXES)} || '房产' || g || '号店', '杭州市', 11, 1086, '',
                   'B' || ${tag} || lpad(g::text, 7, '0')
            from generate_series(1, ${companies}::int) g
            returning id)
          select min(id)::bigint as first from made`,
    );
    firstCompany = Number(row?.first);
  });
  const lastCompany = firstCompany + companies - 1;
  const phoneOf = (company: string, n: string) =>
    sql.raw(`'19' || '${tag.slice(0, 2)}' || lpad((${company})::text, 5, '0') || lpad((${n})::text, 2, '0')`);
  await time(`${companies * staff} staff`, () =>
    db.execute(sql`
      insert into users (company_id, phone, name, password_hash, is_manager, status)
      select c, ${phoneOf(`c - ${firstCompany}`, 'n')},
             ${pick(SURNAMES)} || ${pick(GIVEN_NAMES)}, ${passwordHash}, n = 0, 1
      from generate_series(${firstCompany}::bigint, ${lastCompany}::bigint) c, generate_series(0, ${staff - 1}::int) n`),
  );
  // An ISO text, cast in SQL: postgres.js takes no Date in a raw statement (PGlite does).
  const year = new Date(Date.now() + 365 * 86_400_000).toISOString();
  await db.execute(sql`
    insert into company_apps (company_id, app_type, expires_at)
    select c, a, ${year}::timestamptz
    from generate_series(${firstCompany}::bigint, ${lastCompany}::bigint) c,
         unnest(${sql.raw(`array[${[APP_TYPE.house, APP_TYPE.customer, APP_TYPE.estate, APP_TYPE.manager].join(',')}]`)}) a`);

  // Communities: names from the vocabulary, numbered within a company so that they stay unique.
  await time('communities', () =>
    db.execute(sql`
      insert into communities (company_id, name, city_id, district_id, address, years, created_by,
                               longitude, latitude)
      select c, ${pick(COMMUNITY_PREFIXES)} || ${pick(COMMUNITY_SUFFIXES)} || case when n > 1 then n || '期' else '' end,
             1086, (${literal(DISTRICTS)})[1 + (n % ${DISTRICTS.length})]::int,
             '杭州市' || ${pick(COMMUNITY_PREFIXES)} || '路' || (1 + floor(random() * 900))::int || '号',
             1990 + floor(random() * 34)::int,
             (select min(id) from users u where u.company_id = c),
             120.05 + random() * 0.4, 30.15 + random() * 0.2
      from generate_series(${firstCompany}::bigint, ${lastCompany}::bigint) c,
           generate_series(1, (case when c = ${firstCompany} then ${perCompany * 10} else ${perCompany} end)::int) n
      on conflict do nothing`),
  );

  // Listings: the big tenant first, then the rest spread evenly over the other companies.
  const others = Math.max(1, companies - 1);
  await time(`${options.listings} listings`, () =>
    db.execute(sql`
      with estates as (
        select company_id, array_agg(id order by id) as ids from communities
        where company_id between ${firstCompany} and ${lastCompany} group by company_id),
      people as (
        select company_id, array_agg(id order by id) as ids from users
        where company_id between ${firstCompany} and ${lastCompany} group by company_id),
      spread as (
        select g, case when g <= ${big} then ${firstCompany}::bigint
                       else ${firstCompany}::bigint + 1 + ((g - ${big} - 1) % ${others}) end as c
        from generate_series(1, ${big + (companies > 1 ? rest : 0)}::int) g),
      placed as materialized (
        select s.g, s.c, e.ids as estates, p.ids as people,
               case when random() < 0.6 then 1 else 2 end as type,
               1 + floor(random() * 4)::int as room,
               30 + floor(random() * 150) as area,
               1 + floor(random() * 33)::int as floor,
               20000 + random() * 60000 as unit,
               40 + random() * 80 as rent
        from spread s join estates e on e.company_id = s.c join people p on p.company_id = s.c)
      insert into listings (company_id, type, community_id, building_no, unit_no, room_no, room_key, room, hall,
                            house_area, floor, total_floor, sell_price, unit_price, rent_price, rent_unit, rent_month,
                            renovation, toward, property, info_attribution, house_state, owner_id, maintainer_id,
                            tags, created_at, updated_at, follow_at)
      select c, type, estates[1 + (g % cardinality(estates))], (1 + g % 30)::text, (1 + g % 3)::text, g::text,
             (1 + g % 30) || '|' || (1 + g % 3) || '|' || g, room, 1 + (room > 2)::int, area, floor, floor + 5,
             case when type = 1 then round((area * unit / 10000)::numeric, 0) end,
             case when type = 1 then round(unit::numeric, 0) end,
             case when type = 2 then round((area * rent)::numeric, -2) end,
             case when type = 2 then 1 else 0 end,
             case when type = 2 then round((area * rent)::numeric, -2) end,
             1 + floor(random() * 4)::int, 1 + floor(random() * 8)::int, 1 + floor(random() * 3)::int,
             case when random() < 0.85 then 1 else 2 end,
             case when random() < 0.8 then 1 else 1 + floor(random() * 5)::int end,
             people[1 + (g % cardinality(people))],
             case when random() < 0.7 then people[1 + ((g + 1) % cardinality(people))] end,
             to_jsonb(array[1 + floor(random() * 6)::int]),
             now() - random() * interval '720 days', now() - random() * interval '90 days',
             now() - random() * interval '60 days'
      from placed`),
  );
  await time('owner contacts', () =>
    db.execute(sql`
      insert into listing_contacts (company_id, listing_id, name, phone, level)
      select company_id, id, ${pick(SURNAMES)} || case when random() < 0.5 then '先生' else '女士' end,
             '13' || lpad((id % 1000000000)::text, 9, '0'), case when random() < 0.5 then '先生' else '女士' end
      from listings where company_id between ${firstCompany} and ${lastCompany}`),
  );
  await time('listing follow-ups', () =>
    db.execute(sql`
      insert into app_follow_ups (company_id, app_type, item_type, item_id, category_type, content, user_id, created_at)
      select company_id, ${APP_TYPE.house}, type, id, 1 + floor(random() * 4)::int, ${pick(FOLLOW_UPS)}, owner_id,
             follow_at
      from listings where company_id between ${firstCompany} and ${lastCompany} and id % ${followEvery} = 0`),
  );

  // Customers: spread over all companies; two in three private (held by an agent).
  await time(`${options.customers} customers`, () =>
    db.execute(sql`
      with people as (
        select company_id, array_agg(id order by id) as ids from users
        where company_id between ${firstCompany} and ${lastCompany} group by company_id),
      spread as (
        select g, ${firstCompany}::bigint + (g % ${companies}) as c from generate_series(1, ${options.customers}::int) g),
      placed as materialized (
        select s.g, s.c, p.ids as people, 1 + floor(random() * 3)::int as kind, random() < 0.66 as private
        from spread s join people p on p.company_id = s.c)
      insert into customers (company_id, customer_type, attribution, user_id, creator_id, name, phone, sex,
                             area_min, area_max, price_min, price_max, room, level, hold_since, created_at, updated_at)
      select c, kind, case when private then 1 else 2 end,
             case when private then people[1 + (g % cardinality(people))] end, people[1 + (g % cardinality(people))],
             ${pick(SURNAMES)} || ${pick(GIVEN_NAMES)}, '15' || lpad((g % 1000000000)::text, 9, '0'),
             1 + floor(random() * 2)::int, 50, 50 + floor(random() * 100),
             case when kind = 2 then 2000 else 100 end, case when kind = 2 then 8000 else 100 + floor(random() * 600) end,
             1 + floor(random() * 4)::int, 1 + floor(random() * 3)::int, now() - random() * interval '30 days',
             now() - random() * interval '365 days', now() - random() * interval '30 days'
      from placed`),
  );
  await db.execute(sql`
    insert into customer_contacts (company_id, customer_id, name, phone, sex)
    select company_id, id, name, phone, sex from customers where company_id between ${firstCompany} and ${lastCompany}`);

  const counts: Record<string, number> = {};
  for (const table of [
    'companies',
    'users',
    'communities',
    'listings',
    'listing_contacts',
    'app_follow_ups',
    'customers',
  ]) {
    const [row] = await rowsOf<{ n: number }>(
      db,
      sql`select count(*)::int as n from ${sql.identifier(table)} where ${sql.identifier(table === 'companies' ? 'id' : 'company_id')} between ${firstCompany} and ${lastCompany}`,
    );
    counts[table] = Number(row?.n ?? 0);
  }
  // What autovacuum would have done by the time a real database held this much: visibility and hint
  // bits set, GIN pending lists merged, statistics fresh. Without it the first reads of a bulk load pay
  // for all of that (a keyword count took 240 ms instead of 14 ms on PostgreSQL).
  await time('vacuum analyze', () => db.execute(sql`vacuum analyze`));
  const phone = (n: number) => `19${tag.slice(0, 2)}${'0'.repeat(5)}${String(n).padStart(2, '0')}`;
  return {
    bigCompanyId: firstCompany,
    managerPhone: phone(0),
    agentPhone: phone(1),
    counts,
    seconds: (Date.now() - started) / 1000,
  };
}
