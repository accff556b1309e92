// The seed of the loans area: four products lending USDT against BTC, ETH or LTC (different terms,
// rates and loan-to-value ratios), and the demo user's loans of the contract's examples: 5012
// (1000 USDT against 0.02394489 BTC, 10 days of interest accrued, the collateral frozen, the rest
// of its days jobs on the clock) and 4987 (300 USDT against ETH, repaid, the collateral released).
import { scheduleJob } from '../domain/jobs';
import Big from 'big.js';
import type { Queryable } from '../db/db';
import { DAY, seedHistory, type SeedMove } from '../domain/earn-common';
import { LOAN_DAY_JOB } from '../domain/earn-loans';
import { DEMO } from './core';

const USDT = 1;
const BTC = 2;
const ETH = 3;
const LTC = 4;
const HOUR = 3600e3;

const PRODUCTS = [
  {
    id: 1,
    pledge: BTC,
    dayRate: '0.0005',
    days: 30,
    pledgeRate: '0.65',
    liquidation: '0.85',
    min: '100',
    max: '500000',
  },
  { id: 2, pledge: ETH, dayRate: '0.0004', days: 7, pledgeRate: '0.6', liquidation: '0.8', min: '50', max: '200000' },
  { id: 3, pledge: LTC, dayRate: '0.0006', days: 14, pledgeRate: '0.5', liquidation: '0.75', min: '50', max: '50000' },
  {
    id: 4,
    pledge: BTC,
    dayRate: '0.0003',
    days: 90,
    pledgeRate: '0.5',
    liquidation: '0.8',
    min: '1000',
    max: '1000000',
  },
];

interface SeedLoan {
  id: number;
  product: number;
  amount: string;
  pledge: string;
  createdAgo: number;
  /** Repaid in full this long after it was taken. */
  repaidAfter?: number;
}

const LOANS: SeedLoan[] = [
  {
    id: 4987,
    product: 2,
    amount: '300',
    pledge: '0.14617746',
    createdAgo: 53 * DAY + 2 * HOUR,
    repaidAfter: 6 * DAY + 20 * HOUR,
  },
  { id: 5012, product: 1, amount: '1000', pledge: '0.02394489', createdAgo: 10 * DAY + 3 * HOUR },
];

export async function seedLoans(q: Queryable, now: number): Promise<void> {
  for (const [sort, p] of PRODUCTS.entries())
    await q.query(
      `INSERT INTO loan_products (id, currency_id, pledge_currency_id, day_rate, days, pledge_rate, liquidation_rate,
         min_amount, max_amount, sort)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
      [p.id, USDT, p.pledge, p.dayRate, p.days, p.pledgeRate, p.liquidation, p.min, p.max, sort],
    );

  const moves: SeedMove[] = [];
  for (const l of LOANS) {
    const p = PRODUCTS.find((x) => x.id === l.product)!;
    const createdAt = now - l.createdAgo;
    const repaidAt = l.repaidAfter === undefined ? null : createdAt + l.repaidAfter;
    // Whole days of interest accrued by now (or by the repayment).
    const days = Math.min(p.days, Math.floor(((repaidAt ?? now) - createdAt) / DAY));
    const interest = new Big(l.amount).times(p.dayRate).times(days);
    const base = { account: 'change' as const, ref: l.id };
    moves.push({
      ...base,
      currencyId: p.pledge,
      amount: new Big(l.pledge).neg(),
      locked: l.pledge,
      kind: 'loan_pledge',
      memo: 'loan collateral',
      at: createdAt,
    });
    moves.push({
      ...base,
      currencyId: USDT,
      amount: l.amount,
      kind: 'loan_credit',
      memo: `loan of ${p.days} days`,
      at: createdAt,
    });
    if (repaidAt !== null) {
      moves.push({
        ...base,
        currencyId: USDT,
        amount: new Big(l.amount).plus(interest).neg(),
        kind: 'loan_repay',
        memo: 'loan repayment',
        at: repaidAt,
      });
      moves.push({
        ...base,
        currencyId: p.pledge,
        amount: l.pledge,
        locked: new Big(l.pledge).neg(),
        kind: 'loan_pledge_release',
        memo: 'loan repaid: collateral released',
        at: repaidAt,
      });
    }
    await q.query(
      `INSERT INTO loan_orders (id, user_id, product_id, currency_id, pledge_currency_id, amount, pledge_amount, day_rate,
         days, liquidation_rate, interest, accrued_days, interest_paid, principal_paid, status, created_at, due_at, ended_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18)`,
      [
        l.id,
        DEMO.id,
        p.id,
        USDT,
        p.pledge,
        l.amount,
        l.pledge,
        p.dayRate,
        p.days,
        p.liquidation,
        interest.toFixed(),
        days,
        repaidAt === null ? '0' : interest.toFixed(),
        repaidAt === null ? '0' : l.amount,
        repaidAt === null ? 1 : 2,
        createdAt,
        createdAt + p.days * DAY,
        repaidAt,
      ],
    );
    if (repaidAt === null)
      for (let day = days + 1; day <= p.days; day++)
        await scheduleJob(q, LOAN_DAY_JOB, createdAt + day * DAY, { loanId: l.id, day });
  }
  await seedHistory(q, DEMO.id, moves);
}
