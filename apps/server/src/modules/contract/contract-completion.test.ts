import { HOUSE_STATE } from '@awb/contract/housing-options';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, type THeaders, type TTestApp } from '../../../test/create-test-app.ts';
import { uniquePhone } from '../../../test/org-fixtures.ts';
import { customerKit } from '../customer/customer-test-kit.ts';
import { appRecords } from '../housing/app-record/app-record.table.ts';
import { listings } from '../housing/listing.table.ts';
import { contractKit } from './contract-test-kit.ts';

let t: TTestApp;
let manager: THeaders;
let contracts: ReturnType<typeof contractKit>;
let customers: ReturnType<typeof customerKit>;
const A = DEMO.companyA.id;

beforeAll(async () => {
  t = await createTestApp();
  manager = await t.login(DEMO.users.managerA.phone);
  contracts = contractKit(t);
  customers = customerKit(t);
});
afterAll(async () => {
  await t.close();
});

/** A live listing of company A of the type, still 有效, not yet used by an earlier case. */
const used = new Set<number>();
async function validListing(type: number): Promise<number> {
  const rows = await t.db
    .select({ id: listings.id })
    .from(listings)
    .where(
      and(
        eq(listings.companyId, A),
        eq(listings.type, type),
        eq(listings.houseState, HOUSE_STATE.valid),
        isNull(listings.deletedAt),
      ),
    )
    .orderBy(listings.id);
  const id = rows.map((r) => r.id).find((x) => !used.has(x));
  if (!id) throw new Error('no valid listing');
  used.add(id);
  return id;
}
const listingState = async (id: number) =>
  (await t.db.select({ s: listings.houseState }).from(listings).where(eq(listings.id, id)))[0]?.s;
const stateOf = (kind: 'Sale' | 'Rent', contractId: number, state: number) =>
  contracts.post(`/contract/v2/contract${kind}State`, manager, { contractId, state });

describe('a contract reaching 完成', () => {
  it('marks its sale listing 我售 and its buyer 已成交, and only on 完成', async () => {
    const houseId = await validListing(1);
    const phone = uniquePhone();
    const buyer = await customers.add(manager, { customerType: 1, customerInfo: [{ name: '买家甲', phone, sex: 1 }] });
    const contractId = await contracts.addSale(manager, { houseId, partyBPhone: phone });

    expect(await stateOf('Sale', contractId, 2)).toMatchObject({ code: 200 });
    expect(await listingState(houseId)).toBe(HOUSE_STATE.valid);
    expect((await customers.row(buyer)).transactionStatus).toBe(0);

    expect(await stateOf('Sale', contractId, 4)).toMatchObject({ code: 200, msg: '合同状态已修改' });
    expect(await listingState(houseId)).toBe(HOUSE_STATE.dealOurs);
    const row = await customers.row(buyer);
    expect(row.transactionStatus).toBe(1);
    expect(row.dealAt?.getTime()).toBe(t.clock.now().getTime());
    expect((await customers.records(buyer)).map((r) => r.content)).toContain(
      `合同${(await contractNo(contractId)) ?? ''}已完成，标记为已成交`,
    );
    const records = await t.db
      .select({ content: appRecords.content })
      .from(appRecords)
      .where(and(eq(appRecords.companyId, A), eq(appRecords.itemId, houseId), eq(appRecords.appType, 1)));
    expect(records.map((r) => r.content)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^状态由有效改为我售：合同.+已完成$/)]),
    );
  });

  it('marks a rent listing 我租 and the 求租 tenant, not a 求购 customer with the same phone', async () => {
    const houseId = await validListing(2);
    const phone = uniquePhone();
    const tenant = await customers.add(manager, { customerType: 2, customerInfo: [{ name: '租客乙', phone, sex: 2 }] });
    const buyer = await customers.add(manager, { customerType: 1, customerInfo: [{ name: '买家乙', phone, sex: 2 }] });
    const contractId = await contracts.addRent(manager, { houseId, partyBPhone: phone });
    expect(await stateOf('Rent', contractId, 4)).toMatchObject({ code: 200 });
    expect(await listingState(houseId)).toBe(HOUSE_STATE.dealOurs);
    expect((await customers.row(tenant)).transactionStatus).toBe(1);
    expect((await customers.row(buyer)).transactionStatus).toBe(0);
  });

  it('leaves a customer already 已成交 as it is (no second deal record), and needs no listing', async () => {
    const phone = uniquePhone();
    const buyer = await customers.add(manager, { customerType: 1, customerInfo: [{ name: '买家丙', phone, sex: 1 }] });
    expect(
      await customers.post('/customer/v2/customerTransactionStatus', manager, { customerId: buyer, status: 1 }),
    ).toMatchObject({ code: 200 });
    const before = await customers.records(buyer);
    const contractId = await contracts.addSale(manager, { houseId: null, partyBPhone: phone });
    expect(await stateOf('Sale', contractId, 4)).toMatchObject({ code: 200 });
    expect(await customers.records(buyer)).toHaveLength(before.length);
  });
});

async function contractNo(contractId: number): Promise<string | undefined> {
  const res = await contracts.get(`/contract/v2/contractSaleDetail?contractId=${contractId}`, manager);
  return res.data?.contractNo;
}
