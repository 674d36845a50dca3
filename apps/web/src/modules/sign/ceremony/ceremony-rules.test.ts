import { SIGN_CONTRACT_STATE } from '@awb/contract/sign-contract-constants';
import { describe, expect, it } from 'vitest';
import { ceremonyActions, dueSealId, nextSigner, progressNote } from './ceremony-rules.ts';

const seller = { signerId: 1, state: 0 };
const buyer = { signerId: 2, state: 0 };
const signed = (s: { signerId: number }) => ({ ...s, state: 1 });
const withSeal = {
  signBodyList: [
    { type: 2, id: 7 },
    { type: 1, id: 42 },
  ],
};

describe('nextSigner', () => {
  it('is the first who has not signed, or nobody', () => {
    expect(nextSigner([seller, buyer])).toBe(seller);
    expect(nextSigner([signed(seller), buyer])).toBe(buyer);
    expect(nextSigner([signed(seller), signed(buyer)])).toBeNull();
  });
});

describe('ceremonyActions', () => {
  it('offers on-site signing and links while someone has not signed', () => {
    const a = ceremonyActions({ state: SIGN_CONTRACT_STATE.waiting, signBodyList: [] }, [seller, buyer]);
    expect(a).toMatchObject({ onsite: true, resend: true, seal: false, pdf: true });
  });
  it('offers the seal once everyone signed and the contract waits for it', () => {
    const a = ceremonyActions({ state: SIGN_CONTRACT_STATE.signing, ...withSeal }, [signed(seller), signed(buyer)]);
    expect(a).toMatchObject({ onsite: false, resend: false, seal: true, sealId: 42 });
  });
  it('offers no seal before the last signature, nor after completion, nor without a seal body', () => {
    expect(ceremonyActions({ state: SIGN_CONTRACT_STATE.signing, ...withSeal }, [signed(seller), buyer]).seal).toBe(
      false,
    );
    expect(
      ceremonyActions({ state: SIGN_CONTRACT_STATE.done, ...withSeal }, [signed(seller), signed(buyer)]).seal,
    ).toBe(false);
    expect(dueSealId({ state: 2, signBodyList: [{ type: 2, id: 7 }] })).toBe(0);
  });
  it('offers nothing to sign on an invalidated contract, but still its PDF', () => {
    const a = ceremonyActions({ state: SIGN_CONTRACT_STATE.invalid, signBodyList: [] }, [seller]);
    expect(a).toMatchObject({ onsite: false, resend: false, seal: false, pdf: true });
  });
});

describe('progressNote', () => {
  it('reads 等待审批 with the request while the submission is held, nothing otherwise', () => {
    expect(progressNote({ heldApprovalId: 42 })).toEqual({
      title: '等待审批',
      text: '审批通过后将向各签署方发送签署链接',
      approvalId: 42,
    });
    expect(progressNote({ heldApprovalId: 0 })).toBeNull();
  });
});
