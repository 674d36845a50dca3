import { and, asc, eq, gt, isNotNull, isNull, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { TExecutor } from '../../../platform/db/db.ts';
import { signContracts } from '../sign-contract.table.ts';
import {
  signCeremonies,
  signCeremonyEvents,
  signCeremonyLinks,
  signCeremonySigners,
  signCeremonyVerifications,
} from './ceremony.table.ts';

export type TCeremonyRow = typeof signCeremonies.$inferSelect;
export type TCeremonySignerRow = typeof signCeremonySigners.$inferSelect;
export type TCeremonyLinkRow = typeof signCeremonyLinks.$inferSelect;
export type TCeremonyEventRow = typeof signCeremonyEvents.$inferSelect;
export type TCeremonyVerificationRow = typeof signCeremonyVerifications.$inferSelect;

/**
 * The one shape of every statement here: a row of the company whose `column` is `value` (the tenant
 * leads every index of these tables, so the company always comes first).
 */
function inCompany<T extends { companyId: AnyPgColumn }>(
  table: T,
  companyId: number,
  column: AnyPgColumn,
  value: number | string,
): SQL {
  return and(eq(table.companyId, companyId), eq(column, value)) as SQL;
}

/** SQL of the signing ceremony; every statement scoped by company. */
export const ceremonyRepository = {
  async contract(db: TExecutor, companyId: number, contractId: number, lock = false) {
    const q = db
      .select()
      .from(signContracts)
      .where(and(inCompany(signContracts, companyId, signContracts.id, contractId), isNull(signContracts.deletedAt)))
      .limit(1);
    const [row] = lock ? await q.for('update') : await q;
    return row;
  },

  async setContract(
    db: TExecutor,
    companyId: number,
    contractId: number,
    values: Partial<typeof signContracts.$inferInsert>,
  ) {
    await db
      .update(signContracts)
      .set(values)
      .where(inCompany(signContracts, companyId, signContracts.id, contractId));
  },

  async ceremony(db: TExecutor, companyId: number, contractId: number): Promise<TCeremonyRow | undefined> {
    const [row] = await db
      .select()
      .from(signCeremonies)
      .where(inCompany(signCeremonies, companyId, signCeremonies.contractId, contractId))
      .limit(1);
    return row;
  },

  async ceremonyByCode(db: TExecutor, companyId: number, code: string): Promise<TCeremonyRow | undefined> {
    const [row] = await db
      .select()
      .from(signCeremonies)
      .where(inCompany(signCeremonies, companyId, signCeremonies.verifyCode, code))
      .limit(1);
    return row;
  },

  /** One ceremony a contract: a resubmitted content (contractEdit) replaces the signers, not the code. */
  async upsertCeremony(db: TExecutor, values: typeof signCeremonies.$inferInsert): Promise<TCeremonyRow> {
    const [row] = await db
      .insert(signCeremonies)
      .values(values)
      .onConflictDoUpdate({
        target: [signCeremonies.companyId, signCeremonies.contractId],
        set: { sealId: values.sealId ?? 0, contentHash: values.contentHash },
      })
      .returning();
    return row as TCeremonyRow;
  },

  /** Makes the ceremony row of a contract that has none (no signers: a preview only). */
  async ensureCeremony(db: TExecutor, values: typeof signCeremonies.$inferInsert): Promise<TCeremonyRow | undefined> {
    await db.insert(signCeremonies).values(values).onConflictDoNothing();
    return this.ceremony(db, values.companyId, values.contractId);
  },

  async updateCeremony(
    db: TExecutor,
    companyId: number,
    id: number,
    values: Partial<typeof signCeremonies.$inferInsert>,
  ) {
    await db
      .update(signCeremonies)
      .set(values)
      .where(inCompany(signCeremonies, companyId, signCeremonies.id, id));
  },

  async signers(db: TExecutor, companyId: number, contractId: number): Promise<TCeremonySignerRow[]> {
    return db
      .select()
      .from(signCeremonySigners)
      .where(inCompany(signCeremonySigners, companyId, signCeremonySigners.contractId, contractId))
      .orderBy(asc(signCeremonySigners.seq));
  },

  async removeSigners(db: TExecutor, companyId: number, contractId: number): Promise<void> {
    await db
      .delete(signCeremonySigners)
      .where(inCompany(signCeremonySigners, companyId, signCeremonySigners.contractId, contractId));
  },

  async insertSigners(db: TExecutor, values: (typeof signCeremonySigners.$inferInsert)[]) {
    if (values.length === 0) return [];
    return db.insert(signCeremonySigners).values(values).returning();
  },

  async updateSigner(
    db: TExecutor,
    companyId: number,
    id: number,
    values: Partial<typeof signCeremonySigners.$inferInsert>,
  ) {
    await db
      .update(signCeremonySigners)
      .set(values)
      .where(inCompany(signCeremonySigners, companyId, signCeremonySigners.id, id));
  },

  async insertLink(db: TExecutor, values: typeof signCeremonyLinks.$inferInsert): Promise<number> {
    const [row] = await db.insert(signCeremonyLinks).values(values).returning({ id: signCeremonyLinks.id });
    return row?.id ?? 0;
  },

  async updateLink(
    db: TExecutor,
    companyId: number,
    id: number,
    values: Partial<Pick<typeof signCeremonyLinks.$inferInsert, 'faceId'>>,
  ) {
    await db
      .update(signCeremonyLinks)
      .set(values)
      .where(inCompany(signCeremonyLinks, companyId, signCeremonyLinks.id, id));
  },

  async link(db: TExecutor, companyId: number, tokenHash: string): Promise<TCeremonyLinkRow | undefined> {
    const [row] = await db
      .select()
      .from(signCeremonyLinks)
      .where(inCompany(signCeremonyLinks, companyId, signCeremonyLinks.tokenHash, tokenHash))
      .limit(1);
    return row;
  },

  /** Kills every live link of a signer (a resend, a signature, a content change). */
  async revokeLinks(db: TExecutor, companyId: number, signerId: number, at: Date): Promise<void> {
    await db
      .update(signCeremonyLinks)
      .set({ revokedAt: at })
      .where(
        and(
          inCompany(signCeremonyLinks, companyId, signCeremonyLinks.signerId, signerId),
          isNull(signCeremonyLinks.revokedAt),
        ),
      );
  },

  async useLink(db: TExecutor, companyId: number, id: number, at: Date): Promise<void> {
    await db
      .update(signCeremonyLinks)
      .set({ usedAt: at })
      .where(inCompany(signCeremonyLinks, companyId, signCeremonyLinks.id, id));
  },

  async insertVerification(db: TExecutor, values: typeof signCeremonyVerifications.$inferInsert): Promise<void> {
    await db.insert(signCeremonyVerifications).values(values);
  },

  /** The link's verification held by this device, unless spent, revoked or expired at `at`. */
  async liveVerification(
    db: TExecutor,
    companyId: number,
    linkId: number,
    deviceHash: string,
    at: Date,
  ): Promise<TCeremonyVerificationRow | undefined> {
    const v = signCeremonyVerifications;
    const [row] = await db
      .select()
      .from(v)
      .where(
        and(
          inCompany(v, companyId, v.linkId, linkId),
          eq(v.deviceHash, deviceHash),
          isNull(v.spentAt),
          isNull(v.revokedAt),
          gt(v.expiresAt, at),
        ),
      )
      .limit(1);
    return row;
  },

  /** Ends every live verification of a link (a new code asked, a newer verification). */
  async revokeVerifications(db: TExecutor, companyId: number, linkId: number, at: Date): Promise<void> {
    const v = signCeremonyVerifications;
    await db
      .update(v)
      .set({ revokedAt: at })
      .where(and(inCompany(v, companyId, v.linkId, linkId), isNull(v.spentAt), isNull(v.revokedAt)));
  },

  /** Spends a verification still live at `at`; false when another request spent or ended it first. */
  async spendVerification(db: TExecutor, companyId: number, id: number, at: Date): Promise<boolean> {
    const v = signCeremonyVerifications;
    const spent = await db
      .update(v)
      .set({ spentAt: at })
      .where(and(inCompany(v, companyId, v.id, id), isNull(v.spentAt), isNull(v.revokedAt), gt(v.expiresAt, at)))
      .returning({ id: v.id });
    return spent.length > 0;
  },

  /** The contract's spent verifications (each allowed one signature), oldest first. */
  async spentVerifications(db: TExecutor, companyId: number, contractId: number): Promise<TCeremonyVerificationRow[]> {
    const v = signCeremonyVerifications;
    return db
      .select()
      .from(v)
      .where(and(inCompany(v, companyId, v.contractId, contractId), isNotNull(v.spentAt)))
      .orderBy(asc(v.id));
  },

  async insertEvent(db: TExecutor, values: typeof signCeremonyEvents.$inferInsert): Promise<void> {
    await db.insert(signCeremonyEvents).values(values);
  },

  async events(db: TExecutor, companyId: number, contractId: number): Promise<TCeremonyEventRow[]> {
    return db
      .select()
      .from(signCeremonyEvents)
      .where(inCompany(signCeremonyEvents, companyId, signCeremonyEvents.contractId, contractId))
      .orderBy(asc(signCeremonyEvents.id));
  },
};
