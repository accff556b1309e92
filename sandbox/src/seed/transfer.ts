// The seed of the transfer area.
import type { Queryable } from '../db/db';

// eslint-disable-next-line @typescript-eslint/no-unused-vars
export async function seedTransfer(q: Queryable, now: number): Promise<void> {}
