import { DATA_SCOPE } from '@awb/contract/permissions';
import { describe, expect, it } from 'vitest';
import { withinOwnAccess } from './grant-cap.ts';

const head = {
  isManager: false,
  permissions: { '1': { '1': [], '5': [501] }, '88': { '2': [] } },
  scopes: { '1': DATA_SCOPE.departmentAndBelow, '88': DATA_SCOPE.department },
};
const grant = (appType: number, dataScope: number, authData: Record<string, number[]>) => ({
  appType,
  dataScope,
  authData,
});

describe('withinOwnAccess', () => {
  it('lets a manager grant anything', () => {
    expect(withinOwnAccess({ ...head, isManager: true }, [grant(5, DATA_SCOPE.company, { '51': [] })])).toBe(true);
  });

  it('allows items, children and scopes the granter holds', () => {
    expect(withinOwnAccess(head, [grant(1, DATA_SCOPE.own, { '1': [], '5': [501] })])).toBe(true);
    expect(withinOwnAccess(head, [grant(1, DATA_SCOPE.departmentAndBelow, { '5': [] })])).toBe(true);
    // An app with nothing granted says nothing about scope.
    expect(withinOwnAccess(head, [grant(5, DATA_SCOPE.company, {})])).toBe(true);
  });

  it('refuses an item, a child or a wider scope the granter lacks', () => {
    expect(withinOwnAccess(head, [grant(1, DATA_SCOPE.own, { '2': [] })])).toBe(false);
    expect(withinOwnAccess(head, [grant(1, DATA_SCOPE.own, { '5': [501, 502] })])).toBe(false);
    expect(withinOwnAccess(head, [grant(1, DATA_SCOPE.company, { '1': [] })])).toBe(false);
    expect(withinOwnAccess(head, [grant(2, DATA_SCOPE.own, { '1': [] })])).toBe(false);
  });
});
