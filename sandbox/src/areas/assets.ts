// The assets area: the four accounts' balances valued at the live prices, one currency's balance,
// the account log (every ledger row), the coins with their deposit networks, the CNY value of a
// coin, the user's currencies, the P/L (today's, the total and the daily history), and the external
// fiat-rates service.
import Big from 'big.js';
import { ACCOUNTS, accountById, type Account } from '../domain/ledger';
import { depositAddress } from '../domain/money-addresses';
import {
  cnyRate,
  currencies,
  currency as currencyById,
  depositable,
  networks,
  usdtPrice,
  walletRowId,
  type Currency,
  type Network,
} from '../domain/money-currencies';
import { amount, paging, plain, signed, total } from '../domain/money-format';
import { logEntry, logPage } from '../domain/money-log';
import { convertDust, DUST_FEE_RATE, DUST_TARGETS, DUST_THRESHOLD_USDT, dustBalances } from '../domain/money-dust';
import { profit, usdtTotal, walletRows } from '../domain/money-wallets';
import { accountPnl, livePrices, pnlHandlers, setupPnlSnapshots } from '../domain/pnl-history';
import { fail } from '../wire/errors';
import type { Area, Ctx } from '../world';
import { me, raw } from '../world';

const flag = (value: boolean): 0 | 1 => (value ? 1 : 0);

/** The contract account has no deposit button; the others show one for a depositable coin. */
const chargeable = (account: Account, coinTakesDeposits: boolean): boolean => coinTakesDeposits && account !== 'lever';

/** The spot fee in per cent, as the spot-trade area charges it (0.2 %). */
const COIN_TRADE_FEE = '0.2';

async function coinsById(ctx: Ctx): Promise<{ coins: Map<number, Currency>; nets: Map<number, Network[]> }> {
  const coins = new Map((await currencies(ctx.world.db)).map((c) => [c.id, c]));
  const nets = new Map<number, Network[]>();
  for (const n of await networks(ctx.world.db)) nets.set(n.currency_id, [...(nets.get(n.currency_id) ?? []), n]);
  return { coins, nets };
}

/** The four accounts (`/wallet/list`): every wallet row, and each account's totals at live prices. */
async function listWallets(ctx: Ctx) {
  const user = me(ctx);
  const { db, feed } = ctx.world;
  const { coins, nets } = await coinsById(ctx);
  const exRate = await cnyRate(db);
  const search = String(ctx.input.currency_name ?? '').toUpperCase();
  const rows = (await walletRows(db, user.id)).filter(
    (r) => !search || (coins.get(r.currency_id)?.name ?? '').includes(search),
  );
  const wallet = (account: Account) => {
    const mine = rows
      .filter((r) => r.account === account)
      .map((r) => ({ ...r, coin: coins.get(r.currency_id)! }))
      .map((r) => ({ ...r, price: usdtPrice(feed, r.coin) }));
    const usdt = usdtTotal(mine);
    return {
      balance: mine.map((r) => ({
        id: walletRowId(user.id, r.coin.id),
        currency: r.coin.id,
        currency_name: r.coin.name,
        [`${account}_balance`]: amount(r.balance, r.coin.decimals),
        [`lock_${account}_balance`]: amount(r.locked, r.coin.decimals),
        usdt_price: r.price.text,
        is_charge: chargeable(account, depositable(r.coin, nets.get(r.coin.id) ?? [])),
      })),
      totle: total(usdt.times(exRate)),
      usdt_totle: total(usdt),
      CNY: '',
    };
  };
  return {
    legal_wallet: wallet('legal'),
    change_wallet: wallet('change'),
    micro_wallet: wallet('micro'),
    lever_wallet: wallet('lever'),
    ExRate: plain(exRate),
    is_open_CTbi: '1',
  };
}

/** One currency in one account (`/wallet/detail`). */
async function listWalletDetail(ctx: Ctx) {
  const user = me(ctx);
  const { db, feed } = ctx.world;
  const account = (ctx.input.type as Account | undefined) ?? 'change';
  const coin = await currencyById(db, Number(ctx.input.currency));
  if (!coin) return fail('currencyNotFound');
  const rows = (await walletRows(db, user.id)).filter((r) => r.currency_id === coin.id);
  // The classic backend keeps one wallet row per currency for all four accounts: a currency the
  // user never held has none.
  if (rows.length === 0) return fail('assetsNoWallet', { currency: coin.name });
  const row = rows.find((r) => r.account === account) ?? { balance: '0', locked: '0' };
  return {
    id: walletRowId(user.id, coin.id),
    currency: coin.id,
    currency_name: coin.name,
    usdt_price: usdtPrice(feed, coin).text,
    [`${account}_balance`]: amount(row.balance, coin.decimals),
    [`lock_${account}_balance`]: amount(row.locked, coin.decimals),
    address: null,
    ExRate: plain(await cnyRate(db)),
    is_charge: depositable(coin, await networks(db, coin.id)),
    coin_trade_fee: COIN_TRADE_FEE,
  };
}

/** The account log (`/wallet/legal_log`): every balance change, newest first, `{list, count, limit}`. */
async function listLegalLog(ctx: Ctx) {
  const user = me(ctx);
  const p = paging(ctx.input);
  const type = ctx.input.type === undefined ? undefined : accountById(Number(ctx.input.type));
  const currency = ctx.input.currency === undefined ? undefined : Number(ctx.input.currency);
  const { rows, count } = await logPage(ctx.world.db, {
    userId: user.id,
    currencyId: currency,
    account: type,
    limit: p.limit,
    offset: p.offset,
  });
  return { list: rows.map((r) => logEntry(r, user, ctx.t)), count, limit: p.limit, is_open_CTbi: '1' as const };
}

/** The coins (`/currency/list`) with their deposit networks and the user's address on each. */
async function listCurrencies(ctx: Ctx) {
  const user = me(ctx);
  const { db, feed } = ctx.world;
  const { coins, nets } = await coinsById(ctx);
  const saved = new Map(
    (
      await db.query<{ currency_id: number; n: number }>(
        'SELECT currency_id, count(*)::int AS n FROM wallet_addresses WHERE user_id = $1 GROUP BY currency_id',
        [user.id],
      )
    ).map((r) => [r.currency_id, Number(r.n)]),
  );
  const out = [];
  for (const c of coins.values()) {
    const mine = nets.get(c.id) ?? [];
    const first = mine.find((n) => n.withdraw_open) ?? mine[0];
    const networksOut = [];
    for (const n of mine)
      networksOut.push({
        id: c.id,
        name: c.name,
        subName: n.sub_name,
        type: n.type,
        status: flag(n.deposit_open),
        address: n.deposit_open ? await depositAddress(db, user.id, n, ctx.now) : '',
        image: c.logo,
        memo_required: flag(n.memo_required),
        min_deposit: plain(n.min_deposit),
        confirmations: Number(n.confirmations),
        arrival_minutes: Math.ceil(Number(n.confirm_ms) / 60e3),
      });
    out.push({
      id: c.id,
      name: c.name,
      full_name: c.full_name,
      logo: c.logo,
      is_charge: flag(depositable(c, mine)),
      is_withdraw: flag(c.is_withdraw),
      is_legal: flag(c.is_legal),
      is_lever: flag(c.is_lever),
      is_match: flag(c.is_match),
      is_micro: flag(c.is_micro),
      min_number: plain(first?.withdraw_min ?? c.withdraw_min),
      rate: plain(first?.withdraw_fee ?? c.withdraw_fee),
      price: usdtPrice(feed, c).text,
      sort: c.sort,
      has_address_num: saved.get(c.id) ?? 0,
      networks: networksOut,
    });
  }
  return out;
}

/** `GET /wallet/dust`: the small spot balances and the terms of converting them into `to`. */
async function listDustBalances(ctx: Ctx) {
  const user = me(ctx);
  const { db, feed } = ctx.world;
  const { to, toPrice, items } = await dustBalances(db, feed, user.id, Number(ctx.input.to ?? 1));
  const targets = [];
  for (const id of DUST_TARGETS) {
    const c = await currencyById(db, id);
    if (c) targets.push({ id: c.id, name: c.name });
  }
  return {
    to: to.id,
    to_name: to.name,
    to_price: toPrice,
    decimals: to.decimals,
    fee_rate: DUST_FEE_RATE,
    threshold_usdt: DUST_THRESHOLD_USDT,
    targets,
    items: items.map((d) => ({
      currency: d.coin.id,
      currency_name: d.coin.name,
      amount: d.amount,
      usdt_price: d.price,
    })),
  };
}

/** `POST /wallet/dust/convert`: the previewed dust into one coin, settled as previewed. */
async function createDustConversion(ctx: Ctx) {
  const user = me(ctx);
  const { world, input } = ctx;
  const list = (value: unknown): string[] => String(value ?? '').split(',');
  const { to, received } = await world.db.tx((q) =>
    convertDust(q, world.feed, {
      userId: user.id,
      toId: Number(input.to),
      toPrice: String(input.to_price),
      currencies: list(input.currencies).map(Number),
      amounts: list(input.amounts),
      prices: list(input.prices),
      at: ctx.now,
    }),
  );
  return ctx.t('dustConverted', { amount: amount(received, to.decimals), currency: to.name });
}

/** The CNY value of one unit (`/wallet/getRateCurrency`); an unknown id is priced at 1 USDT. */
async function getRateCurrency(ctx: Ctx) {
  const { db, feed } = ctx.world;
  const coin = await currencyById(db, Number(ctx.input.id));
  const price = coin ? usdtPrice(feed, coin).value : new Big(1);
  return { rmb: total(price.times(await cnyRate(db))) };
}

/** The user's currencies with the balance of every account, null where the account was never used. */
async function listUserCurrencies(ctx: Ctx) {
  const user = me(ctx);
  const { coins } = await coinsById(ctx);
  const rows = await walletRows(ctx.world.db, user.id);
  const held = [...new Set(rows.map((r) => r.currency_id))];
  return held.map((id) => {
    const coin = coins.get(id)!;
    const wallet: Record<string, string | null> = {};
    for (const account of ACCOUNTS) {
      const row = rows.find((r) => r.currency_id === id && r.account === account);
      wallet[`${account}_balance`] = row ? amount(row.balance, coin.decimals) : null;
      wallet[`lock_${account}_balance`] = row ? amount(row.locked, coin.decimals) : null;
    }
    return { id, name: coin.name, logo: coin.logo, wallet };
  });
}

/**
 * Assets' P/L (`/user/profit`): the account's P/L today and since its history began, the very days
 * of /user/pnl_history (src/lib/daily-pnl.ts), so that the P/L screen behind these figures agrees
 * with them; with the contract (lever) and options (micro) trading results, which are among them.
 */
async function getUserProfit(ctx: Ctx) {
  const user = me(ctx);
  const { db, feed } = ctx.world;
  const { coins } = await coinsById(ctx);
  const p = await profit(db, feed, user.id, ctx.now, coins);
  const account = await db.tx(async (q) => accountPnl(q, user.id, ctx.now, await livePrices(q, feed)));
  return {
    today_profit: signed(account.today),
    total_profit: signed(account.total),
    lever_profit: signed(p.lever),
    micro_profit: signed(p.micro),
    currency_name: 'USDT',
  };
}

/** The external rates service (`/v1/rates`): its own plain JSON, rates against `base`. */
async function listFiatRates(ctx: Ctx) {
  const rows = await ctx.world.db.query<{ currency_code: string; rate: string; updated_at: number }>(
    'SELECT currency_code, rate, updated_at FROM fiat_rates ORDER BY sort, currency_code',
  );
  const baseCode = String(ctx.input.base ?? 'USD');
  const base = rows.find((r) => r.currency_code === baseCode);
  if (!base) return raw({ error: 'Unsupported base currency', code: 400 });
  return raw({
    base: baseCode,
    timestamp: Math.floor(Math.max(...rows.map((r) => Number(r.updated_at))) / 1000),
    rates: rows.map((r) => ({
      currency_code: r.currency_code,
      rate: Number(new Big(r.rate).div(base.rate).round(6).toFixed()),
    })),
  });
}

export const assets: Area = {
  handlers: {
    listWallets,
    listWalletDetail,
    listLegalLog,
    listCurrencies,
    listDustBalances,
    createDustConversion,
    getRateCurrency,
    listUserCurrencies,
    getUserProfit,
    listFiatRates,
    ...pnlHandlers,
  },
  setup: setupPnlSnapshots,
};
