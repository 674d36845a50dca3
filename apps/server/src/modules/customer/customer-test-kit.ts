import { DEFAULT_CUSTOMER_SETTING, type TCustomerSettingInput } from '@awb/contract/customer-setting';
import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { apiCalls } from '../../../test/api-calls.ts';
import type { THeaders, TTestApp } from '../../../test/create-test-app.ts';
import { uniquePhone } from '../../../test/org-fixtures.ts';
import { communities } from '../community/community.table.ts';
import { customerChangeRecords, customers } from './customer.table.ts';

/** Helpers of the customer API tests (not used by the app). */
export function customerKit(t: TTestApp) {
  const { post, get } = apiCalls(t);
  let n = 0;
  const kit = {
    post,
    get,
    /** A valid add body: one contact with a fresh phone, a sale customer. */
    body(overrides: Record<string, unknown> = {}) {
      n += 1;
      return {
        customerType: 1,
        customerInfo: [{ name: `测试客户${n}`, phone: uniquePhone(), sex: 1 }],
        price: 200,
        tprice: 300,
        area: 80,
        tarea: 120,
        room: 3,
        ...overrides,
      };
    },
    async add(headers: THeaders, overrides: Record<string, unknown> = {}): Promise<number> {
      const res = await post('/customer/v2/customerAdd', headers, kit.body(overrides));
      expect(res.code, res.msg).toBe(200);
      return res.data.customerId as number;
    },
    async row(id: number) {
      const [row] = await t.db.select().from(customers).where(eq(customers.id, id));
      if (!row) throw new Error(`no customer ${id}`);
      return row;
    },
    async records(id: number) {
      return t.db.select().from(customerChangeRecords).where(eq(customerChangeRecords.customerId, id));
    },
    async setSetting(headers: THeaders, change: (s: TCustomerSettingInput) => void) {
      const setting = structuredClone(DEFAULT_CUSTOMER_SETTING) as TCustomerSettingInput;
      change(setting);
      const res = await post('/customer/v2/customerSettingEdit', headers, setting);
      expect(res.code, res.msg).toBe(200);
    },
    /** The ids of a company's communities (demo communities exist for both demo companies). */
    async communityIds(companyId: number): Promise<number[]> {
      const rows = await t.db
        .select({ id: communities.id })
        .from(communities)
        .where(and(eq(communities.companyId, companyId)))
        .orderBy(communities.id);
      return rows.map((r) => r.id);
    },
  };
  return kit;
}
