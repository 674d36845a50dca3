import { describe, expect, it } from 'vitest';
import { CODE_COUNTDOWN_SECONDS, codeButtonText, secondsLeft } from './countdown.ts';

describe('secondsLeft', () => {
  it('is 0 before the countdown starts', () => {
    expect(secondsLeft(null, 1_000)).toBe(0);
  });

  it('starts at 60 and counts whole seconds down', () => {
    expect(secondsLeft(10_000, 10_000)).toBe(CODE_COUNTDOWN_SECONDS);
    expect(secondsLeft(10_000, 10_999)).toBe(60);
    expect(secondsLeft(10_000, 11_000)).toBe(59);
    expect(secondsLeft(10_000, 69_000)).toBe(1);
  });

  it('resets to 0 when the time is up, and never goes negative', () => {
    expect(secondsLeft(10_000, 70_000)).toBe(0);
    expect(secondsLeft(10_000, 500_000)).toBe(0);
  });

  it('ignores a clock that went backwards', () => {
    expect(secondsLeft(10_000, 5_000)).toBe(60);
  });

  it('honours another length', () => {
    expect(secondsLeft(0, 2_500, 5)).toBe(3);
  });
});

describe('codeButtonText', () => {
  it('asks for a code when idle and shows the seconds while counting', () => {
    expect(codeButtonText(0)).toBe('获取验证码');
    expect(codeButtonText(60)).toBe('60s后重新获取');
    expect(codeButtonText(1)).toBe('1s后重新获取');
  });
});
