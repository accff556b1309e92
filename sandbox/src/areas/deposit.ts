// The deposit area: the user's deposit address of a coin, a declared deposit (processing until its
// simulated confirmations end on the sandbox clock, then credited to the spot account or failed),
// and the list of the user's deposits.
import { dateTime } from '../domain/clock';
import { depositAddress, depositTarget } from '../domain/money-addresses';
import { currency as currencyById, networks, USDT_ID } from '../domain/money-currencies';
import { confirmDeposit, createDeposit, DEPOSIT_CONFIRM_JOB } from '../domain/money-deposits';
import { amount, paging, pagesPage } from '../domain/money-format';
import { fail } from '../wire/errors';
import type { Area, Ctx } from '../world';
import { me } from '../world';

/**
 * Where to send a deposit (`/wallet/get_in_address`): USDT answers one address per network, any
 * other coin its one address; a network that takes no deposits has an empty one.
 */
async function getDepositAddress(ctx: Ctx) {
  const user = me(ctx);
  const { db } = ctx.world;
  const coin = await currencyById(db, Number(ctx.input.currency));
  if (!coin) return fail('currencyNotFound');
  const nets = (await networks(db, coin.id)).filter((n) => n.deposit_open && coin.is_charge);
  const addressOn = async (type: string) => {
    const n = nets.find((x) => x.type === type);
    return n ? depositAddress(db, user.id, n, ctx.now) : '';
  };
  if (coin.id === USDT_ID) return { erc20: await addressOn('erc20'), trc20: await addressOn('trc20') };
  const net = nets[0];
  if (!net) return '';
  // a memo network: the site's shared address and the user's own memo
  if (net.memo_required) return depositTarget(db, user.id, net, ctx.now);
  return depositAddress(db, user.id, net, ctx.now);
}

/** A declared deposit (`/wallet/charge_req`); the envelope carries an empty `url` (no payment page). */
async function createChargeRequest(ctx: Ctx) {
  const user = me(ctx);
  const { world } = ctx;
  const type = Number(ctx.input.type ?? 0) === 1 ? 1 : 0;
  await world.db.tx((q) =>
    createDeposit(q, world.jobs, {
      userId: user.id,
      type,
      currency: Number(ctx.input.currency),
      amount: String(ctx.input.amount),
      account: String(ctx.input.account).trim(),
      at: ctx.now,
    }),
  );
  ctx.extras.url = '';
  return ctx.t('depositSubmitted');
}

/** The user's deposits (`/recharge/log`), newest first, `{data, page, pages, total}`. */
async function listRechargeLog(ctx: Ctx) {
  const user = me(ctx);
  const p = paging(ctx.input);
  const { db } = ctx.world;
  const count = await db.one<{ n: number }>('SELECT count(*)::int AS n FROM deposits WHERE user_id = $1', [user.id]);
  const rows = await db.query<{
    id: number;
    type: number;
    currency_id: number;
    bank_account_id: number | null;
    name: string;
    decimals: number;
    sub_name: string | null;
    amount: string;
    give: string;
    user_account: string;
    address: string;
    status: 1 | 2 | 3;
    created_at: number;
    updated_at: number | null;
  }>(
    `SELECT d.*, c.name, c.decimals, n.sub_name FROM deposits d JOIN currencies c ON c.id = d.currency_id
     LEFT JOIN currency_networks n ON n.id = d.network_id
     WHERE d.user_id = $1 ORDER BY d.created_at DESC, d.id DESC LIMIT $2 OFFSET $3`,
    [user.id, p.limit, p.offset],
  );
  const data = rows.map((d) => ({
    id: d.id,
    uid: user.id,
    type: d.type === 1 ? (1 as const) : (0 as const),
    // a bank transfer is listed by the receiving bank account it was sent to (RechargeRecord)
    currency_id: d.type === 1 && d.bank_account_id !== null ? d.bank_account_id : d.currency_id,
    name: d.name,
    currency_name: d.name,
    sub_type: d.sub_name ?? '',
    amount: amount(d.amount, d.decimals),
    give: amount(d.give, d.decimals),
    user_account: d.user_account,
    address: d.address,
    status: d.status,
    created_at: dateTime(Number(d.created_at)),
    updated_at: d.updated_at === null ? null : dateTime(Number(d.updated_at)),
  }));
  return pagesPage(data, p, Number(count?.n ?? 0));
}

export const deposit: Area = {
  handlers: { getDepositAddress, createChargeRequest, listRechargeLog },
  setup(world) {
    world.jobs.on(DEPOSIT_CONFIRM_JOB, (payload, q, job) => confirmDeposit(world, q, Number(payload.id), job.dueAt));
  },
};
