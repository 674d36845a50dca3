import { describe, expect, it } from 'vitest';
import { emptyCustomerForm, formIssue, formProblem, isUntouched, toCustomerBody } from './customer-form-values.ts';

describe('the customer form', () => {
  it('starts untouched and asks for a name first', () => {
    const form = emptyCustomerForm();
    expect(isUntouched(form)).toBe(true);
    expect(formProblem(form)).toBe('请输入客户姓名');
  });

  it('sends typed ranges as numbers and empty bounds as null', () => {
    const form = {
      ...emptyCustomerForm(),
      customerInfo: [{ name: ' 王先生 ', phone: '13912345678', sex: 1 }],
      price: { min: '300', max: '' },
      area: { min: '80.5', max: '120' },
      community: [{ communityId: 3, name: '文鼎苑' }],
      region: [{ id: 330106, name: '西湖区' }],
      city: { id: 1086, name: '杭州市' },
    };
    const body = toCustomerBody(form);
    expect(body).toMatchObject({
      customerInfo: [{ name: '王先生', phone: '13912345678', sex: 1 }],
      price: 300,
      tprice: null,
      area: 80.5,
      tarea: 120,
      community: [3],
      region: [330106],
      city: 1086,
      downPayments: null,
    });
    expect(formProblem(form)).toBeNull();
  });

  it('checks with the contract: a minimum above the maximum, a wrong phone', () => {
    const base = { ...emptyCustomerForm(), customerInfo: [{ name: '李女士', phone: '13912345678', sex: 2 }] };
    expect(formProblem({ ...base, price: { min: '500', max: '300' } })).toBe('最低价格不能大于最高价格');
    expect(formProblem({ ...base, customerInfo: [{ name: '李女士', phone: '123', sex: 2 }] })).toBe(
      '联系电话格式不正确',
    );
  });
});

describe('formIssue', () => {
  it('names the field of the first problem, so the form can scroll to it and mark it', () => {
    expect(formIssue(emptyCustomerForm())).toEqual({ message: '请输入客户姓名', path: ['customerInfo', 0, 'name'] });
  });
});
