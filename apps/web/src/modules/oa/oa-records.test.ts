import { describe, expect, it } from 'vitest';
import {
  APPROVE_ACTION,
  approveConfirmText,
  parseRecordTab,
  RECORD_TABS,
  recordStatus,
  stepState,
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
});
