import {
  CONTRACT_STATES,
  CONTRACT_TYPE,
  RENT_CONTRACT_STATE,
  SALE_CONTRACT_STATE,
} from '@awb/contract/contract-fields';
import { STATS_MONEY_UNIT, type TContractReport } from '@awb/contract/statistics.contract';
import type { TContractStateCount } from './contract-statistics.repository.ts';

/** States that end a contract without a deal (作废, 解除): not counted as signed business. */
const NOT_IN_FORCE: Record<number, readonly number[]> = {
  [CONTRACT_TYPE.sale]: [SALE_CONTRACT_STATE.voided, SALE_CONTRACT_STATE.terminated],
  [CONTRACT_TYPE.rent]: [RENT_CONTRACT_STATE.voided, RENT_CONTRACT_STATE.terminated],
};
/** States whose commission counts as paid (完成). */
const PAID: Record<number, number> = {
  [CONTRACT_TYPE.sale]: SALE_CONTRACT_STATE.completed,
  [CONTRACT_TYPE.rent]: RENT_CONTRACT_STATE.completed,
};

const money = (n: number) => Math.round(n * 100) / 100;

/** performanceStatistics from the period's contracts per type and state; type 0 both kinds. Pure. */
export function performanceFigures(
  rows: (TContractStateCount & { commission: number })[],
  type: number,
): { moneyUnit: typeof STATS_MONEY_UNIT; contractCount: number; paidCount: number; receivableCount: number } {
  let contractCount = 0;
  let paid = 0;
  let receivable = 0;
  for (const r of rows) {
    if (type !== 0 && r.contractType !== type) continue;
    if (NOT_IN_FORCE[r.contractType]?.includes(r.state)) continue;
    contractCount += r.count;
    receivable += r.commission;
    if (PAID[r.contractType] === r.state) paid += r.commission;
  }
  return { moneyUnit: STATS_MONEY_UNIT, contractCount, paidCount: money(paid), receivableCount: money(receivable) };
}

/** contractReport from all live contracts and this month's, per type and state. Pure. */
export function contractReport(all: TContractStateCount[], month: TContractStateCount[]): TContractReport {
  const kind = (contractType: number) => {
    const states = (CONTRACT_STATES[contractType] ?? []).map((s) => {
      const row = all.find((r) => r.contractType === contractType && r.state === s.value);
      return {
        state: s.value,
        label: s.label,
        color: s.color,
        count: row?.count ?? 0,
        amount: money(row?.amount ?? 0),
      };
    });
    const ofMonth = month.filter((r) => r.contractType === contractType);
    return {
      states,
      total: states.reduce((n, s) => n + s.count, 0),
      totalAmount: money(states.reduce((n, s) => n + s.amount, 0)),
      monthCount: ofMonth.reduce((n, r) => n + r.count, 0),
      monthAmount: money(ofMonth.reduce((n, r) => n + r.amount, 0)),
    };
  };
  return { moneyUnit: STATS_MONEY_UNIT, sale: kind(CONTRACT_TYPE.sale), rent: kind(CONTRACT_TYPE.rent) };
}
