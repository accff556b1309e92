// Money is neither created nor lost by the earning areas (property, fast-check): whatever the
// sequence of lock buys and early redemptions, dual-investment purchases, IEO subscriptions, loans
// taken and repaid, price moves and clock jumps (which pay daily income, mature locks, settle
// products, allot and credit tokens, accrue interest and liquidate pledges), for every currency a
// user's wallets plus what the products still hold equal what they started with plus what the
// products' own records say was earned, paid or taken. No balance is ever negative.
import Big from 'big.js';
import fc from 'fast-check';
import { expect, it } from 'vitest';
import { startSandbox } from './harness';

const s = await startSandbox();
const db = s.sandbox.world.db;
const HOUR = 3600e3;
const USDT = 1;
const BTC = 2;
const START = { [USDT]: new Big('20000'), [BTC]: new Big('1') } as Record<number, Big>;

type Step =
  | { kind: 'lock'; config: number; amount: number }
  | { kind: 'redeem'; pick: number }
  | { kind: 'dual'; pick: number; num: number }
  | { kind: 'ieo'; pick: number; tokens: number }
  | { kind: 'borrow'; product: number; amount: number; extra: number }
  | { kind: 'repay'; pick: number; all: boolean; part: number }
  | { kind: 'price'; percent: number }
  | { kind: 'advance'; hours: number };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({
    kind: fc.constant('lock' as const),
    config: fc.constantFrom(1, 2, 4),
    amount: fc.integer({ min: 50, max: 4000 }),
  }),
  fc.record({ kind: fc.constant('redeem' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('dual' as const), pick: fc.nat(), num: fc.integer({ min: 1, max: 3 }) }),
  fc.record({ kind: fc.constant('ieo' as const), pick: fc.nat(), tokens: fc.integer({ min: 1, max: 40000 }) }),
  fc.record({
    kind: fc.constant('borrow' as const),
    product: fc.constantFrom(1, 4),
    amount: fc.integer({ min: 100, max: 8000 }),
    extra: fc.integer({ min: 0, max: 30 }),
  }),
  fc.record({
    kind: fc.constant('repay' as const),
    pick: fc.nat(),
    all: fc.boolean(),
    part: fc.integer({ min: 1, max: 99 }),
  }),
  fc.record({ kind: fc.constant('price' as const), percent: fc.integer({ min: 40, max: 160 }) }),
  fc.record({ kind: fc.constant('advance' as const), hours: fc.integer({ min: 1, max: 72 }) }),
);

interface User {
  id: number;
  token: string;
}

async function newUser(): Promise<User> {
  const made = await s.sandbox.app.inject({
    method: 'POST',
    url: '/__sandbox/users',
    payload: { verified: 2, wallets: { change: { USDT: START[USDT]!.toFixed(), BTC: START[BTC]!.toFixed() } } },
  });
  expect(made.statusCode).toBe(200);
  return made.json() as User;
}

const sums = () => new Map<number, Big>();
const add = (map: Map<number, Big>, currency: number, value: Big.BigSource) =>
  map.set(currency, (map.get(currency) ?? new Big(0)).plus(value));

/** For each currency: wallets + what the products hold, and start + what their records say. */
async function ledgerOf(user: User): Promise<{ held: Map<number, Big>; expected: Map<number, Big> }> {
  const held = sums();
  const expected = sums();
  for (const [currency, amount] of Object.entries(START)) add(expected, Number(currency), amount);
  const wallets = await db.query<{ currency_id: number; balance: string; locked: string }>(
    'SELECT currency_id, balance, locked FROM wallets WHERE user_id = $1',
    [user.id],
  );
  for (const w of wallets) {
    expect(new Big(w.balance).gte(0) && new Big(w.locked).gte(0), `wallet ${w.currency_id}`).toBe(true);
    add(held, w.currency_id, new Big(w.balance).plus(w.locked));
  }
  // Lock mining: an active order holds its principal; income paid and penalties charged.
  for (const o of await db.query<{
    currency_id: number;
    amount: string;
    status: number;
    total_interest: string;
    penalty: string;
  }>('SELECT currency_id, amount, status, total_interest, penalty FROM mining_orders WHERE user_id = $1', [user.id])) {
    if (o.status === 1) add(held, o.currency_id, o.amount);
    add(expected, o.currency_id, new Big(o.total_interest).minus(o.penalty));
  }
  // Dual investment: an open order holds what it cost; a settled one turned it into its payout.
  for (const o of await db.query<{
    pay_currency_id: number;
    total: string;
    status: number;
    success: string | null;
    success_currency_id: number | null;
  }>('SELECT pay_currency_id, total, status, success, success_currency_id FROM dual_orders WHERE user_id = $1', [
    user.id,
  ])) {
    if (o.status === 3) {
      add(expected, o.pay_currency_id, new Big(o.total).neg());
      add(expected, o.success_currency_id!, o.success!);
    } else add(held, o.pay_currency_id, o.total);
  }
  // IEO: a subscription holds what it paid less what the allotment returned, until its tokens
  // are credited.
  for (const o of await db.query<{
    pay_currency_id: number;
    pay_amount: string;
    refund: string;
    give_amount: string;
    status: number;
    token: number;
  }>(
    `SELECT o.pay_currency_id, o.pay_amount, o.refund, o.give_amount, o.status, p.currency_id AS token
     FROM ieo_orders o JOIN ieo_projects p ON p.id = o.project_id WHERE o.user_id = $1`,
    [user.id],
  )) {
    const net = new Big(o.pay_amount).minus(o.refund);
    if (o.status === 3) {
      add(expected, o.pay_currency_id, net.neg());
      add(expected, o.token, o.give_amount);
    } else add(held, o.pay_currency_id, net);
  }
  // Loans: what was lent came in, what was repaid went out, a liquidated pledge was taken.
  for (const o of await db.query<{
    currency_id: number;
    pledge_currency_id: number;
    amount: string;
    pledge_amount: string;
    interest_paid: string;
    principal_paid: string;
    status: number;
  }>(
    `SELECT currency_id, pledge_currency_id, amount, pledge_amount, interest_paid, principal_paid, status
     FROM loan_orders WHERE user_id = $1`,
    [user.id],
  )) {
    add(expected, o.currency_id, new Big(o.amount).minus(o.interest_paid).minus(o.principal_paid));
    if (o.status === 3) add(expected, o.pledge_currency_id, new Big(o.pledge_amount).neg());
  }
  return { held, expected };
}

/** The actions the sandbox accepted, by kind (each must have happened at least once). */
const accepted = new Map<string, number>();
const count = (kind: string, answer: { type: string }) => {
  if (answer.type === 'ok') accepted.set(kind, (accepted.get(kind) ?? 0) + 1);
};

async function act(user: User, st: Step): Promise<void> {
  const as = { token: user.token };
  const now = s.sandbox.world.clock.now();
  switch (st.kind) {
    case 'lock':
      count('lock', await s.call('createLockOrder', { config_id: st.config, amount: String(st.amount) }, as));
      return;
    case 'redeem': {
      const active = await db.query<{ id: number }>(
        'SELECT id FROM mining_orders WHERE user_id = $1 AND status = 1 ORDER BY id',
        [user.id],
      );
      const target = active[st.pick % Math.max(1, active.length)];
      if (target) count('redeem', await s.call('cancelLockOrder', { id: target.id }, as));
      return;
    }
    case 'dual': {
      const onSale = await db.query<{ id: number }>(
        `SELECT id FROM dual_products WHERE status = 1 AND start_at <= $1 AND end_at > $1 AND remaining_number > 0
         ORDER BY id`,
        [now],
      );
      const target = onSale[st.pick % Math.max(1, onSale.length)];
      if (target) count('dual', await s.call('buyDualProduct', { id: target.id, num: st.num }, as));
      return;
    }
    case 'ieo': {
      const live = await db.query<{ id: number; price: string }>(
        'SELECT id, price FROM ieo_projects WHERE start_at <= $1 AND end_at > $1 ORDER BY id',
        [now],
      );
      const target = live[st.pick % Math.max(1, live.length)];
      if (target)
        count(
          'ieo',
          await s.call(
            'createProjectOrder',
            {
              project_id: target.id,
              amount: String(st.tokens),
              pay_currency: USDT,
              // the cost the app showed: tokens × the issuance price
              price: new Big(target.price).times(st.tokens).toFixed(),
            },
            as,
          ),
        );
      return;
    }
    case 'borrow': {
      const products = await s.ok<Array<{ id: number; price: string; pledge_rate: string }>>('listLoanProducts');
      const p = products.find((x) => x.id === st.product)!;
      // What the product asks for, and sometimes a little more.
      const pledge = new Big(st.amount)
        .div(new Big(p.price).times(p.pledge_rate))
        .times(1 + st.extra / 100)
        .round(8, Big.roundUp);
      count(
        'borrow',
        await s.call(
          'createLoan',
          { product_id: p.id, amount: String(st.amount), pledge_amount: pledge.toFixed() },
          { ...as, json: true },
        ),
      );
      return;
    }
    case 'repay': {
      const loans = await s.ok<{ data: Array<{ id: number; remaining: string }> }>(
        'listLoanOrders',
        { status: 'active', page: 1 },
        as,
      );
      const target = loans.data[st.pick % Math.max(1, loans.data.length)];
      if (!target) return;
      const owed = new Big(target.remaining);
      const amount = st.all ? owed : owed.times(st.part).div(100).round(8, Big.roundDown);
      if (amount.gt(0))
        count('repay', await s.call('payLoan', { id: target.id, amount: amount.toFixed() }, { ...as, json: true }));
      return;
    }
    case 'price': {
      const btc = s.sandbox.world.feed.bySymbol('BTC/USDT')!;
      await s.setPrice('BTC/USDT', Number(((btc.anchor * st.percent) / 100).toFixed(2)));
      return;
    }
    case 'advance':
      await s.advance(st.hours * HOUR);
  }
}

it('keeps every currency of a user equal to its start plus what the products earned, paid or took', async () => {
  const btc = s.sandbox.world.feed.bySymbol('BTC/USDT')!;
  const base = btc.price;
  let acted = 0;
  await fc.assert(
    fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 10 }), async (steps) => {
      await s.setPrice('BTC/USDT', base);
      const user = await newUser();
      for (const st of steps) {
        await act(user, st);
        acted += 1;
        const { held, expected } = await ledgerOf(user);
        for (const currency of new Set([...held.keys(), ...expected.keys()]))
          expect((held.get(currency) ?? new Big(0)).toFixed(18), `currency ${currency} after ${st.kind}`).toBe(
            (expected.get(currency) ?? new Big(0)).toFixed(18),
          );
      }
    }),
    {
      numRuns: 12,
      // One life of every product first: bought, part repaid and redeemed, a crash that
      // liquidates a pledge and the price back, then a month on the clock (income, maturity,
      // settlement, allotment, credit, interest). The crash comes before the month: a session
      // lasts a week, so a borrow after it would be refused and the liquidation left to chance.
      examples: [
        [
          [
            { kind: 'lock', config: 1, amount: 1000 },
            { kind: 'lock', config: 4, amount: 500 },
            { kind: 'dual', pick: 0, num: 1 },
            { kind: 'dual', pick: 1, num: 2 },
            { kind: 'ieo', pick: 0, tokens: 3000 },
            { kind: 'borrow', product: 1, amount: 2000, extra: 0 },
            { kind: 'borrow', product: 4, amount: 1500, extra: 20 },
            { kind: 'advance', hours: 30 },
            { kind: 'redeem', pick: 1 },
            { kind: 'repay', pick: 0, all: false, part: 40 },
            { kind: 'repay', pick: 1, all: true, part: 1 },
            { kind: 'borrow', product: 1, amount: 3000, extra: 0 },
            { kind: 'price', percent: 50 },
            { kind: 'price', percent: 200 },
            { kind: 'advance', hours: 24 * 35 },
          ],
        ],
      ],
    },
  );
  expect(acted).toBeGreaterThan(12);
  // Every kind of action was accepted at least once (the example's life made sure of it).
  expect([...accepted.keys()].sort()).toEqual(['borrow', 'dual', 'ieo', 'lock', 'redeem', 'repay']);
  const liquidated = await db.one<{ n: number }>(
    'SELECT count(*)::int AS n FROM loan_orders WHERE user_id >= 100900 AND status = 3',
  );
  expect(liquidated!.n).toBeGreaterThan(0);
});
