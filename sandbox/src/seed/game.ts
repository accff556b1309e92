// The seed of the game area.
import type { Queryable } from '../db/db';

// eslint-disable-next-line @typescript-eslint/no-unused-vars
export async function seedGame(q: Queryable, now: number): Promise<void> {}
