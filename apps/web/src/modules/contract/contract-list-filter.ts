import { CONTRACT_SORT } from '@awb/contract/contract-fields';

/** What the contract list is narrowed by (page contract/index). */
export type TContractFilter = {
  key: string;
  /** 0 all. */
  state: number;
  /** Sign-date range, YYYY-MM-DD, either end open. */
  dateStart?: string;
  dateEnd?: string;
  sort: number;
};

export const EMPTY_CONTRACT_FILTER: TContractFilter = { key: '', state: 0, sort: CONTRACT_SORT.signDate };

export const CONTRACT_SORT_OPTIONS = [
  { value: CONTRACT_SORT.signDate, label: '签约日期最新' },
  { value: CONTRACT_SORT.created, label: '最新录入' },
  { value: CONTRACT_SORT.amount, label: '金额最高' },
] as const;

/** The list call's body (without paging): empty filters are left out so the query key stays small. */
export function contractListBody(f: TContractFilter): {
  key?: string;
  state?: number;
  dateStart?: string;
  dateEnd?: string;
  sort?: number;
} {
  const body = {
    key: f.key.trim() || undefined,
    state: f.state || undefined,
    dateStart: f.dateStart || undefined,
    dateEnd: f.dateEnd || undefined,
    sort: f.sort === CONTRACT_SORT.signDate ? undefined : f.sort,
  };
  return Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined));
}

/** Whether anything narrows the list (the empty state then suggests clearing it). */
export function isFiltered(f: TContractFilter): boolean {
  return f.key.trim() !== '' || f.state !== 0 || Boolean(f.dateStart) || Boolean(f.dateEnd);
}
