// The transfer area: moves between the user's four accounts (and their history), and conversions
// from one currency into another in the spot account at the feed's prices (the currencies offered,
// the terms, the conversion).
import { wallet } from '../domain/ledger';
import { currencies, usdtPrice, walletRowId } from '../domain/money-currencies';
import { amount, paging } from '../domain/money-format';
import { KIND, logEntry, logPage } from '../domain/money-log';
import { accountOf, conversionTerms, convert, transferBetweenAccounts as moveBetween } from '../domain/money-transfers';
import { fail } from '../wire/errors';
import type { Area, Ctx } from '../world';
import { me } from '../world';

/** `/wallet/change`: the accounts by id or by name; one transaction, refused beyond the balance. */
async function transferBetweenAccounts(ctx: Ctx) {
  const user = me(ctx);
  const from = accountOf(ctx.input.from_field);
  const to = accountOf(ctx.input.to_field);
  if (!from || !to) return fail('parameterError');
  await ctx.world.db.tx((q) =>
    moveBetween(q, {
      userId: user.id,
      currencyId: Number(ctx.input.currency_id),
      from,
      to,
      amount: String(ctx.input.number),
      at: ctx.now,
    }),
  );
  return ctx.t('transferDone');
}

/** `/wallet/hzhistory`: both rows of every transfer, newest first, in the Laravel paginator shape. */
async function listTransferHistory(ctx: Ctx) {
  const user = me(ctx);
  const p = paging(ctx.input);
  const { rows, count } = await logPage(ctx.world.db, {
    userId: user.id,
    kinds: [KIND.transfer],
    limit: p.limit,
    offset: p.offset,
  });
  const lastPage = Math.max(1, Math.ceil(count / p.limit));
  const path = `/api${ctx.op.path}`;
  const url = (page: number) => `${path}?page=${page}${p.limit === 10 ? '' : `&limit=${p.limit}`}`;
  return {
    current_page: p.page,
    data: rows.map((r) => logEntry(r, user, ctx.t)),
    first_page_url: url(1),
    from: rows.length ? p.offset + 1 : null,
    last_page: lastPage,
    last_page_url: url(lastPage),
    next_page_url: p.page < lastPage ? url(p.page + 1) : null,
    path,
    per_page: p.limit,
    prev_page_url: p.page > 1 ? url(p.page - 1) : null,
    to: rows.length ? p.offset + rows.length : null,
    total: count,
  };
}

/** `/user/getTransferList`: the convertible currencies and the user's spot balance of each. */
async function listTransferPairs(ctx: Ctx) {
  const user = me(ctx);
  const { db, feed } = ctx.world;
  const coins = (await currencies(db)).filter((c) => c.convertible);
  const wallets = [];
  for (const c of coins) {
    const w = await wallet(db, user.id, 'change', c.id);
    wallets.push({
      id: walletRowId(user.id, c.id),
      currency: c.id,
      currency_name: c.name,
      change_balance: amount(w.balance, c.decimals),
      lock_change_balance: amount(w.locked, c.decimals),
      usdt_price: usdtPrice(feed, c).text,
    });
  }
  return {
    transfer: coins.map((c) => ({ id: c.id, name: c.name, logo: c.logo, price: usdtPrice(feed, c).text })),
    wallet: wallets,
  };
}

/** `/user/getTransferFee`: both USDT prices and the fee rate. */
async function getTransferFee(ctx: Ctx) {
  const terms = await conversionTerms(
    ctx.world.db,
    ctx.world.feed,
    Number(ctx.input.from_currency_id),
    Number(ctx.input.to_currency_id),
  );
  return { form_price: terms.fromPrice.text, to_price: terms.toPrice.text, fee: terms.fee.toFixed() };
}

/** `/user/Transfer`: converts in the spot account at the terms of getTransferFee. */
async function transferFunds(ctx: Ctx) {
  const user = me(ctx);
  const { world } = ctx;
  await world.db.tx((q) =>
    convert(q, world.feed, {
      userId: user.id,
      fromId: Number(ctx.input.from_currency_id),
      toId: Number(ctx.input.to_currency_id),
      amount: String(ctx.input.number),
      at: ctx.now,
    }),
  );
  return ctx.t('transferConverted');
}

export const transfer: Area = {
  handlers: { transferBetweenAccounts, listTransferHistory, listTransferPairs, getTransferFee, transferFunds },
};
