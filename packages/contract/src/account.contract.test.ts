import { describe, expect, it } from 'vitest';
import { PHONE_CODE_TYPE, ZGetPhoneCodeRequest, ZLoginRequest, ZUserNameUpdateRequest } from './account.contract.ts';

const messages = (
  schema: { safeParse(v: unknown): { success: boolean; error?: { issues: { message: string }[] } } },
  v: unknown,
) => {
  const result = schema.safeParse(v);
  return result.success ? [] : (result.error?.issues.map((i) => i.message) ?? []);
};

describe('ZLoginRequest', () => {
  it('accepts a phone with a code (login page) or with a password (pwdLogin page)', () => {
    expect(ZLoginRequest.safeParse({ phone: '13800000001', phonecode: '123456' }).success).toBe(true);
    expect(ZLoginRequest.safeParse({ phone: '13800000001', password: 'demo1234' }).success).toBe(true);
  });

  it('asks for what the page is missing', () => {
    expect(messages(ZLoginRequest, { phone: '13800000001' })).toEqual(['请输入验证码']);
    expect(messages(ZLoginRequest, { phone: '13800000001', password: '' })).toEqual(['请输入密码']);
    expect(messages(ZLoginRequest, { phone: '' })[0]).toBe('请输入手机号');
  });
});

describe('ZGetPhoneCodeRequest', () => {
  it('defaults to a login code and allows the three account purposes only', () => {
    expect(ZGetPhoneCodeRequest.parse({ phone: '13800000001' }).type).toBe(PHONE_CODE_TYPE.login);
    expect(ZGetPhoneCodeRequest.parse({ phone: '13800000001', type: '3' }).type).toBe(PHONE_CODE_TYPE.cancellation);
    for (const type of [PHONE_CODE_TYPE.register, 0, 'x', 1.5]) {
      expect(messages(ZGetPhoneCodeRequest, { phone: '13800000001', type }), String(type)).toEqual(['参数错误']);
    }
  });
});

describe('ZUserNameUpdateRequest', () => {
  it('needs a name (seed 001 §5: 请输入用户名称) of at most 20 characters', () => {
    expect(messages(ZUserNameUpdateRequest, {})).toEqual(['请输入用户名称']);
    expect(messages(ZUserNameUpdateRequest, { userName: '  ' })).toEqual(['请输入用户名称']);
    expect(messages(ZUserNameUpdateRequest, { userName: '长'.repeat(21) })).toEqual(['内容不能超过20个字']);
    expect(ZUserNameUpdateRequest.parse({ userName: ' 张伟 ' })).toEqual({ userName: '张伟' });
  });
});
