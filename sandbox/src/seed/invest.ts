// The seed of the invest area.
import type { Queryable } from '../db/db';

// eslint-disable-next-line @typescript-eslint/no-unused-vars
export async function seedInvest(q: Queryable, now: number): Promise<void> {}
