// The seed of the mining area.
import type { Queryable } from '../db/db';

// eslint-disable-next-line @typescript-eslint/no-unused-vars
export async function seedMining(q: Queryable, now: number): Promise<void> {}
