import { APP_TYPE } from '@awb/contract/common/apps';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { THeaders, TTestApp } from '../../../test/create-test-app.ts';
import { oaFlowItems, oaFlows } from './oa.table.ts';

/**
 * The demo's flows (出售房源删除审批, 买卖合同作废审批) are enabled; a test file that sets up its own flow
 * on their items, or expects a direct delete by an agent, switches them off for its own database first.
 */
export async function demoFlowsOff(t: TTestApp, companyId: number): Promise<void> {
  await t.db.update(oaFlows).set({ state: 0 }).where(eq(oaFlows.companyId, companyId));
  await t.db.update(oaFlowItems).set({ enabled: 0 }).where(eq(oaFlowItems.companyId, companyId));
}

/**
 * Runs `fn` while an enabled flow of the manager's covers one contract item for every sponsor, with
 * these steps (`approverList`) and empty-step rule; deletes the flow after.
 */
export async function withContractFlow(
  t: TTestApp,
  manager: THeaders,
  flow: { approvalName: string; icon: number; item: number; approverList: object[]; emptyApprover?: number },
  fn: () => Promise<void>,
): Promise<void> {
  const { item, ...rest } = flow;
  const created = await t.call({
    method: 'POST',
    url: '/oa/oaApprovalCreate',
    payload: { ...rest, appType: APP_TYPE.contract, oaItemIdSelected: [item], sponsor: { range: 1 } },
    headers: manager,
  });
  expect(created.code, created.msg).toBe(200);
  try {
    await fn();
  } finally {
    await t.call({
      method: 'GET',
      url: `/oa/oaApprovalDel?oaApprovalId=${created.data.oaApprovalId}`,
      headers: manager,
    });
  }
}
