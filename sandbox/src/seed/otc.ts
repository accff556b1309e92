// The seed of the otc area.
import type { Queryable } from '../db/db';

// eslint-disable-next-line @typescript-eslint/no-unused-vars
export async function seedOtc(q: Queryable, now: number): Promise<void> {}
