import type { TExecutor } from '../db/db.ts';

/** What an executor receives: the held action as stored on the request. */
export type THeldAction = {
  companyId: number;
  /** The sponsor: the action runs on their behalf. */
  sponsorId: number;
  /** The approver whose pass completed the request. */
  approverId: number;
  approvalId: number;
  itemId: number;
  targetType: number;
  targetId: number;
  payload: Record<string, unknown>;
  remark: string;
  at: Date;
};

/**
 * Runs a held action inside the transaction of the final pass, after re-checking its preconditions;
 * an AppError it throws ends the request as 无法执行 with that message. What cannot be rolled back (a
 * text message) it queues with `afterCommit` (platform/db/after-commit.ts): it runs once the pass commits.
 */
export type TActionExecutor = (tx: TExecutor, action: THeldAction) => Promise<void>;

/**
 * The held business actions of one app, by name (`contract.state`): the business modules register
 * theirs, each in one file of their own; the approvals module runs them by the name stored on the
 * request and never imports those modules (the arrow points down).
 */
export class HeldActions {
  private readonly executors = new Map<string, TActionExecutor>();

  register(action: string, executor: TActionExecutor): void {
    this.executors.set(action, executor);
  }

  executor(action: string): TActionExecutor | undefined {
    return this.executors.get(action);
  }
}
