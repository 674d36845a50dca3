import { describe, expect, it } from 'vitest';
import { parseSuccessData } from '../../public/success-data.ts';
import { submittedSuccessUrl } from './success-link.ts';

const dataOf = (url: string) => parseSuccessData(new URLSearchParams(url.split('?')[1]).get('data'));

describe('submitted success page', () => {
  it('offers the contract and the list without an approval', () => {
    const d = dataOf(submittedSuccessUrl({ contractId: 12, contractNo: 'QY20261126000012', approvalId: 0 }));
    expect(d.message).toBe('发起签约成功');
    expect(d.description).toBe('合同编号 QY20261126000012');
    expect(d.groups.flat().map((b) => [b.text, b.url])).toEqual([
      ['查看合同', 'pages/sign/detail?contractId=12'],
      ['返回签约列表', 'pages/sign/index?back=index'],
    ]);
  });

  it('offers the approval first when one came back', () => {
    const d = dataOf(submittedSuccessUrl({ contractId: 12, contractNo: 'QY1', approvalId: 7 }));
    expect(d.title).toBe('已提交审批');
    expect(d.message).toBe('合同已提交，等待审批');
    expect(d.groups.flat().map((b) => b.text)).toEqual(['查看审批', '查看合同']);
    expect(d.groups[0]?.[0]?.url).toBe('pages/user/oa/approve-detail?approvalId=7');
  });
});
