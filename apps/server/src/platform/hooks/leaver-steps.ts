import type { TExecutor } from '../db/db.ts';

/** Who leaves, who takes over, and who carries it out. */
export type THandover = { companyId: number; fromUserId: number; toUserId: number; byUserId: number };

/**
 * One module's share of a hand-over: move everything the leaver holds (listings, customers, team
 * roles, departments led …) to the colleague, inside the caller's transaction. Throwing rolls the
 * whole leaving back.
 */
export type THandoverStep = { name: string; run(tx: TExecutor, handover: THandover): Promise<void> };

/**
 * The hand-over steps of one app: the modules that own rows with an owner register a step (in their
 * routes' register()); the organisation module runs them all when a member leaves. Keyed by name:
 * registering a name again replaces its step.
 */
export class LeaverSteps {
  private readonly steps = new Map<string, THandoverStep>();

  /** Adds the step; the answer takes it out again. */
  register(step: THandoverStep): () => void {
    this.steps.set(step.name, step);
    return () => {
      if (this.steps.get(step.name) === step) this.steps.delete(step.name);
    };
  }

  names(): string[] {
    return [...this.steps.keys()];
  }

  /** Runs every step in registration order, in the given transaction. */
  async runAll(tx: TExecutor, handover: THandover): Promise<void> {
    for (const step of this.steps.values()) await step.run(tx, handover);
  }
}
