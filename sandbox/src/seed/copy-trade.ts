// The seed of the copy-trade area.
import type { Queryable } from '../db/db';

// eslint-disable-next-line @typescript-eslint/no-unused-vars
export async function seedCopyTrade(q: Queryable, now: number): Promise<void> {}
