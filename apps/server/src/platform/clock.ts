/** Time source, injected so that tests can move it (code expiry, cancellation after 15 days). */
export type TClock = { now(): Date };

export const systemClock: TClock = { now: () => new Date() };

export class ManualClock implements TClock {
  private current: number;
  constructor(start = new Date('2026-11-23T09:00:00+08:00')) {
    this.current = start.getTime();
  }
  now(): Date {
    return new Date(this.current);
  }
  advance(ms: number): void {
    this.current += ms;
  }
}
