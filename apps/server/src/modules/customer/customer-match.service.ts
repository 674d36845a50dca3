import { CUSTOMER_MSG } from '@awb/contract/customer-form';
import type { TMatchedCustomer, TMatchedHouse } from '@awb/contract/customer-rows';
import { and, desc, eq, inArray, isNull, ne, type SQL, sql } from 'drizzle-orm';
import type { TRequestContext } from '../../platform/auth/context.ts';
import { pageOffset } from '../../platform/db/list.ts';
import type { TDeps } from '../../platform/deps.ts';
import { notFound } from '../../platform/errors.ts';
import { users } from '../account/user.table.ts';
import { communities } from '../community/community.table.ts';
import { listings } from '../housing/listing.table.ts';
import { customerRepository } from './customer.repository.ts';
import type { CustomerService } from './customer.service.ts';
import { customers } from './customer.table.ts';
import {
  customerListings,
  LISTING_ACTIVE,
  LISTING_TYPE,
  listingTypeOf,
  listingVisibleTo,
  selectListingRefs,
  toListingRef,
} from './customer-listings.ts';
import { isMatch, matchListing, type TIntention } from './customer-match.ts';
import { customerRefs } from './customer-refs.ts';
import { visibleTo } from './customer-rules.ts';

type TPaging = { pageindex: number; pagesize: number };
/** Matching scans at most this many candidates (best first), so a page never costs more. */
const MATCH_CAP = 500;

const one = (cond: SQL) => sql`(case when ${cond} then 1 else 0 end)`;
const sum = (parts: SQL[]) => (parts.length === 0 ? sql`0` : sql.join(parts, sql` + `));
/** What a customer looks for, from its row and its intended communities. */
const intentionOf = (c: Omit<TIntention, 'communityIds'>, communityIds: number[]): TIntention => ({
  customerType: c.customerType,
  priceMin: c.priceMin,
  priceMax: c.priceMax,
  areaMin: c.areaMin,
  areaMax: c.areaMax,
  room: c.room,
  communityIds,
  regions: c.regions,
});

/** Listings a customer fits and customers a listing fits, with the reasons. */
export class CustomerMatchService {
  constructor(
    private readonly deps: TDeps,
    private readonly customersService: CustomerService,
  ) {}

  async housesFor(ctx: TRequestContext, input: TPaging & { customerId: number }) {
    const { db } = this.deps;
    const c = (await this.customersService.findVisible(db, ctx, input.customerId)).customer;
    const communityIds = (await customerRepository.communitiesOf(db, ctx.companyId, [c.id])).get(c.id) ?? [];
    const intention = intentionOf(c, communityIds);
    const type = listingTypeOf(c.customerType);
    const price = type === LISTING_TYPE.rent ? listings.rentMonth : listings.sellPrice;
    const met: SQL[] = [];
    if (c.priceMin !== null || c.priceMax !== null) {
      met.push(one(sql`${price} >= ${c.priceMin ?? 0} and ${price} <= ${c.priceMax ?? Number.MAX_SAFE_INTEGER}`));
    }
    if (c.areaMin !== null || c.areaMax !== null) {
      met.push(
        one(
          sql`${listings.houseArea} >= ${c.areaMin ?? 0} and ${listings.houseArea} <= ${c.areaMax ?? Number.MAX_SAFE_INTEGER}`,
        ),
      );
    }
    if (c.room > 0) met.push(one(c.room >= 4 ? sql`${listings.room} >= 4` : sql`${listings.room} = ${c.room}`));
    if (communityIds.length > 0) met.push(one(inArray(listings.communityId, communityIds)));
    if (c.regions.length > 0) met.push(one(inArray(communities.districtId, c.regions)));
    const criteria = met.length;
    if (criteria === 0) return { rows: [] as TMatchedHouse[], total: 0 };
    const score = sum(met);
    const rows = await selectListingRefs(db)
      .where(
        and(
          eq(listings.companyId, ctx.companyId),
          eq(listings.type, type),
          eq(listings.houseState, LISTING_ACTIVE),
          isNull(listings.deletedAt),
          listingVisibleTo(ctx),
          sql`(${score}) >= 1 and (${score}) * 2 >= ${criteria}`,
        ),
      )
      .orderBy(sql`(${score}) desc`, desc(listings.updatedAt), desc(listings.id))
      .limit(MATCH_CAP);
    const matched = rows
      .map((r) => {
        const ref = toListingRef(r);
        return { ref, m: matchListing(intention, ref, customerRefs.districtName) };
      })
      .filter((x) => isMatch(x.m));
    const page = matched.slice(
      pageOffset(input.pageindex, input.pagesize),
      pageOffset(input.pageindex + 1, input.pagesize),
    );
    return {
      rows: page.map(
        ({ ref, m }): TMatchedHouse => ({
          houseId: ref.houseId,
          type: ref.type,
          title: ref.title,
          communityId: ref.communityId,
          communityName: ref.communityName,
          price: ref.price,
          area: ref.area,
          room: ref.room,
          hall: ref.hall,
          score: m.score,
          reasons: m.reasons,
        }),
      ),
      total: matched.length,
    };
  }

  async customersFor(ctx: TRequestContext, input: TPaging & { houseId: number }) {
    const { db } = this.deps;
    const l = await customerListings.visible(db, ctx, input.houseId);
    if (!l) throw notFound(CUSTOMER_MSG.houseNotFound);
    const types = l.type === LISTING_TYPE.rent ? [2] : [1, 3];
    const hasCommunity = sql`exists (select 1 from customer_communities mc where mc.company_id = ${customers.companyId} and mc.customer_id = ${customers.id})`;
    const inCommunity = sql`exists (select 1 from customer_communities mc where mc.company_id = ${customers.companyId} and mc.customer_id = ${customers.id} and mc.community_id = ${l.communityId})`;
    const priceSet = sql`(${customers.priceMin} is not null or ${customers.priceMax} is not null)`;
    const areaSet = sql`(${customers.areaMin} is not null or ${customers.areaMax} is not null)`;
    const regionSet = sql`jsonb_array_length(${customers.regions}) > 0`;
    const set = sum([one(priceSet), one(areaSet), one(sql`${customers.room} > 0`), one(hasCommunity), one(regionSet)]);
    const fits = (v: number | null, low: SQL, high: SQL) =>
      v === null ? sql`false` : sql`(${low} is null or ${low} <= ${v}) and (${high} is null or ${v} <= ${high})`;
    const met = sum([
      one(sql`${priceSet} and ${fits(l.price, sql`${customers.priceMin}`, sql`${customers.priceMax}`)}`),
      one(sql`${areaSet} and ${fits(l.area, sql`${customers.areaMin}`, sql`${customers.areaMax}`)}`),
      one(l.room >= 4 ? sql`${customers.room} = 4` : sql`${customers.room} = ${l.room}`),
      one(inCommunity),
      one(sql`${customers.regions} @> ${JSON.stringify([l.districtId])}::jsonb`),
    ]);
    const rows = await db
      .select({ customer: customers, holderName: users.name })
      .from(customers)
      .leftJoin(users, and(eq(users.companyId, customers.companyId), eq(users.id, customers.userId)))
      .where(
        and(
          eq(customers.companyId, ctx.companyId),
          isNull(customers.deletedAt),
          inArray(customers.customerType, types),
          ne(customers.transactionStatus, 1),
          visibleTo(ctx),
          sql`(${met}) >= 1 and (${met}) * 2 >= (${set})`,
        ),
      )
      .orderBy(sql`(${met}) * 100 / greatest(${set}, 1) desc`, sql`(${met}) desc`, desc(customers.id))
      .limit(MATCH_CAP);
    const communityIds = await customerRepository.communitiesOf(
      db,
      ctx.companyId,
      rows.map((r) => r.customer.id),
    );
    const scored = rows
      .map((r) => {
        const c = r.customer;
        const m = matchListing(intentionOf(c, communityIds.get(c.id) ?? []), l, customerRefs.districtName);
        return { r, m };
      })
      .filter((x) => isMatch(x.m))
      .sort((a, b) => b.m.score - a.m.score || b.m.matched - a.m.matched || b.r.customer.id - a.r.customer.id);
    const page = scored.slice(
      pageOffset(input.pageindex, input.pagesize),
      pageOffset(input.pageindex + 1, input.pagesize),
    );
    const base = await this.customersService.rows(
      db,
      ctx,
      page.map((x) => x.r),
    );
    return {
      rows: base.map((row, i): TMatchedCustomer => ({ ...row, score: page[i]!.m.score, reasons: page[i]!.m.reasons })),
      total: scored.length,
    };
  }
}
