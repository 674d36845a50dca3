import { MSG } from '@awb/contract/common/codes';
import { describe, expect, it } from 'vitest';
import {
  AGREEMENT_REQUIRED,
  checkCode,
  checkNewPassword,
  checkPhone,
  checkRegister,
  type TRegisterValues,
} from './account-validation.ts';

describe('checkPhone', () => {
  it('asks for a phone, then checks 11 digits starting with 1', () => {
    expect(checkPhone('')).toBe(MSG.phoneRequired);
    expect(checkPhone('   ')).toBe(MSG.phoneRequired);
    expect(checkPhone(undefined)).toBe(MSG.phoneRequired);
    expect(checkPhone('2380000000')).toBe(MSG.phoneFormat);
    expect(checkPhone('1380000000')).toBe(MSG.phoneFormat);
    expect(checkPhone('13800000001')).toBeNull();
    expect(checkPhone(' 13800000001 ')).toBeNull();
  });
});

describe('checkCode', () => {
  it('asks for a code, then wants 6 digits', () => {
    expect(checkCode('')).toBe(MSG.codeRequired);
    expect(checkCode('12345')).toBe(MSG.codeWrong);
    expect(checkCode('12345a')).toBe(MSG.codeWrong);
    expect(checkCode('123456')).toBeNull();
  });
});

describe('checkNewPassword', () => {
  it('uses the shared password rule and wants the same confirmation', () => {
    expect(checkNewPassword('', '')).toBe(MSG.passwordRequired);
    expect(checkNewPassword('abcdef', 'abcdef')).toBe(MSG.passwordFormat);
    expect(checkNewPassword('abc12', 'abc12')).toBe(MSG.passwordFormat);
    expect(checkNewPassword('abc123', '')).toBe('请再次输入密码');
    expect(checkNewPassword('abc123', 'abc124')).toBe(MSG.passwordMismatch);
    expect(checkNewPassword('abc123', 'abc123')).toBeNull();
  });
});

describe('checkRegister', () => {
  const valid: TRegisterValues = {
    mode: 'create',
    phone: '13700000009',
    phonecode: '123456',
    company: '杭州测试房产',
    cityId: 1013,
    password: 'abc123',
    confirmPwd: 'abc123',
    agreed: true,
  };

  it('passes a complete form', () => {
    expect(checkRegister(valid)).toBeNull();
  });

  it('checks phone, then city, then code, in the seed order', () => {
    const empty: TRegisterValues = { mode: 'create' };
    expect(checkRegister(empty)).toBe(MSG.phoneRequired);
    expect(checkRegister({ ...empty, phone: '123' })).toBe(MSG.phoneFormat);
    expect(checkRegister({ ...empty, phone: valid.phone })).toBe(MSG.cityRequired);
    expect(checkRegister({ ...empty, phone: valid.phone, cityId: 1013 })).toBe(MSG.codeRequired);
  });

  it('needs a company name when creating, an invite code when joining', () => {
    expect(checkRegister({ ...valid, company: ' ' })).toBe(MSG.companyRequired);
    const joining: TRegisterValues = { ...valid, mode: 'join', company: '', cityId: null };
    expect(checkRegister(joining)).toBe('请输入邀请码');
    expect(checkRegister({ ...joining, inviteCode: 'AB12CD' })).toBe('请输入您的真实姓名');
    expect(checkRegister({ ...joining, inviteCode: 'AB12CD', userName: ' 赵敏 ' })).toBeNull();
  });

  it('checks the password and the agreement last', () => {
    expect(checkRegister({ ...valid, confirmPwd: 'x' })).toBe(MSG.passwordMismatch);
    expect(checkRegister({ ...valid, agreed: false })).toBe(AGREEMENT_REQUIRED);
  });
});
