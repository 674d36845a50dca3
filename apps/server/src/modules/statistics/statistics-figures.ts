import { BUSINESS_METRICS, type TBusinessMetric } from '@awb/contract/statistics.contract';
import { periodDays } from '@awb/contract/statistics-period';
import type { TCountRow, TDeptRef, TMetric, TPerson } from './statistics.repository.ts';

/** The grouped counts of a request, by metric. */
export type TMetricCounts = Partial<Record<TMetric, TCountRow[]>>;

/** Which metric feeds each business figure. */
const BUSINESS_SOURCE: Record<TBusinessMetric, TMetric> = {
  newHouseCount: 'houseNew',
  houseFollowCount: 'houseFollow',
  newCustomerCount: 'customerNew',
  customerFollowCount: 'customerFollow',
  visitCount: 'customerVisit',
  dealCount: 'customerDeal',
};

const zeros = <K extends string>(keys: readonly K[]) =>
  Object.fromEntries(keys.map((k) => [k, 0])) as Record<K, number>;

/** The period's totals and one entry per day (days without activity as zeros). Pure. */
export function businessFigures(
  period: { startDate: string; endDate: string },
  counts: TMetricCounts,
): { summary: Record<TBusinessMetric, number>; series: (Record<TBusinessMetric, number> & { date: string })[] } {
  const summary = zeros(BUSINESS_METRICS);
  const byDay = new Map(periodDays(period).map((date) => [date, { date, ...zeros(BUSINESS_METRICS) }]));
  for (const figure of BUSINESS_METRICS) {
    for (const row of counts[BUSINESS_SOURCE[figure]] ?? []) {
      summary[figure] += row.n;
      const entry = byDay.get(row.day);
      if (entry) entry[figure] += row.n;
    }
  }
  return { summary, series: [...byDay.values()] };
}

const NO_DEPT = { id: 0, name: '未分配部门' };

/**
 * Table rows per person or per department (each counting its direct members, so rows add up to the
 * total). People who left appear only with figures; departments only when someone counted sits in
 * them. Counts of people outside `people` are ignored. Pure.
 */
export function groupRows<K extends string>(
  metrics: Record<K, TCountRow[]>,
  people: TPerson[],
  groupBy: 'dept' | 'user',
  departments: TDeptRef[],
): { groupBy: 'dept' | 'user'; rows: (Record<K, number> & { id: number; name: string })[]; total: Record<K, number> } {
  const keys = Object.keys(metrics) as K[];
  const personById = new Map(people.map((p) => [p.id, p]));
  const perPerson = new Map<number, Record<K, number>>();
  const total = zeros(keys);
  for (const key of keys) {
    for (const row of metrics[key]) {
      if (!personById.has(row.userId)) continue;
      const figures = perPerson.get(row.userId) ?? zeros(keys);
      figures[key] += row.n;
      total[key] += row.n;
      perPerson.set(row.userId, figures);
    }
  }
  if (groupBy === 'user') {
    const rows = people
      .filter((p) => p.status === 1 || perPerson.has(p.id))
      .map((p) => ({ id: p.id, name: p.name, ...(perPerson.get(p.id) ?? zeros(keys)) }));
    return { groupBy, rows, total };
  }
  const perDept = new Map<number, Record<K, number>>();
  for (const p of people) {
    const deptId = p.departmentId ?? NO_DEPT.id;
    const figures = perDept.get(deptId) ?? zeros(keys);
    const own = perPerson.get(p.id);
    if (own) for (const key of keys) figures[key] += own[key];
    if (own || p.status === 1) perDept.set(deptId, figures);
  }
  const known = departments.filter((d) => perDept.has(d.id));
  const rows = known.map((d) => ({ id: d.id, name: d.name, ...(perDept.get(d.id) as Record<K, number>) }));
  // People whose department is gone or who sit in none.
  const rest = zeros(keys);
  let hasRest = false;
  for (const [deptId, figures] of perDept) {
    if (known.some((d) => d.id === deptId)) continue;
    hasRest = true;
    for (const key of keys) rest[key] += figures[key];
  }
  if (hasRest) rows.push({ ...NO_DEPT, ...rest });
  return { groupBy, rows, total };
}
