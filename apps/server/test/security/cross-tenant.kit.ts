import type { TEndpoint } from '@awb/contract/common/endpoint';
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { expect } from 'vitest';
import { registeredEndpoints } from '../../src/platform/http/route.ts';
import type { THeaders } from '../create-test-app.ts';
import { mustRefuse, plausible, requestJsonSchema } from './input-arbitraries.ts';

/**
 * The kit of the cross-tenant suite: its types and the helpers the entries use. How each route is called by a user of company B with ids and data of company A, and what to check
 * beyond the suite's own checks (never HTTP 500, no string that identifies A in the answer, A's rows
 * unchanged). Every route the app registers needs an entry: a module that adds a route adds its entry
 * here, in its own section, or the cross-tenant suite fails.
 */

/** Company A as the suite sets it up: demo data plus some activity (an avatar, feedback, sessions …). */
export type TTenantA = {
  companyId: number;
  inviteCode: string;
  users: Record<'managerA' | 'agentA' | 'agentA2' | 'pendingA', { id: number; phone: string }>;
  /** Company A's rows per table (every table with a company_id), parsed, for entries needing ids. */
  rows: Record<string, Record<string, unknown>[]>;
  /** A's uploaded avatar: its stored name and a signed link issued to A. */
  file: { name: string; link: string };
  /** A session id of A's manager. */
  sessionid: string;
};

export type TCaseContext = {
  a: TTenantA;
  b: {
    companyId: number;
    /** Fresh sessions of B's manager and agent, made for this entry. */
    manager: THeaders;
    agent: THeaders;
    /** B's own avatar link (B may read it). */
    fileLink: string;
    /** B's rows after the entry ran, to check where a write went. */
    rowsAfter(table: string): Promise<Record<string, unknown>[]>;
  };
};

export type TAnswer = { status: number; body: string; json: { code?: number; msg?: string; data?: any } | null };

export type TCrossTenantCase = {
  /** Why B cannot reach A's data through this route. */
  why: string;
  requests(c: TCaseContext): InjectOptions[];
  /** A development aid, absent when NODE_ENV=production: checked for absence instead of called. */
  devOnly?: true;
  /** Checks on the answers (in request order) beyond the suite's own. */
  check?(answers: TAnswer[], c: TCaseContext): void | Promise<void>;
};

/** Ids of A that B might try to slip into a request. */
export const idsOf = (a: TTenantA) => ({
  companyId: a.companyId,
  company_id: a.companyId,
  userId: a.users.managerA.id,
  user_id: a.users.managerA.id,
  id: a.users.managerA.id,
  isManager: true,
  status: 1,
});

export const json = (url: string, headers: THeaders | undefined, payload: object): InjectOptions => ({
  method: 'POST',
  url,
  headers: headers ?? {},
  payload: payload as Record<string, unknown>,
});
export const get = (
  url: string,
  headers: THeaders | undefined,
  query: Record<string, unknown> = {},
): InjectOptions => ({
  method: 'GET',
  url,
  headers: headers ?? {},
  query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
});
export const codes = (answers: TAnswer[]) => answers.map((a) => a.json?.code);
export const refused = (answers: TAnswer[]) => {
  for (const answer of answers) expect(answer.json?.code, answer.body).not.toBe(200);
};

/** Public calls: reference data or the login door; they hold nothing of any tenant. */
export const publicCall = (why: string, request: (c: TCaseContext) => InjectOptions): TCrossTenantCase => ({
  why,
  requests: (c) => [request(c)],
});

/** Which of A's tables an id field points into (the first of A's rows is used). */
export const ID_FIELDS: Record<string, string> = {
  deptId: 'departments',
  parentId: 'departments',
  userId: 'users',
  leaderUserId: 'users',
  handoverUserId: 'users',
  roleId: 'roles',
  jobId: 'jobs',
  rankId: 'ranks',
  groupId: 'rank_groups',
  applyId: 'join_applications',
};
export const ID_LIST_FIELDS: Record<string, string> = { roleIds: 'roles', userIds: 'users', deptIds: 'departments' };

/** An id of A's rows in `table`: a row that is not A's manager for users, the first one otherwise. */
function idOfA(a: TTenantA, table: string): number | undefined {
  const rows = a.rows[table] ?? [];
  const row = table === 'users' ? rows.find((r) => r.id !== a.users.managerA.id && r.status === 1) : rows[0];
  return row ? Number(row.id) : undefined;
}

/** A body or query the endpoint's schema accepts (or, failing that, a plausible one), always the same. */
function sampleInput(e: TEndpoint): Record<string, unknown> {
  const schema = e.query ?? e.body;
  if (!schema) return {};
  const samples = fc.sample(plausible(requestJsonSchema(schema)), { numRuns: 300, seed: 42 }) as Record<
    string,
    unknown
  >[];
  return { ...(samples.find((v) => !mustRefuse(e, v)) ?? samples[0]) };
}

/**
 * The usual entry for a business call: B's manager (who passes every permission check) calls it with
 * a valid input whose id fields point at A's rows (ID_FIELDS), plus A's company and user ids.
 * `overrides` sets fields by hand; the suite's own checks do the rest.
 */
export function withIdsOfA(
  route: string,
  why: string,
  overrides: (c: TCaseContext) => Record<string, unknown> = () => ({}),
): TCrossTenantCase {
  return {
    why,
    requests: (c) => {
      const e = registeredEndpoints.get(route);
      if (!e) throw new Error(`${route} is not registered`);
      const input = sampleInput(e);
      const schema = e.query ?? e.body;
      const fields = schema ? Object.keys(requestJsonSchema(schema).properties ?? {}) : [];
      for (const field of fields) {
        const one = ID_FIELDS[field] ? idOfA(c.a, ID_FIELDS[field]) : undefined;
        const list = ID_LIST_FIELDS[field] ? idOfA(c.a, ID_LIST_FIELDS[field]) : undefined;
        if (one !== undefined) input[field] = one;
        if (list !== undefined) input[field] = [list];
      }
      Object.assign(input, { companyId: c.a.companyId, company_id: c.a.companyId }, overrides(c));
      return [e.query ? get(e.path, c.b.manager, input) : json(e.path, c.b.manager, input)];
    },
  };
}

/**
 * A module adds the id fields of its own calls (field name → A's table the id is taken from), at the
 * top of its cases file.
 */
export function addIdFields(one: Record<string, string>, lists: Record<string, string> = {}): void {
  Object.assign(ID_FIELDS, one);
  Object.assign(ID_LIST_FIELDS, lists);
}
