// The seed of the kyc area.
import type { Queryable } from '../db/db';

// eslint-disable-next-line @typescript-eslint/no-unused-vars
export async function seedKyc(q: Queryable, now: number): Promise<void> {}
