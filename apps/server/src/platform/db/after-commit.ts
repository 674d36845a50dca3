import { AsyncLocalStorage } from 'node:async_hooks';

/** Something to do once the data it follows is committed: a text message, which cannot be rolled back. */
export type TAfterCommit = () => Promise<void>;

const queues = new AsyncLocalStorage<TAfterCommit[]>();

/**
 * Runs `work` (which opens and commits a transaction), then what the code inside it queued with
 * `afterCommit`, in order. When `work` throws, nothing queued runs. Each effect handles its own
 * failure (a text that could not be sent does not undo what was committed).
 */
export async function committing<T>(work: () => Promise<T>): Promise<T> {
  const queue: TAfterCommit[] = [];
  const result = await queues.run(queue, work);
  for (const effect of queue) await effect();
  return result;
}

/**
 * A part of the transaction that may roll back on its own (a savepoint): what it queues is kept only
 * when it completes.
 */
export async function keptIfCompleted<T>(work: () => Promise<T>): Promise<T> {
  const outer = queues.getStore();
  const queue: TAfterCommit[] = [];
  const result = await queues.run(queue, work);
  if (queue.length > 0) {
    if (!outer) throw new Error('afterCommit outside committing()');
    outer.push(...queue);
  }
  return result;
}

/** Queues an effect for after the commit of the surrounding `committing` unit (none: a programming error). */
export function afterCommit(effect: TAfterCommit): void {
  const queue = queues.getStore();
  if (!queue) throw new Error('afterCommit outside committing()');
  queue.push(effect);
}
