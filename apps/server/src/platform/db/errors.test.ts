import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/test-database.ts';
import { createCompany, createUser } from '../../db/seed/factories.ts';
import type { TDatabase } from './db.ts';
import { isUniqueViolation } from './errors.ts';

let database: TDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.close();
});

describe('isUniqueViolation', () => {
  it('recognises a second live account for one phone, on this database driver', async () => {
    const company = await createCompany(database.db, { name: '测试公司' });
    await createUser(database.db, { companyId: company.id, phone: '13700000099', name: '甲' });
    const error = await createUser(database.db, { companyId: company.id, phone: '13700000099', name: '乙' }).catch(
      (e: unknown) => e,
    );
    expect(isUniqueViolation(error)).toBe(true);
  });

  it('says no to other errors', async () => {
    const error = await database.db.execute(sql`select * from no_such_table`).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect(isUniqueViolation(error)).toBe(false);
    expect(isUniqueViolation(new Error('x'))).toBe(false);
    expect(isUniqueViolation(null)).toBe(false);
  });
});
