// The seed of the nft area.
import type { Queryable } from '../db/db';

// eslint-disable-next-line @typescript-eslint/no-unused-vars
export async function seedNft(q: Queryable, now: number): Promise<void> {}
