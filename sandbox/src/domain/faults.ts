// Scenario faults: the next N calls of an operation answer something else than the world would:
// a business error, 999, 998, HTTP 500, malformed data, or slowly (a latency, or never). Set from
// the control API or the CLI; kept in memory (a restart clears them).
export type FaultKind = 'error' | '999' | '998' | 'http500' | 'malformed' | 'slow' | 'hang' | 'empty';

export interface Fault {
  id: number;
  /** operationId, or "*" for every operation. */
  operation: string;
  kind: FaultKind;
  /** Calls left; Infinity until cleared. */
  remaining: number;
  /** For error/999/998: the message. */
  message?: string;
  /** For slow: the latency in ms (then the real answer). */
  delayMs?: number;
  /** Only for this user (optional). */
  userId?: number;
}

export const FAULT_KINDS: readonly FaultKind[] = [
  'error',
  '999',
  '998',
  'http500',
  'malformed',
  'slow',
  'hang',
  'empty',
];

export class Faults {
  private list: Fault[] = [];
  private nextId = 1;

  add(fault: Omit<Fault, 'id'>): Fault {
    const f = { ...fault, id: this.nextId++ };
    this.list.push(f);
    return f;
  }

  all(): Fault[] {
    return this.list.map((f) => ({ ...f }));
  }

  clear(operation?: string): number {
    const before = this.list.length;
    this.list = operation ? this.list.filter((f) => f.operation !== operation) : [];
    return before - this.list.length;
  }

  /** The fault this call takes (counted), if any. */
  take(operationId: string, userId: number | undefined): Fault | undefined {
    const f = this.list.find(
      (x) =>
        (x.operation === operationId || x.operation === '*') &&
        x.remaining > 0 &&
        (x.userId === undefined || x.userId === userId),
    );
    if (!f) return undefined;
    f.remaining -= 1;
    if (f.remaining <= 0) this.list = this.list.filter((x) => x !== f);
    return { ...f };
  }
}
