import { describe, expect, it } from 'vitest';
import { parseSuccessData } from '../../public/success-data.ts';
import { submittedSuccessUrl } from './success-link.ts';

const dataOf = (url: string) => parseSuccessData(new URLSearchParams(url.split('?')[1]).get('data'));

describe('submitted success page', () => {
  it('offers download, copy link and the contract without an approval (seed 000 §4)', () => {
    const share = {
      download: 'https://awb.example.com/sign/pdf?o=1&c=12&k=preview&v=1&e=9&s=x',
      address: 'https://awb.example.com/h5/#/pages/public/pdf-viewer?url=x',
    };
    const d = dataOf(submittedSuccessUrl({ contractId: 12, contractNo: 'QY1', approvalId: 0 }, share));
    expect(d.groups.map((g) => g.map((b) => b.text))).toEqual([['下载合同', '复制链接'], ['查看合同']]);
    expect(d.groups[0]?.[0]).toMatchObject({ action: 'download', url: share.download });
    expect(d.groups[0]?.[1]).toMatchObject({ action: 'copy', value: share.address });
  });

  it('offers the contract and the list when no share link could be had', () => {
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
