import { eq } from 'drizzle-orm';
import type { TTestApp } from '../../../test/create-test-app.ts';
import { oaFlowItems, oaFlows } from './oa.table.ts';

/**
 * The demo's flows (出售房源删除审批, 买卖合同作废审批) are enabled; a test file that sets up its own flow
 * on their items, or expects a direct delete by an agent, switches them off for its own database first.
 */
export async function demoFlowsOff(t: TTestApp, companyId: number): Promise<void> {
  await t.db.update(oaFlows).set({ state: 0 }).where(eq(oaFlows.companyId, companyId));
  await t.db.update(oaFlowItems).set({ enabled: 0 }).where(eq(oaFlowItems.companyId, companyId));
}
