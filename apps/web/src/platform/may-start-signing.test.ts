import { SIGN_CONTRACT_PERMISSION } from '@awb/contract/sign-contract.contract';
import { describe, expect, it } from 'vitest';
import { SIGN_START_PERMISSION } from './may-start-signing.ts';

describe('starting a signing from another page', () => {
  it('asks the same permission as the signing form', () => {
    expect(SIGN_START_PERMISSION).toEqual(SIGN_CONTRACT_PERMISSION.start);
  });
});
