import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SIGN_FILTER,
  isSignFiltered,
  SIGN_SORT_OPTIONS,
  SIGN_STATE_OPTIONS,
  signPostsQuery,
} from './sign-list-filter.ts';

describe('the signing list filter', () => {
  it('starts at the seed defaults: every state (7), newest created (4), and sends none of them', () => {
    expect(DEFAULT_SIGN_FILTER).toMatchObject({ state: 7, sortField: 4, type: 0, key: '' });
    expect(signPostsQuery(DEFAULT_SIGN_FILTER)).toEqual({});
    expect(isSignFiltered(DEFAULT_SIGN_FILTER)).toBe(false);
  });

  it('sends what narrows the list, the key trimmed', () => {
    const f = { key: ' 文鼎 ', type: 1, state: 4, dateStart: '2026-11-01', dateEnd: '', sortField: 1 };
    expect(signPostsQuery(f)).toEqual({ key: '文鼎', type: 1, state: 4, dateStart: '2026-11-01', sortField: 1 });
    expect(isSignFiltered(f)).toBe(true);
    expect(isSignFiltered({ ...DEFAULT_SIGN_FILTER, sortField: 2 })).toBe(false);
    expect(isSignFiltered({ ...DEFAULT_SIGN_FILTER, key: '  ' })).toBe(false);
  });

  it('offers 全部 and the five states, and the four orders', () => {
    expect(SIGN_STATE_OPTIONS.map((o) => o.label)).toEqual(['全部', '待签署', '签署中', '已完成', '已作废', '已撤销']);
    expect(SIGN_STATE_OPTIONS[0]?.value).toBe(7);
    expect(SIGN_SORT_OPTIONS.map((o) => `${o.value}${o.label}`)).toEqual([
      '1最近更新',
      '2最早更新',
      '3最早创建',
      '4最新创建',
    ]);
  });
});
