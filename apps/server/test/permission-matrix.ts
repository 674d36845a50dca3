import type { TPermissionRef } from '@awb/contract/common/endpoint';
import { DATA_SCOPE, PERMISSION_CATALOGUE } from '@awb/contract/permissions';
import type { InjectOptions } from 'fastify';
import { expect } from 'vitest';
import { grantOf } from '../src/db/seed/org-factories.ts';
import { registeredEndpoints } from '../src/platform/http/route.ts';
import type { THeaders, TTestApp } from './create-test-app.ts';
import { staffWith } from './org-fixtures.ts';

/** Builds a fresh, valid request of each guarded call (by "METHOD path"). */
export type TMatrixCases = Record<string, () => Promise<InjectOptions>>;

/** Every item of every app, whole company, except the one guarded. */
export function everythingBut(ref: TPermissionRef) {
  return PERMISSION_CATALOGUE.map((app) => {
    const grant = grantOf(app.appType, DATA_SCOPE.company);
    if (app.appType === ref.appType) delete grant.authData[String(ref.itemId)];
    return grant;
  });
}

/**
 * The check of an authorisation matrix, one guarded call at a time: someone holding every other
 * permission of every app (whole company) is refused with the seeds' message and `snapshot` stays the
 * same; someone holding just that permission succeeds, and so does `manager`.
 */
export function permissionMatrix(options: {
  t: TTestApp;
  companyId: number;
  cases: TMatrixCases;
  snapshot: () => Promise<unknown>;
  manager: THeaders;
}) {
  const { t, companyId, cases, snapshot } = options;
  const actors = new Map<string, { without: THeaders; with: THeaders }>();
  async function actorsFor(ref: TPermissionRef) {
    const key = `${ref.appType}.${ref.itemId}`;
    if (!actors.has(key)) {
      const without = await staffWith(t, companyId, everythingBut(ref));
      const holder = await staffWith(t, companyId, [grantOf(ref.appType, DATA_SCOPE.company, [ref.itemId])]);
      actors.set(key, { without: without.headers, with: holder.headers });
    }
    return actors.get(key)!;
  }

  return async function check(key: string) {
    const e = registeredEndpoints.get(key)!;
    const people = await actorsFor(e.permission!);
    // A fresh request per caller, keeping the headers the case sets (a form's content type).
    const requestAs = async (headers: THeaders) => {
      const request = await cases[key]!();
      return { ...request, headers: { ...((request.headers ?? {}) as Record<string, string>), ...headers } };
    };

    const refused = await requestAs(people.without);
    const before = await snapshot();
    expect(await t.call(refused)).toMatchObject({ code: 403, msg: '您没有权限，请联系管理员设置相关权限', data: null });
    expect(await snapshot()).toEqual(before);

    const allowed = await t.call(await requestAs(people.with));
    expect(allowed.code, `${key}: ${allowed.msg}`).toBe(200);
    const asManager = await t.call(await requestAs(options.manager));
    expect(asManager.code, `${key}: ${asManager.msg}`).toBe(200);
  };
}
