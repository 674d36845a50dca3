import { type SQL, sql } from 'drizzle-orm';
import type { TExecutor } from '../../platform/db/db.ts';
import { rowsOf } from '../../platform/db/rows.ts';

/**
 * Aggregate SQL of 经营统计. Statistics only read: each count is one grouped query over the owning
 * module's table, always `company_id = $1` first (every index used leads with company_id), the
 * period as `[from, to)` on the row's own time, and optionally the people counted (null: everyone of
 * the company, the caller's scope being the whole company and nothing narrowed). Answers one row per
 * person and China day, so that the same query serves the tables (per person) and the series (per day).
 */
export type TCountRow = { userId: number; day: string; n: number };

export type TRange = { companyId: number; from: Date; to: Date; userIds: number[] | null; type: number };

/** The metrics, each a grouped count over one source. */
export type TMetric =
  | 'houseNew'
  | 'houseFollow'
  | 'houseKey'
  | 'houseEntrust'
  | 'houseSurvey'
  | 'customerNew'
  | 'customerFollow'
  | 'customerVisit'
  | 'customerDeal'
  | 'customerPublic';

/** TEAM_TYPE of the listing team metrics (key 1, entrustment 2, surveyor 3). */
const TEAM_OF: Partial<Record<TMetric, number>> = { houseKey: 1, houseEntrust: 2, houseSurvey: 3 };
/** App type of listings in app_follow_ups. */
const HOUSE_APP = 1;
const VISIT = 4;
/** CUSTOMER_RECORD_TYPE: deal 7; to public by hand 3, by the job 11. */
const RECORD_DEAL = 7;
const RECORD_PUBLIC = [3, 11];

const day = (col: SQL) => sql`to_char((${col} at time zone 'UTC') + interval '8 hours', 'YYYY-MM-DD')`;

/** `col in (ids)`; null: no condition, empty: nothing matches. */
export function inIds(col: SQL, ids: number[] | null): SQL {
  if (ids === null) return sql`true`;
  if (ids.length === 0) return sql`false`;
  return sql`${col} in (${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )})`;
}

/** Listing type condition: 0 all (sale and rent), 3 (new houses) matches no listing. */
function listingType(col: SQL, type: number): SQL {
  return type === 0 ? sql`${col} in (1, 2)` : sql`${col} = ${type}`;
}
function customerType(col: SQL, type: number): SQL {
  return type === 0 ? sql`true` : sql`${col} = ${type}`;
}

function source(metric: TMetric, r: TRange): { user: SQL; at: SQL; from: SQL; where: SQL } {
  const c = r.companyId;
  switch (metric) {
    case 'houseNew':
      return {
        user: sql`l.owner_id`,
        at: sql`l.created_at`,
        from: sql`listings l`,
        where: sql`l.company_id = ${c} and l.deleted_at is null and ${listingType(sql`l.type`, r.type)}`,
      };
    case 'houseFollow':
      return {
        user: sql`f.user_id`,
        at: sql`f.created_at`,
        from: sql`app_follow_ups f`,
        where: sql`f.company_id = ${c} and f.app_type = ${HOUSE_APP} and f.deleted_at is null and f.user_id is not null and ${listingType(sql`f.item_type`, r.type)}`,
      };
    case 'houseKey':
    case 'houseEntrust':
    case 'houseSurvey':
      return {
        user: sql`m.user_id`,
        at: sql`m.created_at`,
        from: sql`listing_team_members m join listings l on l.company_id = m.company_id and l.id = m.listing_id`,
        where: sql`m.company_id = ${c} and m.team_type = ${TEAM_OF[metric]} and l.deleted_at is null and ${listingType(sql`l.type`, r.type)}`,
      };
    case 'customerNew':
      return {
        user: sql`cu.creator_id`,
        at: sql`cu.created_at`,
        from: sql`customers cu`,
        where: sql`cu.company_id = ${c} and cu.deleted_at is null and ${customerType(sql`cu.customer_type`, r.type)}`,
      };
    case 'customerFollow':
    case 'customerVisit':
      return {
        user: sql`f.user_id`,
        at: sql`f.created_at`,
        from: sql`customer_follow_ups f join customers cu on cu.company_id = f.company_id and cu.id = f.customer_id`,
        where: sql`f.company_id = ${c} and ${metric === 'customerVisit' ? sql`f.category_type = ${VISIT}` : sql`true`} and ${customerType(sql`cu.customer_type`, r.type)}`,
      };
    case 'customerDeal':
    case 'customerPublic':
      return {
        // The job's moves have no operator: they count for the holder the customer was taken from.
        user: sql`coalesce(rec.user_id, cu.last_holder_id)`,
        at: sql`rec.created_at`,
        from: sql`customer_change_records rec join customers cu on cu.company_id = rec.company_id and cu.id = rec.customer_id`,
        where: sql`rec.company_id = ${c} and ${
          metric === 'customerDeal'
            ? sql`rec.type = ${RECORD_DEAL}`
            : sql`rec.type in (${sql.join(
                RECORD_PUBLIC.map((t) => sql`${t}`),
                sql`, `,
              )})`
        } and ${customerType(sql`cu.customer_type`, r.type)}`,
      };
  }
}

export type TPerson = { id: number; name: string; departmentId: number | null; status: number };
export type TDeptRef = { id: number; name: string; path: string; sort: number };

export const statisticsRepository = {
  /** One metric of a period, per person and China day. */
  async counts(db: TExecutor, metric: TMetric, r: TRange): Promise<TCountRow[]> {
    const s = source(metric, r);
    const rows = await rowsOf<{ user_id: string | number | null; day: string; n: string | number }>(
      db,
      sql`select ${s.user} as user_id, ${day(s.at)} as day, count(*) as n from ${s.from}
          where ${s.where} and ${s.at} >= ${r.from.toISOString()} and ${s.at} < ${r.to.toISOString()}
            and ${s.user} is not null and ${inIds(s.user, r.userIds)}
          group by 1, 2`,
    );
    return rows.map((row) => ({ userId: Number(row.user_id), day: row.day, n: Number(row.n) }));
  },

  /** The people of the company (active or left: a leaver's past work still counts) matching a condition. */
  async people(db: TExecutor, companyId: number, condition: SQL | undefined): Promise<TPerson[]> {
    const rows = await rowsOf<{
      id: string | number;
      name: string;
      department_id: string | number | null;
      status: number;
    }>(
      db,
      sql`select u.id, u.name, u.department_id, u.status from users u
          where u.company_id = ${companyId} and u.status in (1, 2) and ${condition ?? sql`true`}
          order by u.is_manager desc, u.id`,
    );
    return rows.map((row) => ({
      id: Number(row.id),
      name: row.name,
      departmentId: row.department_id === null ? null : Number(row.department_id),
      status: Number(row.status),
    }));
  },

  async departments(db: TExecutor, companyId: number): Promise<TDeptRef[]> {
    const rows = await rowsOf<{ id: string | number; name: string; path: string; sort: number }>(
      db,
      sql`select d.id, d.name, d.path, d.sort from departments d where d.company_id = ${companyId} order by d.path`,
    );
    return rows.map((row) => ({ id: Number(row.id), name: row.name, path: row.path, sort: Number(row.sort) }));
  },

  async company(
    db: TExecutor,
    companyId: number,
  ): Promise<
    { name: string; address: string; createdAt: Date; managerName: string; managerPhone: string } | undefined
  > {
    const [row] = await rowsOf<{
      name: string;
      address: string;
      created_at: string | Date;
      m_name: string | null;
      m_phone: string | null;
    }>(
      db,
      sql`select c.name, c.address, c.created_at, m.name as m_name, m.phone as m_phone from companies c
          left join lateral (select u.name, u.phone from users u
            where u.company_id = c.id and u.is_manager and u.status = 1 order by u.id limit 1) m on true
          where c.id = ${companyId}`,
    );
    if (!row) return undefined;
    return {
      name: row.name,
      address: row.address,
      createdAt: new Date(row.created_at),
      managerName: row.m_name ?? '',
      managerPhone: row.m_phone ?? '',
    };
  },

  async activeAccounts(db: TExecutor, companyId: number): Promise<number> {
    const [row] = await rowsOf<{ n: string | number }>(
      db,
      sql`select count(*) as n from users u where u.company_id = ${companyId} and u.status = 1`,
    );
    return Number(row?.n ?? 0);
  },

  /** Private customers whose out-to-public moment is before `until`, held by the people given. */
  async customersGoingOut(db: TExecutor, companyId: number, until: Date, userIds: number[] | null): Promise<number> {
    const [row] = await rowsOf<{ n: string | number }>(
      db,
      sql`select count(*) as n from customers cu
          where cu.company_id = ${companyId} and cu.deleted_at is null and cu.attribution = 1
            and cu.out_due_at is not null and cu.out_due_at <= ${until.toISOString()}
            and ${inIds(sql`cu.user_id`, userIds)}`,
    );
    return Number(row?.n ?? 0);
  },

  /** Private listings whose last follow-up (or entry) is before `staleBefore` (待转公盘), of the owners given. */
  async listingsGoingOut(
    db: TExecutor,
    companyId: number,
    staleBefore: Date,
    userIds: number[] | null,
  ): Promise<number> {
    const [row] = await rowsOf<{ n: string | number }>(
      db,
      sql`select count(*) as n from listings l
          where l.company_id = ${companyId} and l.deleted_at is null and l.info_attribution = 1
            and coalesce(l.follow_at, l.created_at) < ${staleBefore.toISOString()}
            and ${inIds(sql`l.owner_id`, userIds)}`,
    );
    return Number(row?.n ?? 0);
  },
};
