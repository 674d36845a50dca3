import { describe, expect, it } from 'vitest';
import { telHref } from './tel-href.ts';

describe('telHref', () => {
  it('links a number to the dialler', () => {
    expect(telHref('13800000001')).toBe('tel:13800000001');
    expect(telHref('0571-8888 6666')).toBe('tel:057188886666');
  });

  it('gives no link when there is no number (the page says 暂无号码 instead of an empty tel:)', () => {
    expect(telHref('')).toBeNull();
    expect(telHref(undefined)).toBeNull();
    expect(telHref('138****0001')).toBeNull();
  });
});
