// The seed of the assets area.
import type { Queryable } from '../db/db';

// eslint-disable-next-line @typescript-eslint/no-unused-vars
export async function seedAssets(q: Queryable, now: number): Promise<void> {}
