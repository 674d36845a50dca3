import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { TExecutor } from '../../platform/db/db.ts';
import {
  companySignTemplates,
  sealUses,
  signAccounts,
  signFaceChecks,
  signSeals,
  signSettings,
  signSigners,
} from './sign.table.ts';

export type TSignAccountRow = typeof signAccounts.$inferSelect;
export type TSignerRow = typeof signSigners.$inferSelect;
export type TFaceCheckRow = typeof signFaceChecks.$inferSelect;
export type TSealRow = typeof signSeals.$inferSelect;
export type TCompanyTemplateRow = typeof companySignTemplates.$inferSelect;
export type TSignSettingRow = typeof signSettings.$inferSelect;

const first = <T>(rows: T[]): T | undefined => rows[0];

/** SQL of the signing tables; every statement is scoped by the company. */
export const signRepository = {
  async account(db: TExecutor, companyId: number): Promise<TSignAccountRow | undefined> {
    return first(await db.select().from(signAccounts).where(eq(signAccounts.companyId, companyId)).limit(1));
  },

  async insertAccount(db: TExecutor, values: typeof signAccounts.$inferInsert): Promise<TSignAccountRow> {
    const [row] = await db.insert(signAccounts).values(values).returning();
    if (!row) throw new Error('sign account insert returned nothing');
    return row;
  },

  async updateAccount(db: TExecutor, companyId: number, values: Partial<typeof signAccounts.$inferInsert>) {
    await db.update(signAccounts).set(values).where(eq(signAccounts.companyId, companyId));
  },

  async signers(db: TExecutor, companyId: number): Promise<TSignerRow[]> {
    return db
      .select()
      .from(signSigners)
      .where(and(eq(signSigners.companyId, companyId), isNull(signSigners.deletedAt)))
      .orderBy(asc(signSigners.createdAt), asc(signSigners.id));
  },

  async signerByLookup(db: TExecutor, companyId: number, idLookup: string): Promise<TSignerRow | undefined> {
    return first(
      await db
        .select()
        .from(signSigners)
        .where(
          and(eq(signSigners.companyId, companyId), eq(signSigners.idLookup, idLookup), isNull(signSigners.deletedAt)),
        )
        .limit(1),
    );
  },

  async insertSigner(db: TExecutor, values: typeof signSigners.$inferInsert): Promise<TSignerRow> {
    const [row] = await db.insert(signSigners).values(values).returning();
    if (!row) throw new Error('signer insert returned nothing');
    return row;
  },

  async faceCheck(db: TExecutor, companyId: number, faceId: string): Promise<TFaceCheckRow | undefined> {
    return first(
      await db
        .select()
        .from(signFaceChecks)
        .where(and(eq(signFaceChecks.companyId, companyId), eq(signFaceChecks.faceId, faceId)))
        .limit(1),
    );
  },

  async insertFaceCheck(db: TExecutor, values: typeof signFaceChecks.$inferInsert): Promise<TFaceCheckRow> {
    const [row] = await db.insert(signFaceChecks).values(values).returning();
    if (!row) throw new Error('face check insert returned nothing');
    return row;
  },

  async updateFaceCheck(
    db: TExecutor,
    companyId: number,
    id: number,
    values: Partial<typeof signFaceChecks.$inferInsert>,
  ): Promise<void> {
    await db
      .update(signFaceChecks)
      .set(values)
      .where(and(eq(signFaceChecks.companyId, companyId), eq(signFaceChecks.id, id)));
  },

  /** Marks a face check used; false when another request used it first. */
  async useFaceCheck(db: TExecutor, companyId: number, id: number, at: Date): Promise<boolean> {
    const rows = await db
      .update(signFaceChecks)
      .set({ usedAt: at })
      .where(and(eq(signFaceChecks.companyId, companyId), eq(signFaceChecks.id, id), isNull(signFaceChecks.usedAt)))
      .returning({ id: signFaceChecks.id });
    return rows.length > 0;
  },

  async seals(db: TExecutor, companyId: number): Promise<TSealRow[]> {
    return db
      .select()
      .from(signSeals)
      .where(and(eq(signSeals.companyId, companyId), isNull(signSeals.deletedAt)))
      .orderBy(asc(signSeals.kind), asc(signSeals.sealType), desc(signSeals.createdAt), desc(signSeals.id));
  },

  async seal(db: TExecutor, companyId: number, id: number): Promise<TSealRow | undefined> {
    return first(
      await db
        .select()
        .from(signSeals)
        .where(and(eq(signSeals.companyId, companyId), eq(signSeals.id, id), isNull(signSeals.deletedAt)))
        .limit(1),
    );
  },

  async sealOfType(db: TExecutor, companyId: number, sealType: number): Promise<TSealRow | undefined> {
    return first(
      await db
        .select()
        .from(signSeals)
        .where(
          and(
            eq(signSeals.companyId, companyId),
            eq(signSeals.kind, 1),
            eq(signSeals.sealType, sealType),
            isNull(signSeals.deletedAt),
          ),
        )
        .limit(1),
    );
  },

  async insertSeal(db: TExecutor, values: typeof signSeals.$inferInsert): Promise<TSealRow> {
    const [row] = await db.insert(signSeals).values(values).returning();
    if (!row) throw new Error('seal insert returned nothing');
    return row;
  },

  async updateSeal(
    db: TExecutor,
    companyId: number,
    id: number,
    values: Partial<typeof signSeals.$inferInsert>,
  ): Promise<TSealRow | undefined> {
    return first(
      await db
        .update(signSeals)
        .set(values)
        .where(and(eq(signSeals.companyId, companyId), eq(signSeals.id, id), isNull(signSeals.deletedAt)))
        .returning(),
    );
  },

  /** Sets the PNG of a row that had none; undefined when another request set it first. */
  async setPngOnce(db: TExecutor, companyId: number, id: number, pngRef: string): Promise<TSealRow | undefined> {
    return first(
      await db
        .update(signSeals)
        .set({ pngRef })
        .where(and(eq(signSeals.companyId, companyId), eq(signSeals.id, id), eq(signSeals.pngRef, '')))
        .returning(),
    );
  },

  /** Records a use of a seal on a contract (the signing ceremony calls it inside its transaction). */
  async recordSealUse(db: TExecutor, values: typeof sealUses.$inferInsert): Promise<void> {
    await db.insert(sealUses).values(values);
  },

  async templates(
    db: TExecutor,
    companyId: number,
    filter: { boxType?: number; state?: number },
  ): Promise<TCompanyTemplateRow[]> {
    const t = companySignTemplates;
    return db
      .select()
      .from(t)
      .where(
        and(
          eq(t.companyId, companyId),
          isNull(t.deletedAt),
          filter.boxType ? eq(t.boxType, filter.boxType) : undefined,
          filter.state !== undefined ? eq(t.state, filter.state) : undefined,
        ),
      )
      .orderBy(asc(t.boxType), asc(t.id));
  },

  async template(db: TExecutor, companyId: number, id: number): Promise<TCompanyTemplateRow | undefined> {
    const t = companySignTemplates;
    return first(
      await db
        .select()
        .from(t)
        .where(and(eq(t.companyId, companyId), eq(t.id, id), isNull(t.deletedAt)))
        .limit(1),
    );
  },

  async insertTemplate(db: TExecutor, values: typeof companySignTemplates.$inferInsert): Promise<TCompanyTemplateRow> {
    const [row] = await db.insert(companySignTemplates).values(values).returning();
    if (!row) throw new Error('template insert returned nothing');
    return row;
  },

  async updateTemplate(
    db: TExecutor,
    companyId: number,
    id: number,
    values: Partial<typeof companySignTemplates.$inferInsert>,
  ): Promise<TCompanyTemplateRow | undefined> {
    const t = companySignTemplates;
    return first(
      await db
        .update(t)
        .set(values)
        .where(and(eq(t.companyId, companyId), eq(t.id, id), isNull(t.deletedAt)))
        .returning(),
    );
  },

  async setting(db: TExecutor, companyId: number): Promise<TSignSettingRow | undefined> {
    return first(await db.select().from(signSettings).where(eq(signSettings.companyId, companyId)).limit(1));
  },

  async saveSetting(db: TExecutor, values: typeof signSettings.$inferInsert): Promise<void> {
    await db
      .insert(signSettings)
      .values(values)
      .onConflictDoUpdate({
        target: signSettings.companyId,
        set: {
          signingType: sql`excluded.signing_type`,
          defaultCityId: sql`excluded.default_city_id`,
          paramMap: sql`excluded.param_map`,
          updatedBy: sql`excluded.updated_by`,
          updatedAt: sql`excluded.updated_at`,
        },
      });
  },
};
