// The seed of the spot-trade area.
import type { Queryable } from '../db/db';

// eslint-disable-next-line @typescript-eslint/no-unused-vars
export async function seedSpotTrade(q: Queryable, now: number): Promise<void> {}
