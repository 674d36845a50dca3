import type { TExecutor } from '../../platform/db/db.ts';

/** Who leaves, who takes over, and who carries it out. */
export type THandover = { companyId: number; fromUserId: number; toUserId: number; byUserId: number };

/**
 * One module's share of a hand-over: move everything the leaver holds (listings, customers, team
 * roles, departments led …) to the colleague, inside the caller's transaction. Throwing rolls the
 * whole leaving back.
 */
export type THandoverStep = { name: string; run(tx: TExecutor, handover: THandover): Promise<void> };

const steps = new Map<string, THandoverStep>();

/**
 * The modules that own rows with an owner register a step here (in their routes' register()). Keyed
 * by name, so registering again (one app per test file) replaces rather than repeats.
 */
export const handoverRegistry = {
  register(step: THandoverStep): () => void {
    steps.set(step.name, step);
    return () => {
      if (steps.get(step.name) === step) steps.delete(step.name);
    };
  },

  names(): string[] {
    return [...steps.keys()];
  },

  /** Runs every step in registration order, in the given transaction. */
  async runAll(tx: TExecutor, handover: THandover): Promise<void> {
    for (const step of steps.values()) await step.run(tx, handover);
  },
};
