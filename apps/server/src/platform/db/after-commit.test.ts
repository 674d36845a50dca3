import { describe, expect, it } from 'vitest';
import { afterCommit, committing, keptIfCompleted } from './after-commit.ts';

describe('after commit', () => {
  it('runs what was queued after the work, in order, and only when the work succeeded', async () => {
    const done: string[] = [];
    const result = await committing(async () => {
      afterCommit(async () => void done.push('first'));
      afterCommit(async () => void done.push('second'));
      done.push('work');
      return 7;
    });
    expect(result).toBe(7);
    expect(done).toEqual(['work', 'first', 'second']);
    await expect(
      committing(async () => {
        afterCommit(async () => void done.push('never'));
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(done).not.toContain('never');
  });

  it('drops what a part that failed on its own queued, keeps what a completed part queued', async () => {
    const done: string[] = [];
    await committing(async () => {
      await keptIfCompleted(async () => afterCommit(async () => void done.push('kept')));
      await keptIfCompleted(async () => {
        afterCommit(async () => void done.push('dropped'));
        throw new Error('savepoint rolled back');
      }).catch(() => undefined);
    });
    expect(done).toEqual(['kept']);
  });

  it('refuses to queue outside a unit of work', () => {
    expect(() => afterCommit(async () => undefined)).toThrow();
  });
});
