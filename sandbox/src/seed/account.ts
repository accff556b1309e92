// The seed of the account area.
import type { Queryable } from '../db/db';

// eslint-disable-next-line @typescript-eslint/no-unused-vars
export async function seedAccount(q: Queryable, now: number): Promise<void> {}
