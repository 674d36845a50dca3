import { RECHARGE_MSG, RECHARGE_PAGE, RECHARGE_PERMISSION } from '@awb/contract/recharge-constants';
import { describe, expect, it } from 'vitest';
import { GO_PC_MSG, RECHARGE_BUY_PERMISSION, RECHARGE_INDEX_PAGE } from './recharge-entry.ts';

describe('purchase prompt', () => {
  it('writes out the same recharge page, permission and PC prompt as the contract', () => {
    expect(RECHARGE_INDEX_PAGE).toBe(RECHARGE_PAGE.index);
    expect(RECHARGE_BUY_PERMISSION).toEqual(RECHARGE_PERMISSION);
    expect(GO_PC_MSG).toBe(RECHARGE_MSG.goPc);
  });
});
