// The seed: one world, written once (one file per area), loaded into an empty database.
import type { Db } from '../db/db';
import { seedCore } from './core';
import { seedAuth } from './auth';
import { seedAccount } from './account';
import { seedKyc } from './kyc';
import { seedContent } from './content';
import { seedMarket } from './market';
import { seedSpotTrade } from './spot-trade';
import { seedContractTrade } from './contract-trade';
import { seedSecondsTrade } from './seconds-trade';
import { seedAssets } from './assets';
import { seedDeposit } from './deposit';
import { seedTransfer } from './transfer';
import { seedWithdraw } from './withdraw';
import { seedCopyTrade } from './copy-trade';
import { seedOtc } from './otc';
import { seedCoupon } from './coupon';
import { seedIeo } from './ieo';
import { seedMining } from './mining';
import { seedInvest } from './invest';
import { seedNft } from './nft';
import { seedLoans } from './loans';
import { seedRebate } from './rebate';
import { seedGame } from './game';
import { seedPnl } from './pnl';

const AREA_SEEDS = [
  seedAuth,
  seedAccount,
  seedKyc,
  seedContent,
  seedMarket,
  seedSpotTrade,
  seedContractTrade,
  seedSecondsTrade,
  seedAssets,
  seedDeposit,
  seedTransfer,
  seedWithdraw,
  seedCopyTrade,
  seedOtc,
  seedCoupon,
  seedIeo,
  seedMining,
  seedInvest,
  seedNft,
  seedLoans,
  seedRebate,
  seedGame,
  // last: the P/L history values what the other areas seeded
  seedPnl,
];

/** Seeds an empty database in one transaction; false when it already holds a world. */
export async function seed(db: Db, now: number): Promise<boolean> {
  const users = await db.one<{ n: number }>('SELECT count(*)::int AS n FROM users');
  if (Number(users?.n ?? 0) > 0) return false;
  await db.tx(async (q) => {
    await seedCore(q, now);
    for (const seedArea of AREA_SEEDS) await seedArea(q, now);
  });
  return true;
}
