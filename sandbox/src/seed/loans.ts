// The seed of the loans area.
import type { Queryable } from '../db/db';

// eslint-disable-next-line @typescript-eslint/no-unused-vars
export async function seedLoans(q: Queryable, now: number): Promise<void> {}
