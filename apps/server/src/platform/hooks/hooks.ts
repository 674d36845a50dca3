import { AppItems } from './app-items.ts';
import { HeldActions } from './held-actions.ts';
import { LeaverSteps } from './leaver-steps.ts';
import { WaitingCounts } from './waiting-counts.ts';

/**
 * The points where one module runs what others registered, one set per app (`app.deps.hooks`): the
 * platform owns the mechanism, the modules own the callbacks and register them in their routes.
 */
export type THooks = {
  /** Business actions held for approval, run on the request's last pass (the approvals module). */
  heldActions: HeldActions;
  /** Hand-over steps run when a member leaves or closes their account (the organisation module). */
  leaverSteps: LeaverSteps;
  /** Counters of the caller's waiting items (sign/pageCount). */
  waitingCounts: WaitingCounts;
  /** App types whose items take follow-ups and app records (the /app/* calls). */
  appItems: AppItems;
};

export function createHooks(): THooks {
  return {
    heldActions: new HeldActions(),
    leaverSteps: new LeaverSteps(),
    waitingCounts: new WaitingCounts(),
    appItems: new AppItems(),
  };
}
