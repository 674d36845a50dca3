import { oaEndpoints } from '@awb/contract/oa.contract';
import { OA_RECORD_TAB } from '@awb/contract/oa-fields';
import { staffEndpoints } from '@awb/contract/staff.contract';
import { describe, expect, it } from 'vitest';
import { APPLY_COUNT, OA_RECORDS, WAITING } from './entry-counts.ts';

const ref = ({ method, path, auth }: { method: string; path: string; auth: string }) => ({ method, path, auth });

describe("the personal centre's badge counts (written out to keep Zod off its first screen)", () => {
  it('call the contract’s endpoints', () => {
    expect(APPLY_COUNT).toEqual(ref(staffEndpoints.applyCount));
    expect(OA_RECORDS).toEqual(ref(oaEndpoints.companyOaApprovalList));
    expect(WAITING).toBe(OA_RECORD_TAB.waiting);
  });
});
