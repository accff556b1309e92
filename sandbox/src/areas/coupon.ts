// Coupons (proposed operation): the signed-in user's coupons in one state. The state is read from
// the clock (used, expired once the end has passed unused, available otherwise); names and terms
// are written in the language asked for from the coupon's type, value, scope and minimum.
import Big from 'big.js';
import type { Area, Ctx } from '../world';
import { me } from '../world';

const PAGE = 10;

interface CouponRow {
  id: number;
  type: 'fee_discount' | 'trade_voucher' | 'deposit_bonus';
  value: string;
  min_amount: string;
  scope: string;
  start_at: number;
  end_at: number;
  used_at: number | null;
}

/** The states as SQL over `$2` (the clock), and each state's order. */
const STATES: Record<string, { where: string; order: string }> = {
  available: { where: 'used_at IS NULL AND end_at > $2', order: 'end_at ASC, id' },
  used: { where: 'used_at IS NOT NULL', order: 'used_at DESC, id DESC' },
  expired: { where: 'used_at IS NULL AND end_at <= $2', order: 'end_at DESC, id DESC' },
};

const NAME_KEYS = {
  fee_discount: 'couponNameFeeDiscount',
  trade_voucher: 'couponNameTradeVoucher',
  deposit_bonus: 'couponNameDepositBonus',
};
const DESCRIPTION_KEYS = {
  fee_discount: 'couponDescFeeDiscount',
  trade_voucher: 'couponDescTradeVoucher',
  deposit_bonus: 'couponDescDepositBonus',
};
const scopeKey = (scope: string) => `couponScope${scope[0]!.toUpperCase()}${scope.slice(1)}`;

function couponView(ctx: Ctx, c: CouponRow) {
  const value = new Big(c.value).toFixed();
  const min = new Big(c.min_amount).toFixed();
  const scope = scopeKey(c.scope);
  const vars = { value, min, scope: ctx.t(`${scope}Text`) };
  const any = new Big(min).eq(0) ? 'Any' : '';
  return {
    id: c.id,
    name: ctx.t(NAME_KEYS[c.type], { ...vars, scope: ctx.t(scope) }),
    type: c.type,
    value,
    min_amount: min,
    scope: c.scope,
    description: ctx.t(`${DESCRIPTION_KEYS[c.type]}${any}`, vars),
    start_time: Math.floor(Number(c.start_at) / 1000),
    end_time: Math.floor(Number(c.end_at) / 1000),
    status: c.used_at !== null ? 2 : Number(c.end_at) <= ctx.now ? 3 : 1,
    used_time: c.used_at === null ? null : Math.floor(Number(c.used_at) / 1000),
  };
}

export const coupon: Area = {
  handlers: {
    async listCoupons(ctx) {
      const user = me(ctx);
      const state = STATES[String(ctx.input.status)]!;
      const page = Math.max(1, Number(ctx.input.page ?? 1));
      // Only the states read from the clock take it ($2).
      const params = state.where.includes('$2') ? [user.id, ctx.now] : [user.id];
      const total = await ctx.world.db.one<{ n: number }>(
        `SELECT count(*)::int AS n FROM coupons WHERE user_id = $1 AND ${state.where}`,
        params,
      );
      const rows = await ctx.world.db.query<CouponRow>(
        `SELECT * FROM coupons WHERE user_id = $1 AND ${state.where} ORDER BY ${state.order}
         LIMIT ${PAGE} OFFSET ${(page - 1) * PAGE}`,
        params,
      );
      const n = Number(total?.n ?? 0);
      return { data: rows.map((c) => couponView(ctx, c)), page, pages: Math.ceil(n / PAGE), total: n };
    },
  },
};
