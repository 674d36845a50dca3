import { asc, eq } from 'drizzle-orm';
import type { TExecutor } from '../../platform/db/db.ts';
import { companyCities } from './company-city.table.ts';

/** SQL for the cities a company works in, always scoped by company. */
export const companyCityRepository = {
  async ids(db: TExecutor, companyId: number): Promise<number[]> {
    const rows = await db
      .select({ cityId: companyCities.cityId })
      .from(companyCities)
      .where(eq(companyCities.companyId, companyId))
      .orderBy(asc(companyCities.cityId));
    return rows.map((r) => r.cityId);
  },

  /** Replaces the list (call inside a transaction). */
  async replace(db: TExecutor, companyId: number, cityIds: number[]): Promise<void> {
    await db.delete(companyCities).where(eq(companyCities.companyId, companyId));
    if (cityIds.length > 0) await db.insert(companyCities).values(cityIds.map((cityId) => ({ companyId, cityId })));
  },
};
