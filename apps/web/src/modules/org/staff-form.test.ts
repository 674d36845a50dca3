import { localDay } from '@awb/contract/common/china-time';
import { describe, expect, it } from 'vitest';
import { fromYmd, staffFormOf, toStaffBody } from './staff-form.ts';

describe('entry date', () => {
  it('round-trips a calendar day', () => {
    expect(localDay(new Date(2024, 2, 9))).toBe('2024-03-09');
    expect(localDay(fromYmd('2023-12-31')!)).toBe('2023-12-31');
    expect(fromYmd('')).toBeNull();
    expect(fromYmd('31/12/2023')).toBeNull();
  });
});

describe('toStaffBody', () => {
  const valid = { userName: ' 陈晨 ', phone: '13900001111', roleIds: [2] };
  it('builds the body with nulls for what is not set', () => {
    expect(toStaffBody({ ...valid, dept: { deptId: 0, deptName: '公司' }, entryDate: new Date(2025, 0, 2) })).toEqual({
      body: {
        userName: '陈晨',
        phone: '13900001111',
        deptId: null,
        jobId: null,
        rankId: null,
        roleIds: [2],
        isManager: false,
        entryDate: '2025-01-02',
      },
    });
  });
  it("answers the contract's messages", () => {
    expect(toStaffBody({ ...valid, userName: '' })).toEqual({ error: '请输入员工姓名' });
    expect(toStaffBody({ ...valid, phone: '' })).toEqual({ error: '请输入手机号' });
    expect(toStaffBody({ ...valid, phone: '1234' })).toEqual({ error: '手机号格式不正确' });
  });
  it('reads staffDetail back into the form', () => {
    const form = staffFormOf({
      userName: '李娜',
      phone: '13800000002',
      deptId: 3,
      deptName: '西湖店',
      jobId: 0,
      rankId: 4,
      isManager: false,
      entryDate: '2024-05-01',
      roles: [{ roleId: 1 }],
    });
    expect(form.dept).toEqual({ deptId: 3, deptName: '西湖店' });
    expect(form.jobId).toBeNull();
    expect(form.rankId).toBe(4);
    expect(form.roleIds).toEqual([1]);
    expect(localDay(form.entryDate!)).toBe('2024-05-01');
  });
});
