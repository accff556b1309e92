// The loans area: the products with the collateral's live price, borrowing (the collateral is
// frozen in the spot account, the loan credited to it), the user's loans with what settles them
// now, and repaying (interest first; paying all releases the collateral). Interest accrues and loans
// fall due on the sandbox clock; a price that sinks the collateral liquidates the loan
// (domain/earn-loans.ts).
import Big from 'big.js';
import { dateTime } from '../domain/clock';
import { DAY, dec } from '../domain/earn-common';
import {
  accrue,
  liquidate,
  liquidationPrice,
  LOAN_DAY_JOB,
  remaining,
  repaid,
  requiredPledge,
  splitRepayment,
  underwater,
  type LoanRow,
} from '../domain/earn-loans';
import { freeze, move, unfreeze } from '../domain/ledger';
import { BusinessError, fail, verificationRequired } from '../wire/errors';
import type { Area, World } from '../world';
import { me } from '../world';

interface ProductRow {
  id: number;
  currency_id: number;
  currency_name: string;
  pledge_currency_id: number;
  pledge_currency_name: string;
  day_rate: string;
  days: number;
  pledge_rate: string;
  liquidation_rate: string;
  min_amount: string;
  max_amount: string;
}

const PRODUCT_SQL = `SELECT p.*, c.name AS currency_name, pc.name AS pledge_currency_name FROM loan_products p
  JOIN currencies c ON c.id = p.currency_id JOIN currencies pc ON pc.id = p.pledge_currency_id`;
const PAGE = 10;
/** How far the collateral's price may have fallen between the screen and the request (0.5 %). */
const PRICE_ALLOWANCE = '0.005';

/** The live price of one unit of the collateral in the loan coin (the feed's pair). */
function collateralPrice(world: World, pledgeId: number, loanId: number): Big {
  const pair = world.feed.byCurrencies(pledgeId, loanId);
  if (!pair) throw new Error(`no pair prices currency ${pledgeId} in ${loanId}`);
  return new Big(world.feed.format(pair));
}

const positive = (value: unknown): Big | null => {
  const big = new Big(String(value));
  return big.gt(0) ? big : null;
};

function loanView(o: LoanRow & { currency_name: string; pledge_currency_name: string }) {
  return {
    id: o.id,
    product_id: o.product_id,
    currency_name: o.currency_name,
    pledge_currency_name: o.pledge_currency_name,
    amount: dec(o.amount),
    pledge_amount: dec(o.pledge_amount),
    day_rate: dec(o.day_rate),
    days: o.days,
    interest: dec(o.interest),
    repaid: dec(repaid(o)),
    remaining: dec(remaining(o)),
    liquidation_rate: dec(o.liquidation_rate),
    liquidation_price: dec(liquidationPrice(o)),
    status: o.status,
    created_at: dateTime(o.created_at),
    due_at: dateTime(o.due_at),
  };
}

export const loans: Area = {
  handlers: {
    async listLoanProducts(ctx) {
      const rows = await ctx.world.db.query<ProductRow>(`${PRODUCT_SQL} ORDER BY p.sort, p.id`);
      return rows.map((p) => ({
        id: p.id,
        currency_id: p.currency_id,
        currency_name: p.currency_name,
        pledge_currency_id: p.pledge_currency_id,
        pledge_currency_name: p.pledge_currency_name,
        day_rate: dec(p.day_rate),
        days: p.days,
        pledge_rate: dec(p.pledge_rate),
        liquidation_rate: dec(p.liquidation_rate),
        price: collateralPrice(ctx.world, p.pledge_currency_id, p.currency_id).toFixed(),
        min_amount: dec(p.min_amount),
        max_amount: dec(p.max_amount),
      }));
    },

    async createLoan(ctx) {
      const user = me(ctx);
      const { world, now } = ctx;
      if (user.review_status !== 2) return verificationRequired();
      const p = await world.db.one<ProductRow>(`${PRODUCT_SQL} WHERE p.id = $1`, [ctx.input.product_id]);
      if (!p) return fail('loansProductNotFound');
      const amount = positive(ctx.input.amount);
      const pledge = positive(ctx.input.pledge_amount);
      if (!amount || !pledge) return fail('enterCorrectAmount');
      if (amount.lt(p.min_amount) || amount.gt(p.max_amount))
        return fail('loansAmountRange', { min: dec(p.min_amount), max: dec(p.max_amount), currency: p.currency_name });
      // The app computes the collateral at the price its screen showed; the feed moves every tick,
      // so collateral computed at a price up to PRICE_ALLOWANCE above the live one (the price fell
      // since) is still accepted, as the contract's /loan/borrow says (a lending desk's quote
      // tolerance: a refusal for a tick's move would only make the user try again).
      const price = collateralPrice(world, p.pledge_currency_id, p.currency_id);
      if (pledge.lt(requiredPledge(amount, price.times(new Big(1).plus(PRICE_ALLOWANCE)), p.pledge_rate)))
        return fail('loansCollateralShort');
      try {
        await world.db.tx(async (q) => {
          const loan = await q.one<{ id: number }>(
            `INSERT INTO loan_orders (user_id, product_id, currency_id, pledge_currency_id, amount, pledge_amount, day_rate,
               days, liquidation_rate, created_at, due_at)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING id`,
            [
              user.id,
              p.id,
              p.currency_id,
              p.pledge_currency_id,
              amount.toFixed(),
              pledge.toFixed(),
              p.day_rate,
              p.days,
              p.liquidation_rate,
              now,
              now + p.days * DAY,
            ],
          );
          const id = Number(loan?.id);
          const base = { userId: user.id, account: 'change' as const, ref: id, at: now };
          await freeze(q, {
            ...base,
            currencyId: p.pledge_currency_id,
            value: pledge,
            kind: 'loan_pledge',
            memo: 'loan collateral',
          });
          await move(q, {
            ...base,
            currencyId: p.currency_id,
            amount,
            kind: 'loan_credit',
            memo: `loan of ${p.days} days`,
          });
          for (let day = 1; day <= p.days; day++)
            await world.jobs.schedule(q, LOAN_DAY_JOB, now + day * DAY, { loanId: id, day });
        });
      } catch (error) {
        // The collateral is the only balance taken: its shortfall has the loans' own message.
        if (error instanceof BusinessError && error.key === 'insufficientBalance') return fail('loansCollateralShort');
        throw error;
      }
      return ctx.t('loansCredited');
    },

    async listLoanOrders(ctx) {
      const user = me(ctx);
      const page = Number(ctx.input.page ?? 1);
      const limit = Number(ctx.input.limit ?? PAGE);
      const active = ctx.input.status === 'active';
      const { db } = ctx.world;
      const where = `o.user_id = $1 AND ${active ? 'o.status = 1' : 'o.status <> 1'}`;
      const total = Number(
        (await db.one<{ n: number }>(`SELECT count(*)::int AS n FROM loan_orders o WHERE ${where}`, [user.id]))?.n ?? 0,
      );
      const rows = await db.query<LoanRow & { currency_name: string; pledge_currency_name: string }>(
        `SELECT o.*, c.name AS currency_name, pc.name AS pledge_currency_name FROM loan_orders o
         JOIN currencies c ON c.id = o.currency_id JOIN currencies pc ON pc.id = o.pledge_currency_id
         WHERE ${where} ORDER BY o.id DESC LIMIT $2 OFFSET $3`,
        [user.id, limit, (page - 1) * limit],
      );
      return { data: rows.map(loanView), page, pages: Math.ceil(total / limit), total };
    },

    async payLoan(ctx) {
      const user = me(ctx);
      const { world, now } = ctx;
      const amount = positive(ctx.input.amount);
      if (!amount) return fail('enterCorrectAmount');
      await world.db.tx(async (q) => {
        const o = await q.one<LoanRow>('SELECT * FROM loan_orders WHERE id = $1 AND user_id = $2 FOR UPDATE', [
          ctx.input.id,
          user.id,
        ]);
        if (!o) return fail('orderNotFound');
        if (o.status !== 1) return fail('loansNotActive');
        const owed = remaining(o);
        if (amount.gt(owed)) return fail('loansRepayTooMuch');
        const { interest, principal } = splitRepayment(o, amount);
        const base = { userId: user.id, account: 'change' as const, ref: o.id, at: now };
        await move(q, {
          ...base,
          currencyId: o.currency_id,
          amount: amount.neg(),
          kind: 'loan_repay',
          memo: 'loan repayment',
        });
        const settled = amount.eq(owed);
        await q.query(
          `UPDATE loan_orders SET interest_paid = interest_paid + $2::numeric, principal_paid = principal_paid + $3::numeric,
             status = CASE WHEN $4::boolean THEN 2 ELSE status END,
             ended_at = CASE WHEN $4::boolean THEN $5::bigint ELSE ended_at END
           WHERE id = $1`,
          [o.id, interest.toFixed(), principal.toFixed(), settled, now],
        );
        if (settled)
          await unfreeze(q, {
            ...base,
            currencyId: o.pledge_currency_id,
            value: o.pledge_amount,
            kind: 'loan_pledge_release',
            memo: 'loan repaid: collateral released',
          });
      });
      return ctx.t('loansRepaid');
    },
  },

  setup(world) {
    // A day of interest; on the last day the loan is due, and liquidated if it still owes.
    world.jobs.on(LOAN_DAY_JOB, async (payload, q, job) => {
      const loan = await accrue(q, Number(payload.loanId), Number(payload.day));
      if (loan && Number(payload.day) >= loan.days) {
        await liquidate(q, loan, job.dueAt, 'loan overdue: collateral taken');
        await world.notify(q, loan.user_id, 'loans', 'loansLiquidatedNotice', { id: loan.id });
      }
    });
    // A price that brings a loan's debt to its liquidation ratio liquidates it at once.
    world.feed.onTick(async (moved, now) => {
      const pledges = new Set(moved.map((p) => p.currencyId));
      const active = await world.db.query<LoanRow>('SELECT * FROM loan_orders WHERE status = 1');
      for (const loan of active) {
        if (!pledges.has(loan.pledge_currency_id)) continue;
        if (!underwater(loan, collateralPrice(world, loan.pledge_currency_id, loan.currency_id))) continue;
        await world.db.tx(async (q) => {
          const fresh = await q.one<LoanRow>('SELECT * FROM loan_orders WHERE id = $1 AND status = 1 FOR UPDATE', [
            loan.id,
          ]);
          if (!fresh) return;
          await liquidate(q, fresh, now, 'collateral value below the liquidation ratio');
          await world.notify(q, fresh.user_id, 'loans', 'loansLiquidatedNotice', { id: fresh.id });
        });
      }
    });
  },
};
