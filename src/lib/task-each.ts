// Start-up work in small pieces: each job runs in a macrotask of its own (lib/next-task.ts, in the
// order given), so that several of them never add up to one long task that blocks the main thread
// (a request costs a few ms of axios, the envelope and React Query on a fast machine, four times
// that on a mid-range phone).
import { nextTask } from './next-task';

const ignore = (): void => undefined;

/** Runs every job in its own task; settles (never rejects) when each job's promise has settled. */
export function taskEach(jobs: readonly (() => unknown)[]): Promise<void> {
  return Promise.all(jobs.map((job) => nextTask().then(job).then(ignore, ignore))).then(ignore);
}
