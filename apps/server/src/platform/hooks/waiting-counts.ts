import type { TRequestContext } from '../auth/context.ts';
import type { TExecutor } from '../db/db.ts';

/** What sign/pageCount adds up: the caller's approvals waiting and contracts waiting for a signature. */
export type TWaitingKind = 'approvalWait' | 'signWait';
type TCounter = (db: TExecutor, ctx: TRequestContext) => Promise<number>;

/**
 * The counters of one app's waiting items: the modules that own them register a counter (the signing
 * contracts, the approval records), so that the module showing the figures never reads their tables
 * and never states a figure nobody counted: with no counter a kind counts 0 items.
 */
export class WaitingCounts {
  private readonly counters = new Map<TWaitingKind, TCounter[]>();

  register(kind: TWaitingKind, counter: TCounter): void {
    this.counters.set(kind, [...(this.counters.get(kind) ?? []), counter]);
  }

  async count(kind: TWaitingKind, db: TExecutor, ctx: TRequestContext): Promise<number> {
    let total = 0;
    for (const counter of this.counters.get(kind) ?? []) total += await counter(db, ctx);
    return total;
  }
}
