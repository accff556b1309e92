// taskEach: start-up jobs each in a task of their own, in order; it settles when all have.
import { describe, expect, it } from 'vitest';
import { taskEach } from '@/lib/task-each';

describe('taskEach', () => {
  it('runs each job in its own task, in order, after the caller', async () => {
    const log: string[] = [];
    const done = taskEach([
      () => {
        log.push('first');
        // A microtask of the first job runs before the second job: they are separate tasks.
        void Promise.resolve().then(() => log.push('first, microtask'));
      },
      () => log.push('second'),
    ]);
    log.push('caller');
    await done;
    expect(log).toEqual(['caller', 'first', 'first, microtask', 'second']);
  });

  it('settles when every job has settled, also when one fails or throws', async () => {
    const log: string[] = [];
    let finishSlow: () => void = () => undefined;
    const slow = new Promise<void>((resolve) => (finishSlow = resolve));
    let settled = false;
    const done = taskEach([
      () => slow.then(() => log.push('slow')),
      () => Promise.reject(new Error('refused')),
      () => {
        throw new Error('broken');
      },
    ]).then(() => (settled = true));
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(settled).toBe(false);
    finishSlow();
    await done;
    expect(settled).toBe(true);
    expect(log).toEqual(['slow']);
  });
});
