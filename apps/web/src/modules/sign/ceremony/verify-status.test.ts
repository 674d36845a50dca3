import { VERIFY_STATUS } from '@awb/contract/sign-ceremony-constants';
import { describe, expect, it } from 'vitest';
import { pdfFileProblem, verifyVerdict } from './verify-status.ts';

describe('verifyVerdict', () => {
  it('says 有效, 已作废, 签署中 or 未找到', () => {
    expect(verifyVerdict(VERIFY_STATUS.valid)).toEqual({ headline: '有效', tone: 'valid' });
    expect(verifyVerdict(VERIFY_STATUS.invalidated).headline).toBe('已作废');
    expect(verifyVerdict(VERIFY_STATUS.signing).headline).toBe('签署中，尚未完成');
    expect(verifyVerdict(VERIFY_STATUS.unknown).headline).toBe('未找到');
    expect(verifyVerdict(99).tone).toBe('neutral');
  });
});

describe('pdfFileProblem', () => {
  const MB = 1024 * 1024;
  it('takes a PDF by type or by name', () => {
    expect(pdfFileProblem({ name: 'a.pdf', type: '', size: 10 }, 20 * MB)).toBeNull();
    expect(pdfFileProblem({ name: 'scan', type: 'application/pdf', size: 10 }, 20 * MB)).toBeNull();
  });
  it('refuses other files, empty ones and oversized ones', () => {
    expect(pdfFileProblem({ name: 'a.png', type: 'image/png', size: 10 }, 20 * MB)).toBe('请上传PDF文件');
    expect(pdfFileProblem({ name: 'a.pdf', type: '', size: 0 }, 20 * MB)).toBe('请选择要核验的PDF文件');
    expect(pdfFileProblem({ name: 'a.pdf', type: '', size: 21 * MB }, 20 * MB)).toBe('文件不能超过20MB');
  });
});
