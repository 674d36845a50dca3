import { CUSTOMER_ATTRIBUTION, CUSTOMER_SORT } from '@awb/contract/customer-enums';
import { and, asc, count, eq, inArray, isNull, SQL, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { runShaped } from '../../platform/db/built-once.ts';
import type { TExecutor } from '../../platform/db/db.ts';
import { keysetPaging, type TSortKey } from '../../platform/db/keyset.ts';
import { cappedCount, likeContains } from '../../platform/db/list.ts';
import { prepared } from '../../platform/db/prepared.ts';
import { shapedPage, sortKeysPerChoice } from '../../platform/db/shaped-page.ts';
import { statementShape } from '../../platform/db/statement-shape.ts';
import { users } from '../account/user.table.ts';
import { communities } from '../community/community.table.ts';
import { customerCommunities, customerContacts, customers } from './customer.table.ts';
import type { TCommunityName } from './customer-refs.ts';

export type TCustomerDbRow = typeof customers.$inferSelect;
export type TCustomerListRow = { customer: TCustomerDbRow; holderName: string | null };
export type TContactRow = { name: string; phone: string; sex: number };

/** List filters after validation (contract listFilters). */
export type TCustomerFilters = {
  key: string;
  houseType: number;
  room: number;
  state: number;
  level: number;
  transactionStatus: number;
  sort: number;
  userId?: number;
};

const live = () => isNull(customers.deletedAt);

/**
 * An update's SET for a statement built once: each plain value a placeholder bound as its column's value
 * (Drizzle encodes it at run time, as it would have while building), each SQL value a piece of the shape;
 * `key` names the columns and which of them are SQL. Undefined when a value is null (Drizzle binds null
 * without the column's encoder, which a placeholder would not) or neither plain nor SQL: built per call then.
 */
function shapedSet(values: PgUpdateSetSource<typeof customers>):
  | {
      key: string;
      placeholders: Record<string, unknown>;
      values: Record<string, unknown>;
      expressionKeys: string[];
      expressions: SQL[];
    }
  | undefined {
  const placeholders: Record<string, unknown> = {};
  const plain: Record<string, unknown> = {};
  const expressionKeys: string[] = [];
  const expressions: SQL[] = [];
  for (const name of Object.keys(values).sort()) {
    const value = (values as Record<string, unknown>)[name];
    if (value === undefined) continue;
    if (value instanceof SQL) {
      expressionKeys.push(name);
      expressions.push(value);
    } else if (typeof value === 'number' || typeof value === 'string' || value instanceof Date) {
      placeholders[name] = sql.placeholder(`s_${name}`);
      plain[`s_${name}`] = value;
    } else {
      return undefined;
    }
  }
  const key = `${Object.keys(placeholders).join(',')}|${expressionKeys.join(',')}`;
  return { key, placeholders, values: plain, expressionKeys, expressions };
}

/**
 * The sort keys of a list sort choice (CUSTOMER_SORT); the id breaks ties. The same array for the same
 * choice (read it, never change it), at most 16 choices kept: far more than there are.
 */
const customerSortKeys = sortKeysPerChoice(sortKeysOf, 16);

function sortKeysOf(sort: number): TSortKey[] {
  const id: TSortKey = { expr: sql`${customers.id}`, dir: 'desc', type: 'bigint' };
  if (sort === CUSTOMER_SORT.followed) {
    return [
      { expr: sql`${customers.lastFollowAt}`, dir: 'desc', type: 'timestamptz', nullable: true, nullsLast: true },
      id,
    ];
  }
  if (sort === CUSTOMER_SORT.outSoon) {
    return [{ expr: sql`${customers.outDueAt}`, dir: 'asc', type: 'timestamptz', nullable: true }, id];
  }
  return [id];
}

/** SQL for customers, always scoped by company. */
export const customerRepository = {
  /**
   * The filter conditions of the pools' lists (the caller adds the pool and the data scope). The key
   * searches names and phones; a `viewer` who does not see phones in full (phoneVisible) matches only
   * the digits they can see: the masked form 138****0116, their own private customers' numbers, and a
   * whole number (which the route limits and audits: customer-phone-search.ts).
   */
  filters(f: TCustomerFilters, viewer: { userId: number; seesAllPhones: boolean }): (SQL | undefined)[] {
    const key = f.key.trim();
    const like = key ? likeContains(key) : '';
    const phoneMatches = (column: SQL) =>
      viewer.seesAllPhones
        ? sql`${column} like ${like}`
        : sql`(case when length(${column}) = 11 then left(${column}, 3) || '****' || right(${column}, 4) else ${column} end like ${like} or ${column} = ${key} or (${customers.attribution} = ${CUSTOMER_ATTRIBUTION.private} and ${customers.userId} = ${viewer.userId} and ${column} like ${like}))`;
    return [
      f.houseType ? eq(customers.customerType, f.houseType) : undefined,
      f.room ? eq(customers.room, f.room) : undefined,
      f.state ? eq(customers.state, f.state) : undefined,
      f.level ? eq(customers.level, f.level) : undefined,
      f.transactionStatus >= 0 ? eq(customers.transactionStatus, f.transactionStatus) : undefined,
      f.userId ? eq(customers.userId, f.userId) : undefined,
      key
        ? sql`(${customers.name} ilike ${like} or ${phoneMatches(sql`${customers.phone}`)} or exists (select 1 from customer_contacts cc where cc.company_id = ${customers.companyId} and cc.customer_id = ${customers.id} and (cc.name ilike ${like} or ${phoneMatches(sql`cc.phone`)})))`
        : undefined,
    ];
  },

  /**
   * A page of the list, newest first unless `sort` says otherwise. With the previous page's cursor it
   * continues after that page's last row (keyset, platform/db/keyset.ts); without, it skips by number.
   */
  async page(
    db: TExecutor,
    companyId: number,
    conditions: (SQL | undefined)[],
    sort: number,
    paging: { pageindex: number; pagesize: number; cursor: string },
  ): Promise<{ rows: TCustomerListRow[]; total: number; cursor: string }> {
    const where = and(eq(customers.companyId, companyId), live(), ...conditions);
    const keyset = keysetPaging(customerSortKeys(sort), `customers.${sort}`, paging.cursor);
    // Built once per shape (platform/db/built-once.ts), still planned for its values (decision 0006).
    const paged = shapedPage(keyset, where, paging);
    const page = runShaped(db, `customer-page:${paged.tag}`, paged.shape, paged.values, (db, pieces) => {
      const { where: pageWhere, order, fields } = paged.split(pieces);
      const query = db
        .select({ customer: customers, holderName: users.name, ...fields })
        .from(customers)
        .leftJoin(users, and(eq(users.companyId, customers.companyId), eq(users.id, customers.userId)))
        .where(pageWhere)
        .orderBy(...order)
        .limit(sql.placeholder('pagesize'));
      // No offset on a first page, as Drizzle leaves out `offset 0`: the text stays the same.
      return paged.offset === 0 ? query : query.offset(sql.placeholder('offset'));
    });
    // Both at once: on PostgreSQL they run on two connections side by side; PGlite queues them.
    const [found, total] = await Promise.all([page, cappedCount(db, customers, where)]);
    const cursor = keyset.nextCursor(found, paging.pagesize);
    return { rows: found.map((r) => ({ customer: r.customer, holderName: r.holderName })), total, cursor };
  },

  /** A live customer of the company, with its holder's name; `visible` adds the pool/scope condition. */
  async find(
    db: TExecutor,
    companyId: number,
    id: number,
    visible?: SQL,
    lock = false,
  ): Promise<TCustomerListRow | undefined> {
    // Built once per shape of the condition (built-once.ts): the caller's scope makes the shape.
    const where = and(eq(customers.companyId, companyId), eq(customers.id, id), live(), visible);
    const [row] = await runShaped(db, `customer_find:${lock}`, statementShape('w', [where]), {}, (db, [w]) => {
      const query = db
        .select({ customer: customers, holderName: users.name })
        .from(customers)
        .leftJoin(users, and(eq(users.companyId, customers.companyId), eq(users.id, customers.userId)))
        .where(w)
        .limit(1);
      return lock ? query.for('update', { of: customers }) : query;
    });
    return row;
  },

  async insert(db: TExecutor, values: typeof customers.$inferInsert): Promise<TCustomerDbRow> {
    const [row] = await db.insert(customers).values(values).returning();
    if (!row) throw new Error('customer insert returned nothing');
    return row;
  },

  async update(
    db: TExecutor,
    companyId: number,
    id: number,
    values: PgUpdateSetSource<typeof customers>,
    extra?: SQL,
  ): Promise<number> {
    const where = and(eq(customers.companyId, companyId), eq(customers.id, id), live(), extra);
    const shaped = shapedSet(values);
    if (!shaped) {
      const rows = await db.update(customers).set(values).where(where).returning({ id: customers.id });
      return rows.length;
    }
    // Built once per set of columns and shape of the condition and SQL values (built-once.ts).
    const shape = statementShape('w', [where, ...shaped.expressions]);
    const rows = await runShaped(db, `customer_update:${shaped.key}`, shape, shaped.values, (db, [w, ...set]) =>
      db
        .update(customers)
        .set({ ...shaped.placeholders, ...Object.fromEntries(shaped.expressionKeys.map((k, i) => [k, set[i]])) })
        .where(w)
        .returning({ id: customers.id }),
    );
    return rows.length;
  },

  async contactsOf(db: TExecutor, companyId: number, ids: number[]): Promise<Map<number, TContactRow[]>> {
    const map = new Map<number, TContactRow[]>();
    if (ids.length === 0) return map;
    // Built once and prepared (decision 0006): a lookup by the customers' keys.
    const rows = await prepared(db, 'customer_contacts_of', (db) =>
      db
        .select()
        .from(customerContacts)
        .where(
          and(
            eq(customerContacts.companyId, sql.placeholder('companyId')),
            sql`${customerContacts.customerId} = any(${sql.placeholder('ids')}::bigint[])`,
          ),
        )
        .orderBy(asc(customerContacts.customerId), asc(customerContacts.sort), asc(customerContacts.id)),
    ).execute({ companyId, ids });
    for (const r of rows) {
      const list = map.get(r.customerId) ?? [];
      list.push({ name: r.name, phone: r.phone, sex: r.sex });
      map.set(r.customerId, list);
    }
    return map;
  },

  async replaceContacts(db: TExecutor, companyId: number, customerId: number, contacts: TContactRow[]) {
    await db
      .delete(customerContacts)
      .where(and(eq(customerContacts.companyId, companyId), eq(customerContacts.customerId, customerId)));
    if (contacts.length === 0) return;
    await db
      .insert(customerContacts)
      .values(contacts.map((c, sort) => ({ companyId, customerId, name: c.name, phone: c.phone, sex: c.sex, sort })));
  },

  async communitiesOf(db: TExecutor, companyId: number, ids: number[]): Promise<Map<number, number[]>> {
    const map = new Map<number, number[]>();
    if (ids.length === 0) return map;
    const rows = await prepared(db, 'customer_communities_of', (db) =>
      db
        .select()
        .from(customerCommunities)
        .where(
          and(
            eq(customerCommunities.companyId, sql.placeholder('companyId')),
            sql`${customerCommunities.customerId} = any(${sql.placeholder('ids')}::bigint[])`,
          ),
        )
        .orderBy(asc(customerCommunities.customerId), asc(customerCommunities.sort)),
    ).execute({ companyId, ids });
    for (const r of rows) {
      const list = map.get(r.customerId) ?? [];
      list.push(r.communityId);
      map.set(r.customerId, list);
    }
    return map;
  },

  /**
   * The customers' intended communities in order, with each community's name and district (what
   * `customerRefs.communities` gives), in one statement instead of two (the communities, then their names).
   */
  async communityNamesOf(
    db: TExecutor,
    companyId: number,
    ids: number[],
  ): Promise<{ communityIds: Map<number, number[]>; names: Map<number, TCommunityName> }> {
    const communityIds = new Map<number, number[]>();
    const names = new Map<number, TCommunityName>();
    if (ids.length === 0) return { communityIds, names };
    // Built once and prepared (decision 0006): a lookup by the customers' keys and the communities' keys.
    const rows = await prepared(db, 'customer_community_names_of', (db) =>
      db
        .select({
          customerId: customerCommunities.customerId,
          communityId: customerCommunities.communityId,
          foundId: communities.id,
          name: communities.name,
          districtId: communities.districtId,
        })
        .from(customerCommunities)
        .leftJoin(
          communities,
          and(
            eq(communities.companyId, customerCommunities.companyId),
            eq(communities.id, customerCommunities.communityId),
          ),
        )
        .where(
          and(
            eq(customerCommunities.companyId, sql.placeholder('companyId')),
            sql`${customerCommunities.customerId} = any(${sql.placeholder('ids')}::bigint[])`,
          ),
        )
        .orderBy(asc(customerCommunities.customerId), asc(customerCommunities.sort)),
    ).execute({ companyId, ids });
    for (const r of rows) {
      const list = communityIds.get(r.customerId) ?? [];
      list.push(r.communityId);
      communityIds.set(r.customerId, list);
      if (r.foundId !== null)
        names.set(r.foundId, { communityId: r.foundId, name: r.name ?? '', districtId: r.districtId ?? 0 });
    }
    return { communityIds, names };
  },

  /**
   * What a customer's detail shows besides the customer: the contacts in order, the intended communities
   * with their names, and the creator (`{ id, name }`, or undefined), in one statement instead of four
   * lookups by key.
   */
  async detailExtras(
    db: TExecutor,
    companyId: number,
    customerId: number,
    creatorId: number,
  ): Promise<{
    contacts: TContactRow[];
    communityIds: number[];
    names: Map<number, TCommunityName>;
    creator: { id: number; name: string } | undefined;
  }> {
    // Built once and prepared (decision 0006): lookups by key only.
    const [row] = await prepared(db, 'customer_detail_extras', (db) =>
      db
        .select({
          contacts: sql<
            TContactRow[] | null
          >`(select json_agg(json_build_object('name', cc.name, 'phone', cc.phone, 'sex', cc.sex) order by cc.sort, cc.id) from ${customerContacts} cc where cc.company_id = ${sql.placeholder('companyId')} and cc.customer_id = ${sql.placeholder('customerId')})`,
          communities: sql<
            [number, number | null, string | null, number | null][] | null
          >`(select json_agg(json_build_array(k.community_id, c.id, c.name, c.district_id) order by k.sort) from ${customerCommunities} k left join ${communities} c on c.company_id = k.company_id and c.id = k.community_id where k.company_id = ${sql.placeholder('companyId')} and k.customer_id = ${sql.placeholder('customerId')})`,
          creator: sql<{
            id: number;
            name: string;
          } | null>`(select json_build_object('id', u.id, 'name', u.name) from ${users} u where u.company_id = ${sql.placeholder('companyId')} and u.id = ${sql.placeholder('creatorId')})`,
        })
        .from(sql`(select 1) as one`),
    ).execute({ companyId, customerId, creatorId });
    const names = new Map<number, TCommunityName>();
    const communityIds: number[] = [];
    for (const [communityId, foundId, name, districtId] of row?.communities ?? []) {
      communityIds.push(communityId);
      if (foundId !== null) names.set(foundId, { communityId: foundId, name: name ?? '', districtId: districtId ?? 0 });
    }
    return { contacts: row?.contacts ?? [], communityIds, names, creator: row?.creator ?? undefined };
  },

  async replaceCommunities(db: TExecutor, companyId: number, customerId: number, communityIds: number[]) {
    await db
      .delete(customerCommunities)
      .where(and(eq(customerCommunities.companyId, companyId), eq(customerCommunities.customerId, customerId)));
    if (communityIds.length === 0) return;
    await db
      .insert(customerCommunities)
      .values(communityIds.map((communityId, sort) => ({ companyId, customerId, communityId, sort })));
  },

  /** How many live private customers a person holds (the upper limit). */
  async heldCount(db: TExecutor, companyId: number, userId: number): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(customers)
      .where(
        and(
          eq(customers.companyId, companyId),
          eq(customers.userId, userId),
          eq(customers.attribution, CUSTOMER_ATTRIBUTION.private),
          live(),
        ),
      );
    return row?.n ?? 0;
  },

  /**
   * The first live customer of the type with one of `phones` among the customers `within` selects
   * (the dedupe scope), other than `exceptId`.
   */
  async findByPhones(
    db: TExecutor,
    companyId: number,
    customerType: number,
    phones: string[],
    within: SQL | undefined,
    exceptId?: number,
  ): Promise<{ customer: TCustomerDbRow; holderName: string | null; phone: string } | undefined> {
    if (phones.length === 0) return undefined;
    const [row] = await db
      .select({ customer: customers, holderName: users.name, phone: customerContacts.phone })
      .from(customerContacts)
      .innerJoin(
        customers,
        and(eq(customers.companyId, customerContacts.companyId), eq(customers.id, customerContacts.customerId)),
      )
      .leftJoin(users, and(eq(users.companyId, customers.companyId), eq(users.id, customers.userId)))
      .where(
        and(
          eq(customerContacts.companyId, companyId),
          inArray(customerContacts.phone, phones),
          eq(customers.customerType, customerType),
          live(),
          exceptId ? sql`${customers.id} <> ${exceptId}` : undefined,
          within,
        ),
      )
      .orderBy(asc(customers.id))
      .limit(1);
    return row;
  },
};
