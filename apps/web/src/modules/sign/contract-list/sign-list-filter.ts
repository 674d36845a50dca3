import {
  SIGN_CONTRACT_STATE,
  SIGN_CONTRACT_STATE_ALL,
  SIGN_CONTRACT_STATE_NAMES,
  SIGN_SORT,
  SIGN_SORT_NAMES,
} from '@awb/contract/sign-contract-constants';

/** What the signing contract list (pages/sign/index) is narrowed by; seed 000 §9 defaults. */
export type TSignListFilter = {
  key: string;
  /** Box type: 0 all, 1 买卖, 2 租赁, 3 居间. */
  type: number;
  /** 7 all (default), else a SIGN_CONTRACT_STATE. */
  state: number;
  /** Submission days, YYYY-MM-DD, either end open. */
  dateStart?: string;
  dateEnd?: string;
  /** SIGN_SORT, default 4 最新创建. */
  sortField: number;
};

export const DEFAULT_SIGN_FILTER: TSignListFilter = {
  key: '',
  type: 0,
  state: SIGN_CONTRACT_STATE_ALL,
  sortField: SIGN_SORT.createdNewest,
};

export const SIGN_TYPE_TABS = [
  { value: 0, label: '全部' },
  { value: 1, label: '买卖' },
  { value: 2, label: '租赁' },
  { value: 3, label: '居间' },
] as const;

/** 全部 (7) then every state in order. */
export const SIGN_STATE_OPTIONS: { value: number; label: string }[] = [
  { value: SIGN_CONTRACT_STATE_ALL, label: '全部' },
  ...Object.values(SIGN_CONTRACT_STATE).map((s) => ({ value: s, label: SIGN_CONTRACT_STATE_NAMES[s] ?? '' })),
];

export const SIGN_SORT_OPTIONS: { value: number; label: string }[] = Object.values(SIGN_SORT).map((s) => ({
  value: s,
  label: SIGN_SORT_NAMES[s] ?? '',
}));

type TQuery = { key?: string; type?: number; state?: number; dateStart?: string; dateEnd?: string; sortField?: number };

/** signPosts' query without paging: defaults and empty values left out, so the query key stays small. */
export function signPostsQuery(f: TSignListFilter): TQuery {
  const query: TQuery = {
    key: f.key.trim() || undefined,
    type: f.type || undefined,
    state: f.state === SIGN_CONTRACT_STATE_ALL ? undefined : f.state,
    dateStart: f.dateStart || undefined,
    dateEnd: f.dateEnd || undefined,
    sortField: f.sortField === SIGN_SORT.createdNewest ? undefined : f.sortField,
  };
  return Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined)) as TQuery;
}

/** Whether anything narrows the list (the empty state then offers to clear it); the order is not a filter. */
export function isSignFiltered(f: TSignListFilter): boolean {
  return (
    f.key.trim() !== '' ||
    f.type !== 0 ||
    f.state !== SIGN_CONTRACT_STATE_ALL ||
    Boolean(f.dateStart) ||
    Boolean(f.dateEnd)
  );
}
