import { describe, expect, it } from 'vitest';
import { pictureProblem } from './picture-file.ts';

describe('pictureProblem', () => {
  it('accepts PNG, JPEG and WebP up to 5 MB', () => {
    expect(pictureProblem({ type: 'image/png', size: 1000 })).toBeNull();
    expect(pictureProblem({ type: 'image/webp', size: 5 * 1024 * 1024 })).toBeNull();
  });

  it('refuses other types and larger files', () => {
    expect(pictureProblem({ type: 'image/gif', size: 10 })).toBe('请选择PNG、JPG或WebP格式的图片');
    expect(pictureProblem({ type: 'image/jpeg', size: 5 * 1024 * 1024 + 1 })).toBe('图片不能超过5MB');
  });
});
