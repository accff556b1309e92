// The seed of the market area.
import type { Queryable } from '../db/db';

// eslint-disable-next-line @typescript-eslint/no-unused-vars
export async function seedMarket(q: Queryable, now: number): Promise<void> {}
