import { eq } from 'drizzle-orm';
import { createUser } from '../src/db/seed/factories.ts';
import { createRole, placeUser } from '../src/db/seed/org-factories.ts';
import { users } from '../src/modules/account/user.table.ts';
import type { TDeptRow } from '../src/modules/org/department.repository.ts';
import { departments } from '../src/modules/org/department.table.ts';
import type { TGrant } from '../src/modules/role/role.repository.ts';
import type { THeaders, TTestApp } from './create-test-app.ts';

/** Organisation fixtures for API tests: ids of demo rows, and staff with exactly the grants a test needs. */

let phoneCounter = 0;
/** A phone no demo user has, different on every call within a test file. */
export function uniquePhone(): string {
  phoneCounter += 1;
  return `1370${String(process.pid % 1000).padStart(3, '0')}${String(phoneCounter).padStart(4, '0')}`;
}

export async function userIdOf(t: TTestApp, phone: string): Promise<number> {
  const [row] = await t.db.select({ id: users.id }).from(users).where(eq(users.phone, phone));
  if (!row) throw new Error(`no user with phone ${phone}`);
  return row.id;
}

export async function deptNamed(t: TTestApp, companyId: number, name: string): Promise<TDeptRow> {
  const rows = await t.db.select().from(departments).where(eq(departments.companyId, companyId));
  const row = rows.find((r) => r.name === name);
  if (!row) throw new Error(`no department ${name}`);
  return row;
}

let roleCounter = 0;
/** A new active member of staff holding one new role with `grants`, logged in. */
export async function staffWith(
  t: TTestApp,
  companyId: number,
  grants: TGrant[],
  place: { dept?: TDeptRow; isManager?: boolean } = {},
): Promise<{ id: number; phone: string; headers: THeaders }> {
  const phone = uniquePhone();
  roleCounter += 1;
  const user = await createUser(t.db, { companyId, phone, name: `测试${roleCounter}`, isManager: place.isManager });
  const role = await createRole(t.db, companyId, `测试角色${process.pid}-${roleCounter}`, grants);
  await placeUser(t.db, companyId, user.id, { dept: place.dept, roleIds: [role.id] });
  return { id: user.id, phone, headers: await t.login(phone) };
}
