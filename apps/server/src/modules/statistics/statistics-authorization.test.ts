import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { DEMO } from '../../../test/create-test-app.ts';
import { setupFileApp } from '../../../test/file-app.ts';
import { permissionMatrix, type TMatrixCases } from '../../../test/permission-matrix.ts';
import { registeredEndpoints } from '../../platform/http/route.ts';
import { customers } from '../customer/customer.table.ts';
import { listings } from '../housing/listing.table.ts';

/**
 * Every 经营统计 call is guarded by MANAGER_ITEM.statistics: someone holding every other permission is
 * refused with the seeds' message, someone holding just that item and a manager are answered.
 */
const { t, manager } = setupFileApp({ manager: 'managerA' });
const get = (url: string): InjectOptions => ({ method: 'GET', url });
const post = (url: string): InjectOptions => ({ method: 'POST', url, payload: { dateType: 3 } });

const CASES: TMatrixCases = {
  'GET /ManagementCenter/companyInfo': async () => get('/ManagementCenter/companyInfo'),
  'GET /ManagementCenter/accountInfo': async () => get('/ManagementCenter/accountInfo'),
  'GET /ManagementCenter/waitCount': async () => get('/ManagementCenter/waitCount'),
  'GET /ManagementCenter/contractReport': async () => get('/ManagementCenter/contractReport'),
  'POST /ManagementCenter/performanceStatistics': async () => post('/ManagementCenter/performanceStatistics'),
  'POST /ManagementCenter/businessStatistics': async () => post('/ManagementCenter/businessStatistics'),
  'POST /ManagementCenter/houseStatisticsTabelV2': async () => post('/ManagementCenter/houseStatisticsTabelV2'),
  'POST /ManagementCenter/customerStatisticsTabelV2': async () => post('/ManagementCenter/customerStatisticsTabelV2'),
};

const snapshot = () => Promise.all([t.db.select().from(customers), t.db.select().from(listings)]);
const guarded = () =>
  [...registeredEndpoints.values()].filter((e) => e.permission && /^\/ManagementCenter\//.test(e.path));

describe('the statistics authorisation matrix', () => {
  it('has a case for every guarded call', () => {
    const keys = guarded().map((e) => `${e.method} ${e.path}`);
    expect(keys.sort()).toEqual(Object.keys(CASES).sort());
  });

  const check = permissionMatrix({ t, companyId: DEMO.companyA.id, cases: CASES, snapshot, manager });
  it.each(Object.keys(CASES))('%s: refused without the permission, allowed with it and for a manager', check);
});
