// The seed of the auth area.
import type { Queryable } from '../db/db';

// eslint-disable-next-line @typescript-eslint/no-unused-vars
export async function seedAuth(q: Queryable, now: number): Promise<void> {}
