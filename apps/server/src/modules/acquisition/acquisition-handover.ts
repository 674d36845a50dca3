import { ACQ_SHELF, ACQ_VISIT_KIND } from '@awb/contract/acquisition-constants';
import { type SQL, sql } from 'drizzle-orm';
import type { TClock } from '../../platform/clock.ts';
import type { TExecutor } from '../../platform/db/db.ts';
import { rowsOf } from '../../platform/db/rows.ts';
import type { THandover, THandoverStep } from '../../platform/hooks/leaver-steps.ts';

/**
 * The micro-site's share of a leaving (docs/acquisition.md "When an agent leaves"), in the leaving
 * transaction: the leaver's entrustments and reservations (every state) and the clients they concern or
 * that are associated with a customer go to the receiver, with those clients' listing visits (their
 * footprints); a client the receiver already has (the same mini-program user) is merged into theirs.
 * The micro-site itself is taken down: every listing on it goes down and the card is hidden. Card and
 * home visits and clients who only looked stay with the closed micro-site.
 */
export async function handOverMicroSite(tx: TExecutor, h: THandover, at: Date): Promise<void> {
  const { companyId: co, fromUserId: from, toUserId: to } = h;
  // A client worth following up: associated with a customer, or the sender of an entrustment / reservation.
  const kept = (c: SQL) => sql`(${c}.customer_id is not null or exists (select 1 from acq_requests r
    where r.company_id = ${co} and r.user_id = ${from} and r.client_id = ${c}.id))`;

  // 1. Twins: the receiver's own row takes the leaver's association (when it has none) and visit span.
  const twins = await rowsOf<{ from_id: number | string; to_id: number | string }>(
    tx,
    sql`update acq_clients t set
        customer_id = coalesce(t.customer_id, m.customer_id),
        associated_at = case when t.customer_id is null then m.associated_at else t.associated_at end,
        nick_name = case when t.nick_name = '' then m.nick_name else t.nick_name end,
        phone = case when t.phone = '' then m.phone else t.phone end,
        first_visit_at = least(t.first_visit_at, m.first_visit_at),
        last_visit_at = greatest(t.last_visit_at, m.last_visit_at)
      from acq_clients m
      where t.company_id = ${co} and t.user_id = ${to} and m.company_id = ${co} and m.user_id = ${from}
        and m.fp_client_id = t.fp_client_id and ${kept(sql`m`)}
      returning m.id as from_id, t.id as to_id`,
  );
  for (const pair of twins) {
    const fromId = Number(pair.from_id);
    const toId = Number(pair.to_id);
    await tx.execute(sql`update acq_requests set user_id = ${to}, client_id = ${toId}
      where company_id = ${co} and user_id = ${from} and client_id = ${fromId}`);
    await tx.execute(sql`update acq_visits set user_id = ${to}, client_id = ${toId}
      where company_id = ${co} and user_id = ${from} and client_id = ${fromId} and kind = ${ACQ_VISIT_KIND.listing}`);
    // The leaver's copy keeps only its card / home visits (if any) and no longer carries the association.
    await tx.execute(sql`delete from acq_clients c where c.company_id = ${co} and c.id = ${fromId}
      and not exists (select 1 from acq_visits v where v.company_id = ${co} and v.client_id = c.id)`);
    await tx.execute(sql`update acq_clients set customer_id = null, associated_at = null
      where company_id = ${co} and id = ${fromId}`);
  }

  // 2. The other clients worth following up move as they are, then their footprints and every request.
  await tx.execute(sql`update acq_clients c set user_id = ${to}
    where c.company_id = ${co} and c.user_id = ${from} and ${kept(sql`c`)}`);
  await tx.execute(sql`update acq_visits v set user_id = ${to}
    from acq_clients c
    where v.company_id = ${co} and v.user_id = ${from} and v.kind = ${ACQ_VISIT_KIND.listing}
      and c.company_id = ${co} and c.id = v.client_id and c.user_id = ${to}`);
  await tx.execute(sql`update acq_requests set user_id = ${to} where company_id = ${co} and user_id = ${from}`);

  // 3. The micro-site closes.
  await tx.execute(sql`update acq_listings set state = ${ACQ_SHELF.down}
    where company_id = ${co} and user_id = ${from} and state = ${ACQ_SHELF.up}`);
  await tx.execute(sql`update acq_cards set hidden_at = ${at.toISOString()}::timestamptz
    where company_id = ${co} and user_id = ${from} and hidden_at is null`);
}

export function microSiteHandoverStep(clock: TClock): THandoverStep {
  return { name: 'acquisition.microSite', run: (tx, h) => handOverMicroSite(tx, h, clock.now()) };
}
