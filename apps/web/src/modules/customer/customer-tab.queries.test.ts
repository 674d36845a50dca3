import { CUSTOMER_PERMISSION, customerEndpoints } from '@awb/contract/customer.contract';
import { PRICE_UNIT } from '@awb/contract/customer-form';
import { describe, expect, it } from 'vitest';
import { CARD_PRICE_UNIT } from './customer-options.ts';
import { CUSTOMER_TAB_PERMISSION, PRIVATE_CLIENTS, PUBLIC_CLIENTS } from './customer-tab.queries.ts';

const ref = ({ method, path, auth }: { method: string; path: string; auth: string }) => ({ method, path, auth });

describe("the customer tab's copies of the contract (written out to keep Zod off its first screen)", () => {
  it('calls the contract’s list endpoints', () => {
    expect(PRIVATE_CLIENTS).toEqual(ref(customerEndpoints.privateClients));
    expect(PUBLIC_CLIENTS).toEqual(ref(customerEndpoints.publicClients));
  });
  it('checks the contract’s permissions', () => {
    expect(CUSTOMER_TAB_PERMISSION.add).toEqual(CUSTOMER_PERMISSION.add);
    expect(CUSTOMER_TAB_PERMISSION.setting).toEqual(CUSTOMER_PERMISSION.setting);
  });
  it('shows the contract’s price units', () => {
    expect(CARD_PRICE_UNIT).toEqual(PRICE_UNIT);
  });
});
