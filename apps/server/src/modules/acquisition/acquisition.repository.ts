import { ACQ_REQUEST_STATE, ACQ_SHELF, ACQ_VISIT_KIND } from '@awb/contract/acquisition-constants';
import { and, count, desc, eq, gte, ilike, inArray, isNotNull, isNull, or, type SQL } from 'drizzle-orm';
import type { TExecutor } from '../../platform/db/db.ts';
import { cappedCount, likeContains, pageOffset } from '../../platform/db/list.ts';
import { acqCards, acqClients, acqListings, acqRequests, acqVisits } from './acquisition.table.ts';

/** The agent whose micro-site it is: every statement is scoped by both. */
export type TAgent = { companyId: number; userId: number };
export type TPage = { pageindex: number; pagesize: number };

type TCardValues = Omit<typeof acqCards.$inferInsert, 'id' | 'companyId' | 'userId'>;

/** All of the agent's rows of a table, and those since a moment. */
async function totalAndSince(db: TExecutor, table: typeof acqVisits | typeof acqClients, own?: SQL, since?: SQL) {
  const [all] = await db.select({ n: count() }).from(table).where(own);
  const [recent] = await db.select({ n: count() }).from(table).where(and(own, since));
  return { total: all?.n ?? 0, recent: recent?.n ?? 0 };
}

const page = (p: TPage) => ({ limit: p.pagesize, offset: pageOffset(p.pageindex, p.pagesize) });

/** SQL of the micro-site's tables; each statement carries the company and the agent. */
export const acquisitionRepository = {
  async card(db: TExecutor, a: TAgent) {
    const [row] = await db
      .select()
      .from(acqCards)
      .where(and(eq(acqCards.companyId, a.companyId), eq(acqCards.userId, a.userId)));
    return row;
  },

  async saveCard(db: TExecutor, a: TAgent, values: TCardValues) {
    await db
      .insert(acqCards)
      .values({ ...values, companyId: a.companyId, userId: a.userId })
      .onConflictDoUpdate({ target: [acqCards.companyId, acqCards.userId], set: values });
  },

  async visitCounts(db: TExecutor, a: TAgent, since: Date) {
    const own = and(eq(acqVisits.companyId, a.companyId), eq(acqVisits.userId, a.userId));
    const { total, recent } = await totalAndSince(db, acqVisits, own, gte(acqVisits.visitedAt, since));
    return { total, today: recent };
  },

  /** Requests of each kind and state: [{ kind, state, n }]. */
  async requestCounts(db: TExecutor, a: TAgent) {
    return db
      .select({ kind: acqRequests.kind, state: acqRequests.state, n: count() })
      .from(acqRequests)
      .where(and(eq(acqRequests.companyId, a.companyId), eq(acqRequests.userId, a.userId)))
      .groupBy(acqRequests.kind, acqRequests.state);
  },

  /** Listings up on the micro-site per type: [{ type, n }]. */
  async upCounts(db: TExecutor, a: TAgent) {
    return db
      .select({ type: acqListings.type, n: count() })
      .from(acqListings)
      .where(
        and(
          eq(acqListings.companyId, a.companyId),
          eq(acqListings.userId, a.userId),
          eq(acqListings.state, ACQ_SHELF.up),
        ),
      )
      .groupBy(acqListings.type);
  },

  async clientCounts(db: TExecutor, a: TAgent, since: Date) {
    const own = and(eq(acqClients.companyId, a.companyId), eq(acqClients.userId, a.userId));
    const { total, recent } = await totalAndSince(db, acqClients, own, gte(acqClients.firstVisitAt, since));
    return { total, newCount: recent };
  },

  /** Visits with their client, newest first; `clientId` narrows to one client's listing visits. */
  async visits(db: TExecutor, a: TAgent, p: TPage, clientId?: number) {
    const where = and(
      eq(acqVisits.companyId, a.companyId),
      eq(acqVisits.userId, a.userId),
      clientId === undefined ? undefined : eq(acqVisits.clientId, clientId),
      clientId === undefined ? undefined : eq(acqVisits.kind, ACQ_VISIT_KIND.listing),
    );
    const rows = await db
      .select({ visit: acqVisits, fpClientId: acqClients.fpClientId, nickName: acqClients.nickName })
      .from(acqVisits)
      .innerJoin(acqClients, and(eq(acqClients.companyId, acqVisits.companyId), eq(acqClients.id, acqVisits.clientId)))
      .where(where)
      .orderBy(desc(acqVisits.visitedAt), desc(acqVisits.id))
      .limit(page(p).limit)
      .offset(page(p).offset);
    return { rows, total: await cappedCount(db, acqVisits, where) };
  },

  async requests(db: TExecutor, a: TAgent, kind: number, state: number, p: TPage) {
    const where = and(
      eq(acqRequests.companyId, a.companyId),
      eq(acqRequests.userId, a.userId),
      eq(acqRequests.kind, kind),
      state < 0 ? undefined : eq(acqRequests.state, state),
    );
    const rows = await db
      .select({ request: acqRequests, nickName: acqClients.nickName })
      .from(acqRequests)
      .leftJoin(
        acqClients,
        and(eq(acqClients.companyId, acqRequests.companyId), eq(acqClients.id, acqRequests.clientId)),
      )
      .where(where)
      .orderBy(desc(acqRequests.createdAt), desc(acqRequests.id))
      .limit(page(p).limit)
      .offset(page(p).offset);
    return { rows, total: await cappedCount(db, acqRequests, where) };
  },

  /** Moves a pending request to `state`; answers false when it is not the agent's or not pending. */
  async settleRequest(db: TExecutor, a: TAgent, id: number, kind: number, state: number, at: Date) {
    const rows = await db
      .update(acqRequests)
      .set({ state, handledAt: at })
      .where(
        and(
          eq(acqRequests.companyId, a.companyId),
          eq(acqRequests.userId, a.userId),
          eq(acqRequests.id, id),
          eq(acqRequests.kind, kind),
          eq(acqRequests.state, ACQ_REQUEST_STATE.pending),
        ),
      )
      .returning({ id: acqRequests.id });
    return rows.length > 0;
  },

  async requestExists(db: TExecutor, a: TAgent, id: number, kind: number): Promise<boolean> {
    const [row] = await db
      .select({ id: acqRequests.id })
      .from(acqRequests)
      .where(
        and(
          eq(acqRequests.companyId, a.companyId),
          eq(acqRequests.userId, a.userId),
          eq(acqRequests.id, id),
          eq(acqRequests.kind, kind),
        ),
      );
    return row !== undefined;
  },

  async clients(db: TExecutor, a: TAgent, f: { key: string; associated: number; clientId?: number }, p: TPage) {
    const key = f.key ? likeContains(f.key) : '';
    const where: SQL | undefined = and(
      eq(acqClients.companyId, a.companyId),
      eq(acqClients.userId, a.userId),
      f.clientId === undefined ? undefined : eq(acqClients.id, f.clientId),
      f.associated === 1
        ? isNotNull(acqClients.customerId)
        : f.associated === 0
          ? isNull(acqClients.customerId)
          : undefined,
      key ? or(ilike(acqClients.nickName, key), ilike(acqClients.phone, key)) : undefined,
    );
    const rows = await db
      .select()
      .from(acqClients)
      .where(where)
      .orderBy(desc(acqClients.lastVisitAt), desc(acqClients.id))
      .limit(page(p).limit)
      .offset(page(p).offset);
    return { rows, total: await cappedCount(db, acqClients, where) };
  },

  async client(db: TExecutor, a: TAgent, id: number) {
    const [row] = await db
      .select()
      .from(acqClients)
      .where(and(eq(acqClients.companyId, a.companyId), eq(acqClients.userId, a.userId), eq(acqClients.id, id)));
    return row;
  },

  /** Visits per client ([{ clientId, n }]) or per listing ([{ houseId, n }]). */
  async visitCountsByClient(db: TExecutor, a: TAgent, clientIds: number[]) {
    if (clientIds.length === 0) return new Map<number, number>();
    const rows = await db
      .select({ id: acqVisits.clientId, n: count() })
      .from(acqVisits)
      .where(and(eq(acqVisits.companyId, a.companyId), inArray(acqVisits.clientId, clientIds)))
      .groupBy(acqVisits.clientId);
    return new Map(rows.map((r) => [r.id, r.n]));
  },

  async visitCountsByHouse(db: TExecutor, a: TAgent, houseIds: number[]) {
    if (houseIds.length === 0) return new Map<number, number>();
    const rows = await db
      .select({ id: acqVisits.houseId, n: count() })
      .from(acqVisits)
      .where(
        and(eq(acqVisits.companyId, a.companyId), eq(acqVisits.userId, a.userId), inArray(acqVisits.houseId, houseIds)),
      )
      .groupBy(acqVisits.houseId);
    return new Map(rows.map((r) => [r.id, r.n]));
  },

  async associate(db: TExecutor, a: TAgent, clientId: number, customerId: number, at: Date) {
    await db
      .update(acqClients)
      .set({ customerId, associatedAt: at })
      .where(and(eq(acqClients.companyId, a.companyId), eq(acqClients.userId, a.userId), eq(acqClients.id, clientId)));
  },

  async listings(db: TExecutor, a: TAgent, type: number, state: number, p: TPage) {
    const where = and(
      eq(acqListings.companyId, a.companyId),
      eq(acqListings.userId, a.userId),
      eq(acqListings.type, type),
      state < 0 ? undefined : eq(acqListings.state, state),
    );
    const rows = await db
      .select()
      .from(acqListings)
      .where(where)
      .orderBy(desc(acqListings.createdAt), desc(acqListings.id))
      .limit(page(p).limit)
      .offset(page(p).offset);
    return { rows, total: await cappedCount(db, acqListings, where) };
  },

  async listing(db: TExecutor, a: TAgent, houseId: number, type: number) {
    const [row] = await db
      .select()
      .from(acqListings)
      .where(
        and(
          eq(acqListings.companyId, a.companyId),
          eq(acqListings.userId, a.userId),
          eq(acqListings.houseId, houseId),
          eq(acqListings.type, type),
        ),
      );
    return row;
  },

  /** Puts a listing up (adding it to the micro-site when absent). */
  async putUp(db: TExecutor, a: TAgent, houseId: number, type: number, at: Date) {
    await db
      .insert(acqListings)
      .values({ companyId: a.companyId, userId: a.userId, houseId, type, state: ACQ_SHELF.up, upAt: at, createdAt: at })
      .onConflictDoUpdate({
        target: [acqListings.companyId, acqListings.userId, acqListings.houseId],
        set: { state: ACQ_SHELF.up, upAt: at },
      });
  },

  async takeDown(db: TExecutor, a: TAgent, id: number) {
    await db
      .update(acqListings)
      .set({ state: ACQ_SHELF.down })
      .where(and(eq(acqListings.companyId, a.companyId), eq(acqListings.id, id)));
  },

  async removeListing(db: TExecutor, a: TAgent, id: number) {
    await db.delete(acqListings).where(and(eq(acqListings.companyId, a.companyId), eq(acqListings.id, id)));
  },
};
