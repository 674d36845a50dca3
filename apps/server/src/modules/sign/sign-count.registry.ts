import type { TRequestContext } from '../../platform/auth/context.ts';
import type { TExecutor } from '../../platform/db/db.ts';

/** What sign/pageCount adds up: the caller's approvals waiting and contracts waiting for a signature. */
export type TSignCountKind = 'approvalWait' | 'signWait';
type TCounter = (db: TExecutor, ctx: TRequestContext) => Promise<number>;

/**
 * The modules that own waiting items register a counter here (the signing contracts, the approval
 * records), so that the signing module never reads their tables and pageCount never states a figure
 * nobody counted: with no counter a kind counts 0 items.
 */
class SignCountRegistry {
  private readonly counters = new Map<TSignCountKind, TCounter[]>();

  register(kind: TSignCountKind, counter: TCounter): void {
    this.counters.set(kind, [...(this.counters.get(kind) ?? []), counter]);
  }

  async count(kind: TSignCountKind, db: TExecutor, ctx: TRequestContext): Promise<number> {
    let total = 0;
    for (const counter of this.counters.get(kind) ?? []) total += await counter(db, ctx);
    return total;
  }
}

export const signCountRegistry = new SignCountRegistry();
