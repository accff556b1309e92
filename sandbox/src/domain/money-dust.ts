// Small balances ("dust") of the spot account converted into one coin (USDT or BTC): the list the
// screen previews from, and the conversion, settled with the app's own module
// (src/lib/dust-conversion.ts) from the figures the preview used, each price checked against the
// live one (within 1 %), so that what arrives is exactly what was previewed. One ledger movement
// per coin out and one in, in the caller's transaction: a refusal moves nothing.
import Big from 'big.js';
import { dustPreview, isDust, priceHolds } from '../../../src/lib/dust-conversion';
import type { Queryable } from '../db/db';
import { BusinessError } from '../wire/errors';
import type { Feed } from './feed';
import { move, wallet } from './ledger';
import { BTC_ID, currencies, currency as currencyById, USDT_ID, usdtPrice, type Currency } from './money-currencies';

/** A balance worth less than this (USDT) is dust. */
export const DUST_THRESHOLD_USDT = '20';
/** The fee of a conversion: 2 % of what each coin gives, in the target coin. */
export const DUST_FEE_RATE = '0.02';
/** How far a previewed price may be from the live one. */
export const DUST_PRICE_TOLERANCE = '0.01';
/** The coins dust is converted into. */
export const DUST_TARGETS = [USDT_ID, BTC_ID];

export const KIND_DUST_OUT = 'dust_out';
export const KIND_DUST_IN = 'dust_in';

export interface DustBalance {
  coin: Currency;
  amount: string;
  price: string;
}

async function target(q: Queryable, id: number): Promise<Currency> {
  const to = DUST_TARGETS.includes(id) ? await currencyById(q, id) : undefined;
  if (!to) throw new BusinessError('dustTargetInvalid');
  return to;
}

/** The user's dust in the spot account, for conversion into `toId`. */
export async function dustBalances(
  q: Queryable,
  feed: Feed,
  userId: number,
  toId: number,
): Promise<{ to: Currency; toPrice: string; items: DustBalance[] }> {
  const to = await target(q, toId);
  const items: DustBalance[] = [];
  for (const coin of await currencies(q)) {
    if (coin.id === to.id || !coin.is_match) continue;
    const { balance } = await wallet(q, userId, 'change', coin.id);
    const price = usdtPrice(feed, coin).text;
    if (isDust(balance, price, DUST_THRESHOLD_USDT)) items.push({ coin, amount: new Big(balance).toFixed(), price });
  }
  return { to, toPrice: usdtPrice(feed, to).text, items };
}

export interface DustConversion {
  userId: number;
  toId: number;
  toPrice: string;
  currencies: number[];
  amounts: string[];
  prices: string[];
  at: number;
}

/** Converts the named dust; returns what arrived in the target coin. */
export async function convertDust(
  q: Queryable,
  feed: Feed,
  c: DustConversion,
): Promise<{ to: Currency; received: Big }> {
  const n = c.currencies.length;
  if (n === 0 || c.amounts.length !== n || c.prices.length !== n || new Set(c.currencies).size !== n)
    throw new BusinessError('parameterError');
  const to = await target(q, c.toId);
  if (!priceHolds(c.toPrice, usdtPrice(feed, to).value, DUST_PRICE_TOLERANCE))
    throw new BusinessError('dustPricesMoved');
  const items = [];
  for (const [i, id] of c.currencies.entries()) {
    const coin = await currencyById(q, id);
    if (!coin || coin.id === to.id) throw new BusinessError('dustNotSmall', { currency: coin?.name ?? String(id) });
    const live = usdtPrice(feed, coin);
    if (!priceHolds(c.prices[i]!, live.value, DUST_PRICE_TOLERANCE)) throw new BusinessError('dustPricesMoved');
    const { balance } = await wallet(q, c.userId, 'change', coin.id);
    // still dust, at the price the user saw, and no more than the balance
    if (!isDust(balance, c.prices[i]!, DUST_THRESHOLD_USDT) || new Big(c.amounts[i]!).gt(balance))
      throw new BusinessError('dustNotSmall', { currency: coin.name });
    items.push({ coin, currency: coin.id, amount: c.amounts[i]!, usdtPrice: c.prices[i]! });
  }
  const preview = dustPreview(items, { toPrice: c.toPrice, feeRate: DUST_FEE_RATE, decimals: to.decimals });
  const row = await q.one<{ id: number }>(
    `INSERT INTO dust_conversions (user_id, to_currency_id, to_price, fee_rate, received, fee, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
    [c.userId, to.id, c.toPrice, DUST_FEE_RATE, preview.received.toFixed(), preview.fee.toFixed(), c.at],
  );
  const id = Number(row?.id);
  for (const [i, r] of preview.rows.entries()) {
    const coin = items[i]!.coin;
    await q.query(
      `INSERT INTO dust_conversion_items (conversion_id, currency_id, amount, price, received, fee)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [id, coin.id, r.amount.toFixed(), c.prices[i], r.received.toFixed(), r.fee.toFixed()],
    );
    await move(q, {
      userId: c.userId,
      account: 'change',
      currencyId: coin.id,
      amount: r.amount.neg(),
      kind: KIND_DUST_OUT,
      ref: id,
      memo: `Small balance converted to ${to.name}`,
      at: c.at,
    });
  }
  if (preview.received.gt(0))
    await move(q, {
      userId: c.userId,
      account: 'change',
      currencyId: to.id,
      amount: preview.received,
      kind: KIND_DUST_IN,
      ref: id,
      memo: `Small balances converted to ${to.name}`,
      at: c.at,
    });
  return { to, received: preview.received };
}
