import { describe, expect, it } from 'vitest';
import { smsText } from './sms-templates.ts';

/** The texts people read, word for word: a change of wording shows here in review. */
describe('smsText', () => {
  it('writes an account code', () => {
    expect(smsText({ template: 'verify-code', params: { code: '123456', minutes: '10' } })).toBe(
      '您的验证码为123456，10分钟内有效，请勿泄露给他人。',
    );
  });

  it('invites a party to sign, with the contract number and their role', () => {
    expect(
      smsText({
        template: 'sign-invite',
        params: { contractNo: 'QY20261207001', role: '买受人', url: 'https://awb.example.com/h5/#/x?token=t' },
      }),
    ).toBe(
      '您有一份合同（编号QY20261207001）待您作为买受人签署，请打开链接查看并签署：https://awb.example.com/h5/#/x?token=t',
    );
  });

  it('names the brokerage and the contract in a signing code', () => {
    expect(
      smsText({
        template: 'sign-code',
        params: { code: '654321', minutes: '10', company: '杭州安居房产经纪有限公司', contractNo: 'QY20261207001' },
      }),
    ).toBe(
      '您正在签署杭州安居房产经纪有限公司的合同（编号QY20261207001），验证码654321，10分钟内有效。' +
        '输入即确认由您本人签署该合同；如非本人操作，请勿告知他人。',
    );
  });

  it('sends a party the link to their signed copy, with its lifetime', () => {
    expect(
      smsText({
        template: 'sign-copy',
        params: {
          contractNo: 'QY20261207001',
          role: '甲方',
          days: '30',
          url: 'https://awb.example.com/h5/#/pages/public/contract-copy?token=t',
        },
      }),
    ).toBe(
      '您作为甲方签署的合同（编号QY20261207001）已全部签署完成，' +
        '请打开链接查看、下载您的合同文本（30天内有效）：https://awb.example.com/h5/#/pages/public/contract-copy?token=t',
    );
  });
});
