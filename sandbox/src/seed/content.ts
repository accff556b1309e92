// The seed of the content area.
import type { Queryable } from '../db/db';

// eslint-disable-next-line @typescript-eslint/no-unused-vars
export async function seedContent(q: Queryable, now: number): Promise<void> {}
