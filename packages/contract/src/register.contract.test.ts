import { describe, expect, it } from 'vitest';
import { REGISTER_DEFAULTS, ZRegisterRequest } from './register.contract.ts';

const firstMessage = (input: unknown) => {
  const result = ZRegisterRequest.safeParse(input);
  return result.success ? null : result.error.issues[0]?.message;
};

describe('ZRegisterRequest', () => {
  it('fills in the seed defaults: province 5, city 1013, sourcetype 10', () => {
    const parsed = ZRegisterRequest.parse({
      phone: '13500000001',
      phonecode: '123456',
      password: 'abc12345',
      company: 'A',
    });
    expect(parsed).toMatchObject({ province: 5, city: 1013, sourcetype: 10, sourceParam: '', area: '', address: '' });
    expect(REGISTER_DEFAULTS).toEqual({ province: 5, city: 1013, sourcetype: 10 });
  });

  it('takes numbers sent as strings (forms) and trims text', () => {
    const parsed = ZRegisterRequest.parse({
      phone: ' 13500000001 ',
      phonecode: '123456',
      password: 'abc12345',
      company: '  晋阳房产 ',
      province: '4',
      city: '1013',
      sourcetype: '3',
    });
    expect(parsed).toMatchObject({ phone: '13500000001', company: '晋阳房产', province: 4, city: 1013, sourcetype: 3 });
  });

  it('reports the first problem in the order of seed 000 §5: phone, city, code', () => {
    expect(firstMessage({})).toBe('请输入手机号');
    expect(firstMessage({ phone: '12' })).toBe('手机号格式不正确');
    expect(firstMessage({ phone: '13500000001', city: '' })).toBe('请选择省市！');
    expect(firstMessage({ phone: '13500000001' })).toBe('请输入验证码');
  });

  it('needs a company name unless joining by invite code, and matching passwords', () => {
    const base = { phone: '13500000001', phonecode: '123456', password: 'abc12345' };
    expect(firstMessage(base)).toBe('请输入公司名称');
    expect(firstMessage({ ...base, sourceParam: 'ABCD2345' })).toBeNull();
    expect(firstMessage({ ...base, company: 'A', confirmPwd: 'abc12346' })).toBe('两次输入的密码不一致');
    expect(firstMessage({ ...base, company: 'A', confirmPwd: 'abc12345' })).toBeNull();
  });
});
