import { CEREMONY_MSG } from '@awb/contract/sign-ceremony-constants';
import { describe, expect, it } from 'vitest';
import { signingRefusal } from './signing-errors.ts';

describe('signingRefusal', () => {
  it('names a dead, expired or used link plainly', () => {
    expect(signingRefusal(CEREMONY_MSG.linkInvalid).title).toBe('链接已失效');
    expect(signingRefusal(CEREMONY_MSG.linkExpired)).toEqual({
      title: '链接已过期',
      description: CEREMONY_MSG.linkExpired,
    });
    expect(signingRefusal(CEREMONY_MSG.alreadySigned).title).toBe('您已签署');
    expect(signingRefusal(CEREMONY_MSG.notSignable).description).toBe('该合同当前状态不能签署');
  });
  it('shows any other reason as the server gave it, and a network hint when there is none', () => {
    expect(signingRefusal('操作过于频繁，请稍后再试').description).toBe('操作过于频繁，请稍后再试');
    expect(signingRefusal('').description).toBe('请检查网络后重试');
  });
});
