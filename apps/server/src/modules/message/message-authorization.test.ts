import { describe, expect, it } from 'vitest';
import { DEMO } from '../../../test/create-test-app.ts';
import { setupFileApp } from '../../../test/file-app.ts';
import { permissionMatrix, type TMatrixCases } from '../../../test/permission-matrix.ts';
import { registeredEndpoints } from '../../platform/http/route.ts';
import { noticeReads, notices } from './notice.table.ts';

/**
 * For every message call that declares a permission (发布公告: release, modify, delete): someone holding
 * every other permission is refused with the seeds' message and nothing changes; someone holding just
 * that permission succeeds, and so does a manager. A guarded message call without a case fails.
 */
const { t, manager } = setupFileApp({ manager: 'managerA' });

let n = 0;
const made = async () => {
  const res = await t.call({
    method: 'POST',
    url: '/omp/gonggao/releaseV2',
    headers: manager,
    payload: { title: `矩阵公告${++n}`, content: '内容' },
  });
  return res.data.id as number;
};

const CASES: TMatrixCases = {
  'POST /omp/gonggao/releaseV2': async () => ({
    method: 'POST',
    url: '/omp/gonggao/releaseV2',
    payload: { title: `新公告${++n}`, content: '内容' },
  }),
  'POST /omp/gonggao/modifyV2': async () => ({
    method: 'POST',
    url: '/omp/gonggao/modifyV2',
    payload: { id: await made(), title: `改后${++n}`, content: '新内容' },
  }),
  'POST /omp/gonggao/gonggaoDel': async () => ({
    method: 'POST',
    url: '/omp/gonggao/gonggaoDel',
    payload: { id: await made() },
  }),
};

const snapshot = async () => Promise.all([t.db.select().from(notices), t.db.select().from(noticeReads)]);
const guarded = () => [...registeredEndpoints.values()].filter((e) => e.permission && /^\/omp\/gonggao\//.test(e.path));

describe('the message centre’s authorisation matrix', () => {
  it('has a case for every guarded call', () => {
    expect(
      guarded()
        .map((e) => `${e.method} ${e.path}`)
        .sort(),
    ).toEqual(Object.keys(CASES).sort());
  });

  const check = permissionMatrix({ t, companyId: DEMO.companyA.id, cases: CASES, snapshot, manager });
  it.each(Object.keys(CASES))('%s: refused without the permission, allowed with it and for a manager', check);
});
