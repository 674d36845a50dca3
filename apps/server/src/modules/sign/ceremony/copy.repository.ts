import { and, asc, eq, isNull, ne, type SQL } from 'drizzle-orm';
import type { TExecutor } from '../../../platform/db/db.ts';
import { signCeremonyCopies as copies } from './ceremony.table.ts';

export type TCopyRow = typeof copies.$inferSelect;

const ofCompany = (companyId: number, ...more: SQL[]) => and(eq(copies.companyId, companyId), ...more) as SQL;

async function firstWhere(db: TExecutor, companyId: number, condition: SQL): Promise<TCopyRow | undefined> {
  const [row] = await db.select().from(copies).where(ofCompany(companyId, condition)).limit(1);
  return row;
}

/** SQL of the parties' copies (ceremony.table.ts `sign_ceremony_copies`); every statement scoped by company. */
export const copyRepository = {
  /** One copy a signer: a completion that runs twice adds nothing. */
  async insert(db: TExecutor, rows: (typeof copies.$inferInsert)[]): Promise<void> {
    if (rows.length === 0) return;
    await db.insert(copies).values(rows).onConflictDoNothing();
  },

  byToken: (db: TExecutor, companyId: number, tokenHash: string) =>
    firstWhere(db, companyId, eq(copies.tokenHash, tokenHash)),

  bySigner: (db: TExecutor, companyId: number, signerId: number) =>
    firstWhere(db, companyId, eq(copies.signerId, signerId)),

  byId: (db: TExecutor, companyId: number, copyId: number) => firstWhere(db, companyId, eq(copies.id, copyId)),

  async ofContract(db: TExecutor, companyId: number, contractId: number): Promise<TCopyRow[]> {
    return db
      .select()
      .from(copies)
      .where(ofCompany(companyId, eq(copies.contractId, contractId)))
      .orderBy(asc(copies.id));
  },

  async revoke(db: TExecutor, companyId: number, copyId: number, userId: number, at: Date): Promise<boolean> {
    const rows = await db
      .update(copies)
      .set({ revokedAt: at, revokedBy: userId })
      .where(ofCompany(companyId, eq(copies.id, copyId), isNull(copies.revokedAt)))
      .returning({ id: copies.id });
    return rows.length > 0;
  },

  /**
   * Issues a copy anew (signCopyResend): a new token (the old one no longer matches), a new expiry, not
   * revoked, and its text back in the outbox.
   */
  async reissue(
    db: TExecutor,
    companyId: number,
    copyId: number,
    set: { tokenHash: string; tokenSealed: string; expiresAt: Date },
  ): Promise<void> {
    await db
      .update(copies)
      .set({ ...set, revokedAt: null, revokedBy: null, sentAt: null })
      .where(ofCompany(companyId, eq(copies.id, copyId)));
  },

  /** The copies of a contract whose text is still to send (the outbox). */
  async due(db: TExecutor, companyId: number, contractId: number): Promise<TCopyRow[]> {
    return db
      .select()
      .from(copies)
      .where(ofCompany(companyId, eq(copies.contractId, contractId), ne(copies.tokenSealed, '')))
      .orderBy(asc(copies.id));
  },

  /** Contracts of any company with copy texts still to send: the sweep's only read across companies. */
  async dueContracts(db: TExecutor, limit: number): Promise<{ companyId: number; contractId: number }[]> {
    return db
      .selectDistinct({ companyId: copies.companyId, contractId: copies.contractId })
      .from(copies)
      .where(ne(copies.tokenSealed, ''))
      .limit(limit);
  },

  /**
   * Takes a copy's text out of the outbox: the sealed token is emptied and the send time set in one
   * statement, so of two senders only one gets the row (the other's update matches nothing).
   */
  async claim(db: TExecutor, companyId: number, copyId: number, at: Date): Promise<boolean> {
    const rows = await db
      .update(copies)
      .set({ tokenSealed: '', sentAt: at })
      .where(ofCompany(companyId, eq(copies.id, copyId), ne(copies.tokenSealed, '')))
      .returning({ id: copies.id });
    return rows.length > 0;
  },

  /** Puts a text the provider refused back into the outbox, for the next try. */
  async unclaim(db: TExecutor, companyId: number, copyId: number, tokenSealed: string): Promise<void> {
    await db
      .update(copies)
      .set({ tokenSealed, sentAt: null })
      .where(ofCompany(companyId, eq(copies.id, copyId)));
  },
};
