// The sandbox's clock: the machine's time plus an offset that a developer or a test moves forward
// (`advance`). Expiries, settlements, maturities, confirmations and reviews are jobs due on this
// clock; advancing it runs every job that falls due, in order, before it answers.
import type { Db } from '../db/db';

export class Clock {
  private offset = 0;
  /** The machine's time when the clock was held (`hold`): it then stands still but for `advance`. */
  private heldAt: number | undefined;
  private listeners: Array<(now: number) => Promise<void>> = [];

  constructor(private readonly db: Db) {}

  async load(): Promise<void> {
    const row = await this.db.one<{ value: string }>("SELECT value FROM settings WHERE key = 'clock_offset'");
    this.offset = row ? Number(row.value) : 0;
  }

  /** Unix milliseconds on the sandbox clock. */
  now(): number {
    return (this.heldAt ?? Date.now()) + this.offset;
  }

  /**
   * Stops the clock where it is (only `advance` moves it then) until the returned function lets it
   * run again from there: for a test of a rule about time between two requests (at most one a
   * second), which the machine's time would otherwise decide on a loaded machine.
   */
  hold(): () => void {
    this.heldAt ??= Date.now();
    return () => {
      if (this.heldAt === undefined) return;
      // (on from where it stood: the time it was held does not count)
      this.offset -= Date.now() - this.heldAt;
      this.heldAt = undefined;
    };
  }

  /** Unix seconds on the sandbox clock. */
  seconds(): number {
    return Math.floor(this.now() / 1000);
  }

  get offsetMs(): number {
    return this.offset;
  }

  /** Runs whenever the clock jumps (after `advance`): the job runner and the settlements. */
  onJump(listener: (now: number) => Promise<void>): void {
    this.listeners.push(listener);
  }

  async advance(ms: number): Promise<number> {
    if (!Number.isFinite(ms) || ms < 0) throw new RangeError('the clock only moves forward');
    this.offset += ms;
    await this.db.query(
      "INSERT INTO settings (key, value) VALUES ('clock_offset', $1) ON CONFLICT (key) DO UPDATE SET value = $1",
      [String(this.offset)],
    );
    for (const listener of this.listeners) await listener(this.now());
    return this.now();
  }
}

/** `2026-11-28 14:41:44` (UTC), as the backends write `created_at`. */
export function dateTime(ms: number): string {
  return new Date(ms).toISOString().slice(0, 19).replace('T', ' ');
}
