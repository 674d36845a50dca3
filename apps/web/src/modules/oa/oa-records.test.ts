import { describe, expect, it } from 'vitest';
import {
  APPROVE_ACTION,
  approveConfirmText,
  parseRecordTab,
  RECORD_TABS,
  recordStatus,
  stepLabel,
  stepState,
  subjectLink,
} from './oa-records.ts';

describe('oa records', () => {
  it('has the four tabs and parses ?tab=', () => {
    expect(RECORD_TABS.map((t) => t.title)).toEqual(['待我审批', '我已审批', '我发起的', '抄送我的']);
    expect(parseRecordTab('3')).toBe(3);
    expect(parseRecordTab('x')).toBe(1);
    expect(parseRecordTab(null)).toBe(1);
  });
  it('words the confirm per action', () => {
    expect(approveConfirmText(APPROVE_ACTION.reject)).toBe('是否确定驳回当前审批记录？');
    expect(approveConfirmText(APPROVE_ACTION.pass)).toBe('是否确定通过当前审批记录？');
  });
  it('labels statuses and steps', () => {
    expect(recordStatus(2).label).toBe('已驳回');
    expect(recordStatus(9).label).toBe('未知');
    expect(stepState({ status: 1 }, 0, 1)).toBe('finish');
    expect(stepState({ status: 0 }, 1, 1)).toBe('process');
    expect(stepState({ status: 0 }, 2, 1)).toBe('wait');
    expect(stepState({ status: 2 }, 1, 1)).toBe('error');
  });
  it('says 未开始 for a step not reached, 审批中 only for the one waiting', () => {
    const pending = { status: 0, currentStep: 1 };
    expect(stepLabel({ status: 1, skipped: 0 }, 0, pending)).toBe('已通过');
    expect(stepLabel({ status: 0, skipped: 0 }, 1, pending)).toBe('审批中');
    expect(stepLabel({ status: 0, skipped: 0 }, 2, pending)).toBe('未开始');
    expect(stepLabel({ status: 0, skipped: 1 }, 2, pending)).toBe('已跳过');
    // Rejected at step 1: step 2 never started; withdrawn while step 0 waited: it reads 已撤回.
    expect(stepLabel({ status: 0, skipped: 0 }, 2, { status: 2, currentStep: 1 })).toBe('未开始');
    expect(stepLabel({ status: 0, skipped: 0 }, 0, { status: 3, currentStep: 0 })).toBe('已撤回');
  });
  it('links a record to the listing or contract it holds', () => {
    expect(subjectLink({ appType: 1, targetId: 42, targetType: 2 })).toEqual({
      label: '房源详情',
      url: 'pages/house/detail?id=42&type=2',
    });
    expect(subjectLink({ appType: 5, targetId: 7, targetType: 1 })?.url).toBe('pages/contract/detail?id=7&type=1');
    expect(subjectLink({ appType: 6, targetId: 9, targetType: 0 })).toEqual({
      label: '合同详情',
      url: 'pages/sign/detail?contractId=9',
    });
    expect(subjectLink({ appType: 99, targetId: 9, targetType: 0 })).toBeUndefined();
  });
});
