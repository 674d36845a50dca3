import type { TExecutor } from '../../platform/db/db.ts';
import { signContractRepository as sign } from '../sign/sign-contract.repository.ts';

/**
 * 电子签约 contracts (份数) bought with a plan (docs/recharge.md "Paying opens the apps"): a quota row of
 * the sign module from the payment on, holding the plan's contracts plus what the quota in force has
 * left, until the later of the plan's end and that quota's end. The sign module reads the row covering
 * now that ends last, so nothing already bought is lost and the new contracts count at once.
 */
export async function grantSignContracts(
  tx: TExecutor,
  companyId: number,
  grant: { from: Date; until: Date; contracts: number; source: string },
): Promise<void> {
  const current = await sign.quotaAt(tx, companyId, grant.from);
  const used = current ? await sign.submittedBetween(tx, companyId, current.periodStart, current.periodEnd) : 0;
  const left = current ? Math.max(0, current.contracts - used) : 0;
  await sign.insertQuota(tx, {
    companyId,
    periodStart: grant.from,
    periodEnd: current && current.periodEnd > grant.until ? current.periodEnd : grant.until,
    contracts: grant.contracts + left,
    source: grant.source,
    createdAt: grant.from,
  });
}
