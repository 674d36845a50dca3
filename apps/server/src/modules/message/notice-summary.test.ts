import { NOTICE_LIMITS } from '@awb/contract/message.contract';
import { describe, expect, it } from 'vitest';
import { noticeSummary } from './notice-summary.ts';

describe('noticeSummary', () => {
  it('drops tags, scripts and styles and collapses white space', () => {
    expect(
      noticeSummary('<p>本周六 <b>团建</b></p>\n<script>alert(1)</script><style>p{}</style><p>请准时&nbsp;参加</p>'),
    ).toBe('本周六 团建 请准时 参加');
  });

  it('joins inline markup without spaces', () => {
    expect(noticeSummary('<p>成交<b>28套</b>，<span>第一</span></p><p>谢谢</p>')).toBe('成交28套，第一 谢谢');
  });

  it('decodes the common entities once', () => {
    expect(noticeSummary('a &lt;b&gt; &amp;lt; c')).toBe('a <b> &lt; c');
  });

  it('cuts long text by characters, not bytes', () => {
    const long = '公'.repeat(NOTICE_LIMITS.summaryMax + 5);
    expect(noticeSummary(long)).toBe(`${'公'.repeat(NOTICE_LIMITS.summaryMax)}…`);
    expect(noticeSummary('短')).toBe('短');
  });
});
