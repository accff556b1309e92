// The seed of the coupon area.
import type { Queryable } from '../db/db';

// eslint-disable-next-line @typescript-eslint/no-unused-vars
export async function seedCoupon(q: Queryable, now: number): Promise<void> {}
