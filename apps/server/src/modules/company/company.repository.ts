import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { TExecutor } from '../../platform/db/db.ts';
import { companies } from './company.table.ts';

export type TCompanyRow = typeof companies.$inferSelect;

/** Invite codes: 8 characters without look-alikes (0/O, 1/I/L). */
const INVITE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export function newInviteCode(): string {
  const bytes = randomBytes(8);
  return Array.from(bytes, (b) => INVITE_ALPHABET[b % INVITE_ALPHABET.length]).join('');
}

export const companyRepository = {
  async findById(db: TExecutor, id: number): Promise<TCompanyRow | undefined> {
    const [row] = await db.select().from(companies).where(eq(companies.id, id)).limit(1);
    return row;
  },

  async findByInviteCode(db: TExecutor, code: string): Promise<TCompanyRow | undefined> {
    const [row] = await db.select().from(companies).where(eq(companies.inviteCode, code.toUpperCase())).limit(1);
    return row;
  },

  async insert(db: TExecutor, values: Omit<typeof companies.$inferInsert, 'inviteCode'>): Promise<TCompanyRow> {
    const [row] = await db
      .insert(companies)
      .values({ ...values, inviteCode: newInviteCode() })
      .returning();
    if (!row) throw new Error('company insert returned nothing');
    return row;
  },
};
