// The seed of the rebate area.
import type { Queryable } from '../db/db';

// eslint-disable-next-line @typescript-eslint/no-unused-vars
export async function seedRebate(q: Queryable, now: number): Promise<void> {}
