import { SALE_TEMPLATE } from '@awb/contract/sign-template-sale';
import { describe, expect, it } from 'vitest';
import { pendingEntries, type TOutboxStore } from './draft-outbox.ts';
import { editPage, routeOfUrl, startDraft } from './open-contract.ts';

function memoryStore(): TOutboxStore {
  const map = new Map<string, string>();
  return {
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, v),
    removeItem: (k) => void map.delete(k),
    key: (i) => [...map.keys()][i] ?? null,
    get length() {
      return map.size;
    },
  };
}

describe('opening a contract', () => {
  it('goes to the form for signing type 1 and the visual page for 2', () => {
    expect(editPage(1, 'abc', 3)).toBe('pages/sign/operation?draftCode=abc&boxid=3');
    expect(editPage(2, 'abc', 3)).toBe('pages/sign/visualization?draftCode=abc&boxid=3');
  });

  it('reads the route out of signAddView’s url', () => {
    expect(routeOfUrl('/h5/#/pages/sign/operation?draftCode=x&boxid=2')).toBe(
      'pages/sign/operation?draftCode=x&boxid=2',
    );
    expect(routeOfUrl('/pages/sign/visualization?draftCode=x')).toBe('pages/sign/visualization?draftCode=x');
  });

  it('keeps a new draft on the phone, version 0, prefilled', () => {
    const store = memoryStore();
    const code = startDraft(store, 'me', {
      boxid: 3,
      fields: SALE_TEMPLATE.fields,
      setting: null,
      prefill: { values: { houseName: '西溪花园' } },
      signatureType: 2,
    });
    const [entry] = pendingEntries(store, 'me');
    expect(entry).toMatchObject({ draftCode: code, boxid: 3, version: 0, dirty: true });
    expect(entry?.content).toMatchObject({
      draftCode: code,
      signatureType: 2,
      values: { houseName: '西溪花园', loanDispute: '1' },
    });
  });

  it('starts a contract from a record as a new one that links the record, not as an edit of it', () => {
    const store = memoryStore();
    const code = startDraft(store, 'me', {
      boxid: 3,
      fields: SALE_TEMPLATE.fields,
      setting: null,
      prefill: { recordId: 12, customerId: 8, houseId: 41, values: { houseName: '翠苑' } },
      signatureType: 1,
    });
    const [entry] = pendingEntries(store, 'me');
    // A draft's contractId names a signing contract being edited: a new one has none.
    expect(entry).toMatchObject({ draftCode: code, contractId: 0 });
    expect(entry?.content).toMatchObject({ recordId: 12, customerId: 8, houseId: 41 });
  });
});
