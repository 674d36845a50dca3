import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ZId } from './fields.ts';
import { numeric } from './numeric.ts';

describe('ZId', () => {
  it('takes a positive integer or its decimal string', () => {
    expect(ZId.parse(4)).toBe(4);
    expect(ZId.parse('4')).toBe(4);
    expect(ZId.parse(' 17 ')).toBe(17);
  });

  it.each([true, false, [4], ['4'], { id: 4 }, null, '', '0x10', '1e3', '4abc', 0, -1, 1.5, '1.5'])(
    'refuses %j',
    (value) => {
      expect(ZId.safeParse(value).success).toBe(false);
    },
  );

  it('says what the seeds say', () => {
    const result = ZId.safeParse(true);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('参数错误');
  });
});

describe('numeric', () => {
  it('keeps the checks chained after it', () => {
    const schema = numeric('数量有误').int('数量有误').min(0).max(9).default(0);
    expect(schema.parse(undefined)).toBe(0);
    expect(schema.parse('3')).toBe(3);
    expect(schema.safeParse('10').success).toBe(false);
    expect(schema.safeParse(true).success).toBe(false);
  });

  it('reads an empty form field as 0, as before', () => {
    expect(numeric().parse('')).toBe(0);
  });

  it('documents itself as a number', () => {
    expect(z.toJSONSchema(numeric().int().positive())).toMatchObject({ type: 'integer' });
  });
});
