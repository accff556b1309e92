// The seed of the deposit area.
import type { Queryable } from '../db/db';

// eslint-disable-next-line @typescript-eslint/no-unused-vars
export async function seedDeposit(q: Queryable, now: number): Promise<void> {}
