// The seed of the ieo area.
import type { Queryable } from '../db/db';

// eslint-disable-next-line @typescript-eslint/no-unused-vars
export async function seedIeo(q: Queryable, now: number): Promise<void> {}
