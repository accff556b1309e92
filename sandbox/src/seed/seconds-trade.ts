// The seed of the seconds-trade area.
import type { Queryable } from '../db/db';

// eslint-disable-next-line @typescript-eslint/no-unused-vars
export async function seedSecondsTrade(q: Queryable, now: number): Promise<void> {}
