import { DAY_PATTERN, TIME_PATTERN } from '@awb/contract/common/china-time';
import { describe, expect, it } from 'vitest';
import { signAs, submitContract, tokenSentTo } from './ceremony/ceremony-test-kit.ts';
import { PEOPLE } from './sign-contract-test-kit.ts';
import { setupSignApp } from './sign-test-kit.ts';

/**
 * The signing module's answers carry the product's one time format (docs/api.md "Times"): Beijing
 * `YYYY-MM-DD HH:mm`, never ISO UTC; and every time field of their answer schemas states the pattern.
 */
const { t, h, get } = setupSignApp();
const ISO_UTC = /\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const TIME_FIELD = /(At|Time)$|^(expire|lasttime)$/;
const SIGN_PATHS = /^\/(sign|template|fpk)\//;

function fields(value: unknown, out: [string, unknown][] = [], key = ''): [string, unknown][] {
  if (Array.isArray(value)) for (const v of value) fields(v, out, key);
  else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) fields(v, out, k);
  else out.push([key, value]);
  return out;
}

describe('times in the signing answers', () => {
  it('are Beijing YYYY-MM-DD HH:mm in the lists, details, ceremony, seals and verification', async () => {
    const { contractId } = await submitContract(t(), h.managerA);
    await signAs(t(), tokenSentTo(t(), PEOPLE.seller.phone), PEOPLE.seller.phone);
    const etcomid = (await get('/sign/companyInfo', h.managerA)).data.etcomid;
    const view = (await get('/sign/signCustomModelView', h.managerA, { contractId })).data;
    const answers: Record<string, { code: number; data: unknown }> = {
      signPosts: await get('/sign/signPosts', h.managerA, { pageindex: 1, pagesize: 10 }),
      signDetailV2: await get('/sign/signDetailV2', h.managerA, { contractId }),
      operationlogs: await get('/sign/operationlogs', h.managerA, { contractId }),
      signHistoryPosts: await get('/sign/signHistoryPosts', h.managerA, { contractId }),
      signSigners: await get('/sign/signSigners', h.managerA, { contractId }),
      signEvents: await get('/sign/signEvents', h.managerA, { contractId }),
      signCustomModelView: { code: 200, data: view },
      verify: await get('/sign/verify', h.managerA, { code: view.verifyCode }),
      signDraftPosts: await get('/sign/signDraftPosts', h.managerA),
      companyInfo: await get('/sign/companyInfo', h.managerA),
      signers: await get('/sign/signRegCompanyPosts', h.managerA),
      signatures: await get('/sign/signaturePosts', h.managerA, { etcomid }),
      expiries: await get('/fpk/sealAuthFreeExpireList', h.managerA),
      templates: await get('/template/templateManagementPosts', h.managerA, { boxType: 1 }),
    };
    const times: string[] = [];
    for (const [name, res] of Object.entries(answers)) {
      expect(res.code, name).toBe(200);
      for (const [key, value] of fields(res.data)) {
        if (typeof value !== 'string') continue;
        expect(value, `${name}.${key}`).not.toMatch(ISO_UTC);
        if (!TIME_FIELD.test(key)) continue;
        expect(TIME_PATTERN.test(value) || DAY_PATTERN.test(value), `${name}.${key}: ${value}`).toBe(true);
        if (value) times.push(value);
      }
    }
    expect(times.length).toBeGreaterThan(20);
  });

  it('state the pattern in the OpenAPI document', async () => {
    const doc = (await t().app.inject({ method: 'GET', url: '/openapi.json' })).json();
    const loose: string[] = [];
    const walk = (schema: Record<string, any> | undefined, where: string, key = ''): void => {
      if (!schema || typeof schema !== 'object') return;
      if (schema.type === 'string' && TIME_FIELD.test(key) && !schema.pattern) loose.push(where);
      for (const [k, s] of Object.entries(schema.properties ?? {})) walk(s as Record<string, any>, `${where}.${k}`, k);
      for (const s of [schema.items, ...(schema.anyOf ?? []), ...(schema.allOf ?? []), ...(schema.oneOf ?? [])]) {
        walk(s, where, key);
      }
    };
    let checked = 0;
    for (const [path, operations] of Object.entries(doc.paths as Record<string, Record<string, any>>)) {
      if (!SIGN_PATHS.test(path)) continue;
      for (const [method, op] of Object.entries(operations)) {
        walk(op.responses?.['200']?.content?.['application/json']?.schema, `${method.toUpperCase()} ${path}`);
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(40);
    expect(loose).toEqual([]);
  });
});
