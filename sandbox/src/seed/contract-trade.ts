// The seed of the contract-trade area.
import type { Queryable } from '../db/db';

// eslint-disable-next-line @typescript-eslint/no-unused-vars
export async function seedContractTrade(q: Queryable, now: number): Promise<void> {}
