/**
 * Ends the process once, with code 0, on SIGTERM or SIGINT, after closing what the start has opened
 * so far (last opened, first closed). Listening for the signals is the first thing a process does: a
 * stop that arrives while the database is still opening or the demo is still being seeded waits for
 * that step, closes it and exits cleanly instead of dying with 143 halfway through a write.
 */
export class Shutdown {
  private readonly closers: { name: string; close: () => Promise<void> | void }[] = [];
  private starting: Promise<unknown> = Promise.resolve();
  private closing = false;

  constructor(private readonly log: (message: string, error?: unknown) => void = console.error) {
    process.on('SIGTERM', () => void this.stop('SIGTERM'));
    process.on('SIGINT', () => void this.stop('SIGINT'));
  }

  /**
   * A step of the start: a signal during it waits for it to end (or fail) before closing; once a
   * stop has begun, no further step starts (the start simply goes no further).
   */
  step<T>(run: () => Promise<T>): Promise<T> {
    if (this.closing) return new Promise<T>(() => {});
    const work = run();
    this.starting = Promise.allSettled([this.starting, work]);
    return work;
  }

  /** Something to close on the way out. */
  onStop(name: string, close: () => Promise<void> | void): void {
    this.closers.push({ name, close });
  }

  get stopping(): boolean {
    return this.closing;
  }

  private async stop(signal: string): Promise<void> {
    if (this.closing) return;
    this.closing = true;
    this.log(`${signal}: shutting down`);
    await this.starting;
    for (const { name, close } of this.closers.reverse()) {
      try {
        await close();
      } catch (error) {
        this.log(`closing ${name} failed`, error);
      }
    }
    process.exit(0);
  }
}
