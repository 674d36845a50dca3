import { and, desc, eq, gte, type SQL } from 'drizzle-orm';
import type { TExecutor } from '../../platform/db/db.ts';
import { houseTypes } from './community.table.ts';

export type THouseTypeRow = typeof houseTypes.$inferSelect;
export type THouseTypeValues = Omit<typeof houseTypes.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

/** Room filter (seed 001 §9) as SQL: 0 all, 1–3 exactly, 4 four or more. */
function roomCondition(room: number): SQL | undefined {
  if (room <= 0) return undefined;
  return room >= 4 ? gte(houseTypes.room, 4) : eq(houseTypes.room, room);
}

/** SQL of house types (户型); always scoped by company. */
export const houseTypeRepository = {
  async list(db: TExecutor, companyId: number, communityId: number, room: number): Promise<THouseTypeRow[]> {
    return db
      .select()
      .from(houseTypes)
      .where(and(eq(houseTypes.companyId, companyId), eq(houseTypes.communityId, communityId), roomCondition(room)))
      .orderBy(houseTypes.room, desc(houseTypes.id))
      .limit(200);
  },

  async findById(db: TExecutor, companyId: number, id: number): Promise<THouseTypeRow | undefined> {
    const [row] = await db
      .select()
      .from(houseTypes)
      .where(and(eq(houseTypes.companyId, companyId), eq(houseTypes.id, id)))
      .limit(1);
    return row;
  },

  async insert(db: TExecutor, values: THouseTypeValues): Promise<THouseTypeRow> {
    const [row] = await db.insert(houseTypes).values(values).returning();
    if (!row) throw new Error('house type insert returned nothing');
    return row;
  },

  async update(db: TExecutor, companyId: number, id: number, values: Partial<THouseTypeValues>): Promise<void> {
    await db
      .update(houseTypes)
      .set({ ...values, updatedAt: new Date() })
      .where(and(eq(houseTypes.companyId, companyId), eq(houseTypes.id, id)));
  },

  async remove(db: TExecutor, companyId: number, id: number): Promise<void> {
    await db.delete(houseTypes).where(and(eq(houseTypes.companyId, companyId), eq(houseTypes.id, id)));
  },

  async removeAll(db: TExecutor, companyId: number, communityId: number): Promise<void> {
    await db
      .delete(houseTypes)
      .where(and(eq(houseTypes.companyId, companyId), eq(houseTypes.communityId, communityId)));
  },
};
