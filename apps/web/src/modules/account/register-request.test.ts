import { REGISTER_DEFAULTS } from '@awb/contract/register.contract';
import { describe, expect, it } from 'vitest';
import { chosenCity, toRegisterRequest } from './register-request.ts';

const form = {
  phone: ' 13700000009 ',
  phonecode: '123456',
  password: 'abc123',
  confirmPwd: 'abc123',
  company: ' 杭州测试房产 ',
  region: ['11', '1087'],
  area: '西湖区',
  address: ' 文三路 1 号 ',
  inviteCode: 'IGNORED',
};

describe('toRegisterRequest', () => {
  it('sends a new company with its region and sourcetype 10 as an integer', () => {
    expect(toRegisterRequest('create', form)).toEqual({
      phone: '13700000009',
      phonecode: '123456',
      password: 'abc123',
      confirmPwd: 'abc123',
      sourcetype: 10,
      company: '杭州测试房产',
      address: '文三路 1 号',
      province: 11,
      city: 1087,
      area: '西湖区',
      sourceParam: '',
    });
    expect(typeof toRegisterRequest('create', form).sourcetype).toBe('number');
  });

  it('joins by invite code without company fields', () => {
    const body = toRegisterRequest('join', { ...form, inviteCode: ' AB12CD ' });
    expect(body).toEqual({
      phone: '13700000009',
      phonecode: '123456',
      password: 'abc123',
      confirmPwd: 'abc123',
      sourcetype: REGISTER_DEFAULTS.sourcetype,
      sourceParam: 'AB12CD',
    });
  });

  it('sends the name the registrant gave, trimmed', () => {
    expect(toRegisterRequest('join', { ...form, inviteCode: 'AB12CD', userName: ' 赵敏 ' }).userName).toBe('赵敏');
    expect(toRegisterRequest('create', { ...form, userName: '  ' })).not.toHaveProperty('userName');
  });

  it('falls back to the seed defaults when no region is chosen', () => {
    const body = toRegisterRequest('create', { ...form, region: [] });
    expect(body.province).toBe(REGISTER_DEFAULTS.province);
    expect(body.city).toBe(REGISTER_DEFAULTS.city);
  });
});

describe('chosenCity', () => {
  it('reads the city id of the picker value', () => {
    expect(chosenCity(['11', '1087'])).toBe(1087);
    expect(chosenCity(['11', null])).toBeNull();
    expect(chosenCity(undefined)).toBeNull();
  });
});
