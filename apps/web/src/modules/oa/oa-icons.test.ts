import { describe, expect, it } from 'vitest';
import { OA_ICONS, oaIcon } from './oa-icons.ts';

describe('oa icons', () => {
  it('offers 36 distinct icons, neighbours in different colours', () => {
    expect(OA_ICONS).toHaveLength(36);
    expect(new Set(OA_ICONS.map((i) => i.key)).size).toBe(36);
    expect(OA_ICONS.map((i) => i.id)).toEqual(Array.from({ length: 36 }, (_, i) => i + 1));
    for (let i = 1; i < OA_ICONS.length; i += 1) expect(OA_ICONS[i]!.color).not.toBe(OA_ICONS[i - 1]!.color);
  });
  it('falls back to the first icon for unknown numbers', () => {
    expect(oaIcon(99).key).toBe('file');
    expect(oaIcon(null).key).toBe('file');
    expect(oaIcon(25).key).toBe('bell');
  });
});
