import { describe, expect, it } from 'vitest';
import { maskSecret } from './secret-mask.ts';

describe('maskSecret', () => {
  it('shows only the last two characters of a long secret', () => {
    expect(maskSecret('xfl-salt-2026-ab')).toBe('******ab');
  });
  it('shows nothing of a short one, and nothing at all when none is set', () => {
    expect(maskSecret('abc123')).toBe('******');
    expect(maskSecret('')).toBe('');
  });
});
