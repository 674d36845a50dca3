import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { authCheckEndpoints } from '@awb/contract/auth-check.contract';
import { orgEndpoints } from '@awb/contract/org.contract';
import { roleEndpoints } from '@awb/contract/role.contract';
import { staffEndpoints } from '@awb/contract/staff.contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../../test/create-test-app.ts';
import { registeredEndpoints } from '../../platform/http/route.ts';

const SPEC_TSV = fileURLToPath(new URL('../../../../../docs/spec/api-calls.tsv', import.meta.url));

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp({ demo: false });
});
afterAll(async () => {
  await t.close();
});

describe('the organisation’s calls', () => {
  it('serve every org and auth row of the spec, with the seeds’ methods', () => {
    const rows = fs
      .readFileSync(SPEC_TSV, 'utf8')
      .split('\n')
      .slice(1)
      .map((line) => line.split('\t'))
      .filter(([module, , path]) => module === 'org' || module === 'auth' || path === '/base/getContractAddOperateAuth')
      .map(([, method, path]) => `${method} ${path}`);
    expect(rows.length).toBe(26);
    expect([...registeredEndpoints.keys()]).toEqual(expect.arrayContaining(rows));
    const roleDel = registeredEndpoints.get('POST /base/roleDel');
    expect(roleDel?.bodyType).toBe('form');
  });

  it('need an approved member, except the invite’s company name', () => {
    const all = [orgEndpoints, staffEndpoints, roleEndpoints, authCheckEndpoints].flatMap((m) => Object.values(m));
    for (const e of all) expect(registeredEndpoints.get(`${e.method} ${e.path}`), e.path).toBe(e);
    expect(all.filter((e) => e.auth !== 'member').map((e) => e.path)).toEqual(['/org/v2/inviteCompany']);
  });
});
