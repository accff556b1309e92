// The seed of the withdraw area.
import type { Queryable } from '../db/db';

// eslint-disable-next-line @typescript-eslint/no-unused-vars
export async function seedWithdraw(q: Queryable, now: number): Promise<void> {}
