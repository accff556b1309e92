// Scheduled jobs on the sandbox clock: a deposit's confirmations, a withdrawal's review, a seconds
// option's expiry, an identity review, a lock's maturity... Each job is a row (so a restart loses
// none), run once, in its own transaction, when the clock passes its time: by the runner's timer
// or at once when the clock is advanced.
import type { Db, Queryable } from '../db/db';

export type JobHandler = (
  payload: Record<string, unknown>,
  q: Queryable,
  job: { id: number; dueAt: number },
) => Promise<void>;

/**
 * Writes a job due at `dueAt` in the caller's transaction (the seed writes its jobs this way too,
 * before any runner exists; the runner picks them up when due). Returns its id.
 */
export async function scheduleJob(
  q: Queryable,
  kind: string,
  dueAt: number,
  payload: Record<string, unknown> = {},
): Promise<number> {
  const row = await q.one<{ id: number }>('INSERT INTO jobs (due_at, kind, payload) VALUES ($1, $2, $3) RETURNING id', [
    Math.round(dueAt),
    kind,
    JSON.stringify(payload),
  ]);
  return Number(row?.id);
}

export class Jobs {
  private handlers = new Map<string, JobHandler>();
  private running: Promise<number> | null = null;
  private timer: NodeJS.Timeout | undefined;
  /** Work to do once a job's transaction has committed (push events, notifications to sockets). */
  private afterCommit: Array<() => void> = [];

  constructor(
    private readonly db: Db,
    private readonly now: () => number,
  ) {}

  on(kind: string, handler: JobHandler): void {
    if (this.handlers.has(kind)) throw new Error(`job "${kind}" registered twice`);
    this.handlers.set(kind, handler);
  }

  schedule(q: Queryable, kind: string, dueAt: number, payload: Record<string, unknown> = {}): Promise<number> {
    return scheduleJob(q, kind, dueAt, payload);
  }

  /** Runs `fn` after the current job's transaction has committed. */
  later(fn: () => void): void {
    this.afterCommit.push(fn);
  }

  start(intervalMs = 500): void {
    this.stop();
    this.timer = setInterval(() => void this.runDue().catch((e) => console.error('[sandbox] jobs:', e)), intervalMs);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
  }

  /** Runs every job due by now, oldest first; returns how many ran. One run at a time. */
  runDue(): Promise<number> {
    if (this.running) return this.running.then(() => this.runDue());
    this.running = this.drain().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  private async drain(): Promise<number> {
    let count = 0;
    for (;;) {
      const due = await this.db.query<{ id: number; kind: string; payload: unknown; due_at: number }>(
        'SELECT id, kind, payload, due_at FROM jobs WHERE done_at IS NULL AND due_at <= $1 ORDER BY due_at, id LIMIT 50',
        [this.now()],
      );
      if (due.length === 0) return count;
      for (const job of due) {
        const handler = this.handlers.get(job.kind);
        const payload = (typeof job.payload === 'string' ? JSON.parse(job.payload) : job.payload) as Record<
          string,
          unknown
        >;
        this.afterCommit = [];
        try {
          await this.db.tx(async (q) => {
            const claimed = await q.one('UPDATE jobs SET done_at = $2 WHERE id = $1 AND done_at IS NULL RETURNING id', [
              job.id,
              this.now(),
            ]);
            if (!claimed) return;
            if (!handler) {
              console.error(`[sandbox] no handler for job "${job.kind}"; dropped`);
              return;
            }
            await handler(payload, q, { id: Number(job.id), dueAt: Number(job.due_at) });
          });
          for (const fn of this.afterCommit) fn();
        } catch (error) {
          console.error(`[sandbox] job ${job.kind} #${job.id} failed:`, error);
          await this.db.query('UPDATE jobs SET done_at = $2 WHERE id = $1', [job.id, this.now()]);
        }
        this.afterCommit = [];
        count += 1;
      }
    }
  }
}
