// The control API of invitations, rebates and coupons (/__sandbox): link a user to an inviter (as
// a sign-up with the inviter's code does), set the rebate rate, grant a coupon. Through the same
// domain code as the app's calls.
import Big from 'big.js';
import type { FastifyInstance } from 'fastify';
import { grantCoupon, type CouponScope, type CouponType } from '../domain/market-coupon';
import { REBATE_RATE_SETTING } from '../domain/market-rebate';
import type { World } from '../world';

type Body = Record<string, unknown>;
const TYPES: readonly CouponType[] = ['fee_discount', 'trade_voucher', 'deposit_bonus'];
const SCOPES: readonly CouponScope[] = ['spot', 'contract', 'deposit', 'all'];
const DAY = 86400e3;

const decimal = (value: unknown): Big | undefined => {
  try {
    return new Big(String(value));
  } catch {
    return undefined;
  }
};

export function registerRewardControl(
  app: FastifyInstance,
  world: World,
  userId: (ref: string) => Promise<number | undefined>,
): void {
  const { db, clock } = world;

  /** { inviter: id or e-mail } -> { id, inviter }: the user counts as invited by `inviter`. */
  app.post('/__sandbox/users/:user/inviter', async (request, reply) => {
    const id = await userId((request.params as { user: string }).user);
    const inviter = await userId(String(((request.body ?? {}) as Body).inviter ?? ''));
    if (!id || !inviter) return reply.code(400).send({ error: 'no such user or inviter' });
    if (id === inviter) return reply.code(400).send({ error: 'a user cannot invite themselves' });
    await db.query('UPDATE users SET parent_id = $2 WHERE id = $1', [id, inviter]);
    return { id, inviter };
  });

  /** { rate: '0.2' } -> { rate }: the share of an invited user's fees their inviter earns. */
  app.post('/__sandbox/rebate-rate', async (request, reply) => {
    const rate = decimal(((request.body ?? {}) as Body).rate);
    if (!rate || rate.lte(0) || rate.gt(1)) return reply.code(400).send({ error: 'rate is above 0 and at most 1' });
    await db.query(
      'INSERT INTO settings (key, value) VALUES ($1, $2) ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value',
      [REBATE_RATE_SETTING, rate.toFixed()],
    );
    return { rate: rate.toFixed() };
  });

  /**
   * { type, value, min?: '0', scope, days?: 30, startsInDays?: 0 } -> { id }: a coupon for the user,
   * valid from now (or that many days later) for `days`, with its notice.
   */
  app.post('/__sandbox/users/:user/coupons', async (request, reply) => {
    const id = await userId((request.params as { user: string }).user);
    if (!id) return reply.code(400).send({ error: 'no such user' });
    const body = (request.body ?? {}) as Body;
    const type = body.type as CouponType;
    const scope = body.scope as CouponScope;
    const value = decimal(body.value);
    const min = decimal(body.min ?? '0');
    const days = Number(body.days ?? 30);
    const startsIn = Number(body.startsInDays ?? 0);
    if (!TYPES.includes(type)) return reply.code(400).send({ error: `type is one of ${TYPES.join(', ')}` });
    if (!SCOPES.includes(scope)) return reply.code(400).send({ error: `scope is one of ${SCOPES.join(', ')}` });
    if (!value || value.lte(0) || (type === 'fee_discount' && value.gt(100)))
      return reply.code(400).send({ error: 'value is above 0 (a percent of at most 100 for fee_discount)' });
    if (!min || min.lt(0)) return reply.code(400).send({ error: 'min is 0 or more' });
    if (!(days > 0) || !Number.isFinite(startsIn)) return reply.code(400).send({ error: 'days above 0' });
    const at = clock.now();
    const coupon = await db.tx((q) =>
      grantCoupon(q, {
        userId: id,
        type,
        scope,
        value: value.toFixed(),
        min: min.toFixed(),
        days,
        reason: 'control',
        at,
        startAt: at + startsIn * DAY,
      }),
    );
    return { id: coupon };
  });
}
