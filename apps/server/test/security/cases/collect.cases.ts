import { expect } from 'vitest';
import { get, idsOf, json, type TAnswer, type TCaseContext, type TCrossTenantCase } from '../cross-tenant.kit.ts';

/**
 * Cross-tenant entries of 云采集 (see cross-tenant.kit.ts). The collected listings are shared reference
 * data of a city (both demo companies work in 杭州市), so B may read them; what is A's — its setting,
 * its marks 已保存 / 已转房源 and the listings they point to — is read and written with B's company only.
 */
const marksOfA = (c: TCaseContext) => {
  const rows = c.a.rows.collect_saves ?? [];
  if (rows.length === 0) throw new Error('company A has no collect_saves row for this case');
  return rows;
};
const converted = (c: TCaseContext) => {
  const row = marksOfA(c).find((r) => Number(r.state) === 2);
  if (!row) throw new Error('company A has no converted collected listing');
  return { listingId: Number(row.listing_id), houseId: Number(row.house_id) };
};
const codesAre = (code: number) => (answers: TAnswer[]) => {
  for (const answer of answers) expect(answer.json?.code, answer.body).toBe(code);
};

export const COLLECT_CASES: Record<string, TCrossTenantCase> = {
  'GET /info/findSetting': {
    why: "the caller's company's setting (its own cities), whatever ids the query names",
    requests: (c) => [get('/info/findSetting', c.b.manager, idsOf(c.a))],
    check: codesAre(200),
  },
  'POST /info/saveSetting': {
    why: "saves the caller's company's setting, whatever company the body names",
    requests: (c) => [json('/info/saveSetting', c.b.manager, { ...idsOf(c.a), cityIds: [1086], showPhone: 1 })],
    check: async (answers, c) => {
      codesAre(200)(answers);
      expect((await c.b.rowsAfter('collect_settings')).length).toBe(1);
    },
  },
  'GET /gather/page': {
    why: "shared listings with the caller's company's marks: A's 已保存 / 已转房源 never show",
    requests: (c) => [get('/gather/page', c.b.manager, { ...idsOf(c.a), cloudtype: 0, pagesize: 50 })],
    check: (answers, c) => {
      codesAre(200)(answers);
      const marked = new Set(marksOfA(c).map((r) => Number(r.listing_id)));
      const rows = answers[0]?.json?.data as { id: number; saveState: number; houseId: number }[];
      expect(rows.filter((r) => marked.has(r.id)).length).toBeGreaterThan(0);
      expect(rows.every((r) => r.saveState === 0 && r.houseId === 0)).toBe(true);
    },
  },
  'GET /info/sellInfo': {
    why: "a shared listing, with the caller's company's mark only (A's conversion is not told)",
    requests: (c) => [get('/info/sellInfo', c.b.manager, { ...idsOf(c.a), id: converted(c).listingId })],
    check: (answers) => {
      codesAre(200)(answers);
      expect(answers[0]?.json?.data).toMatchObject({ saveState: 0, houseId: 0, savedAt: '' });
    },
  },
  'GET /gather/save': {
    why: "a listing of A is not found in B's company: nothing is marked",
    requests: (c) => [
      get('/gather/save', c.b.manager, { ...idsOf(c.a), id: converted(c).listingId, houseId: converted(c).houseId }),
    ],
    check: async (answers, c) => {
      codesAre(404)(answers);
      expect(await c.b.rowsAfter('collect_saves')).toEqual([]);
    },
  },
  'POST /gather/save': {
    why: "a listing of A is not found in B's company: nothing is marked",
    requests: (c) => [
      json('/gather/save', c.b.manager, { ...idsOf(c.a), id: converted(c).listingId, houseId: converted(c).houseId }),
    ],
    check: async (answers, c) => {
      codesAre(404)(answers);
      expect(await c.b.rowsAfter('collect_saves')).toEqual([]);
    },
  },
  'POST /gather/refresh': {
    why: "collects the caller's company's cities into the shared table; needs the outside service (503 here)",
    requests: (c) => [json('/gather/refresh', c.b.manager, idsOf(c.a))],
    check: codesAre(503),
  },
};
