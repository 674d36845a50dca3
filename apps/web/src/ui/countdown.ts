/** Seed 000 §4 / §9: a phone-code countdown starts at 60 s, counts down, then resets. */
export const CODE_COUNTDOWN_SECONDS = 60;

/**
 * Whole seconds left of a countdown started at `startedAt` (ms), or 0 when not running or over.
 * Computed from timestamps, not ticks, so a throttled background tab still shows the right value.
 */
export function secondsLeft(startedAt: number | null, now: number, total = CODE_COUNTDOWN_SECONDS): number {
  if (startedAt === null) return 0;
  const elapsed = Math.max(0, now - startedAt);
  return Math.max(0, total - Math.floor(elapsed / 1000));
}

/** The code button's text: 获取验证码, or `58s后重新获取` while counting. */
export function codeButtonText(left: number): string {
  return left > 0 ? `${left}s后重新获取` : '获取验证码';
}
