import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, type THeaders, type TTestApp } from '../../../test/create-test-app.ts';
import { contractKit } from './contract-test-kit.ts';

/**
 * A client that reads the pay-ways where the API offers them (`housingTypeList`) can record a contract
 * with each of them, and reads the same label back (packages/contract/src/pay-ways.ts is the one table).
 */
let t: TTestApp;
let manager: THeaders;
let kit: ReturnType<typeof contractKit>;

beforeAll(async () => {
  t = await createTestApp();
  manager = await t.login(DEMO.users.managerA.phone);
  kit = contractKit(t);
});
afterAll(async () => {
  await t.close();
});

type TOption = { value: number; label: string };

describe('pay-ways offered by housingTypeList', () => {
  it('are each accepted by contractRentAdd and answered with the same label', async () => {
    const options = await kit.get('/housing/v2/housingTypeList', manager);
    const rentPayways = options.data.rentPayway as TOption[];
    expect(rentPayways.map((o) => o.value)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    for (const { value, label } of rentPayways) {
      const added = await kit.post('/contract/v2/contractRentAdd', manager, kit.rentBody({ paymentMethod: value }));
      expect(added.code, `${value}: ${added.msg}`).toBe(200);
      const detail = await kit.get('/contract/v2/contractRentDetail', manager, { contractId: added.data.contractId });
      expect(detail.data).toMatchObject({ paymentMethod: value, paymentMethodName: label });
    }
  });

  it('are each accepted by contractSaleAdd, except 不限 which a contract cannot record', async () => {
    const options = await kit.get('/housing/v2/housingTypeList', manager);
    for (const { value, label } of options.data.sellPayway as TOption[]) {
      const added = await kit.post('/contract/v2/contractSaleAdd', manager, kit.saleBody({ paymentMethod: value }));
      if (label === '不限') {
        expect(added).toMatchObject({ code: 405, msg: '请选择付款方式' });
        continue;
      }
      expect(added.code, `${value}: ${added.msg}`).toBe(200);
      const detail = await kit.get('/contract/v2/contractSaleDetail', manager, { contractId: added.data.contractId });
      expect(detail.data.paymentMethodName).toBe(label);
    }
  });
});
