// The money of the NFT market (property): whatever the sequence of listings, purchases, deposits,
// bids, resales, auction ends, payments and unpaid wins on the clock, among the users who trade
// no USDT is created or lost except the deposits forfeited by winners who did not pay; each user's
// frozen USDT is exactly their deposits still held; a purchase moves exactly the price from the
// buyer to the owner along with the NFT; and a refused action changes nothing. Then the control
// API these scenarios use: a work listed for a user, an OTC merchant acting now.
import Big from 'big.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SESSION_MS } from '../src/domain/identity-sessions';
import { startSandbox } from './harness';

const s = await startSandbox();
const db = s.sandbox.world.db;
const MINUTE = 60e3;
const SESSION_MINUTES = SESSION_MS / MINUTE;

interface Trader {
  id: number;
  token: string;
}

async function control<T>(method: 'GET' | 'POST', url: string, payload?: unknown): Promise<T> {
  const answer = await s.sandbox.app.inject({ method, url, payload: payload as Record<string, unknown> });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json() as T;
}

const fmt = (ms: number) => new Date(ms).toISOString().slice(0, 19).replace('T', ' ');

/** Every USDT the users hold in the spot account, balance and frozen part. */
async function holdings(users: Trader[]) {
  const rows = await db.query<{ user_id: number; balance: string; locked: string }>(
    `SELECT user_id, balance, locked FROM wallets WHERE user_id = ANY($1::int[]) AND account = 'change' AND currency_id = 1`,
    [users.map((u) => u.id)],
  );
  return new Map(users.map((u) => [u.id, rows.find((r) => r.user_id === u.id) ?? { balance: '0', locked: '0' }]));
}
const total = (h: Map<number, { balance: string; locked: string }>) =>
  [...h.values()].reduce((sum, w) => sum.plus(w.balance).plus(w.locked), new Big(0));

async function marginsOf(users: Trader[], state: 'held' | 'forfeited') {
  const rows = await db.query<{ user_id: number; amount: string }>(
    'SELECT user_id, amount FROM nft_margins WHERE user_id = ANY($1::int[]) AND state = $2',
    [users.map((u) => u.id), state],
  );
  return rows;
}

interface NftState {
  id: number;
  code: string;
  owner_id: number;
  price: string;
  margin: string;
  pay_type: number;
}
const nftsOf = (ids: number[]) =>
  db.query<NftState>(
    'SELECT id, code, owner_id, price, margin, pay_type FROM nft_items WHERE id = ANY($1::int[]) ORDER BY id',
    [ids],
  );

type Step =
  | { kind: 'list'; owner: number; sale: 'fixed' | 'auction' | 'box'; price: number; step: number; minutes: number }
  | { kind: 'buy'; user: number; nft: number }
  | { kind: 'deposit'; user: number; nft: number }
  | { kind: 'bid'; user: number; nft: number; raises: number }
  | { kind: 'resell'; user: number; nft: number; auction: boolean; price: number; minutes: number }
  | { kind: 'pay'; user: number }
  | { kind: 'open'; user: number; nft: number }
  | { kind: 'advance'; minutes: number };

const who = fc.nat({ max: 3 });
const which = fc.nat({ max: 20 });
const step: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('list' as const),
      owner: who,
      sale: fc.constantFrom('fixed' as const, 'auction' as const, 'box' as const),
      price: fc.integer({ min: 20, max: 1500 }),
      step: fc.integer({ min: 5, max: 80 }),
      minutes: fc.integer({ min: 5, max: 600 }),
    }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('buy' as const), user: who, nft: which }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('deposit' as const), user: who, nft: which }) },
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('bid' as const),
      user: who,
      nft: which,
      // in minimum raises; 0 is below the minimum (refused)
      raises: fc.integer({ min: 0, max: 4 }),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('resell' as const),
      user: who,
      nft: which,
      auction: fc.boolean(),
      price: fc.integer({ min: 20, max: 1500 }),
      minutes: fc.integer({ min: 5, max: 600 }),
    }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('pay' as const), user: who }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('open' as const), user: who, nft: which }) },
  // up to two days: auctions end, wins are paid or expire
  {
    weight: 2,
    arbitrary: fc.record({ kind: fc.constant('advance' as const), minutes: fc.integer({ min: 1, max: 2880 }) }),
  },
);

/** A life of every kind first (fast-check runs it before the random ones): a sale, a blind box
 * bought and opened, an auction won and paid, a resold auction won and not paid. */
const LIFE: Step[] = [
  { kind: 'list', owner: 0, sale: 'fixed', price: 100, step: 10, minutes: 600 },
  { kind: 'list', owner: 1, sale: 'auction', price: 200, step: 10, minutes: 300 },
  { kind: 'list', owner: 2, sale: 'box', price: 50, step: 10, minutes: 600 },
  { kind: 'buy', user: 1, nft: 0 },
  { kind: 'deposit', user: 2, nft: 1 },
  { kind: 'bid', user: 2, nft: 1, raises: 1 },
  { kind: 'advance', minutes: 1 },
  { kind: 'bid', user: 3, nft: 1, raises: 2 },
  { kind: 'buy', user: 3, nft: 2 },
  { kind: 'open', user: 3, nft: 2 },
  { kind: 'advance', minutes: 400 },
  { kind: 'pay', user: 3 },
  { kind: 'resell', user: 1, nft: 0, auction: true, price: 300, minutes: 60 },
  { kind: 'bid', user: 0, nft: 0, raises: 1 },
  { kind: 'advance', minutes: 70 },
  { kind: 'advance', minutes: 1500 },
];

/** A case whose clock would pass the users' week of session before a purchase. */
const LONG: Step[] = [
  { kind: 'list', owner: 0, sale: 'fixed', price: 100, step: 10, minutes: 20_000 },
  { kind: 'advance', minutes: 2880 },
  { kind: 'advance', minutes: 2880 },
  { kind: 'advance', minutes: 2880 },
  { kind: 'advance', minutes: 2880 },
  { kind: 'buy', user: 1, nft: 0 },
];

describe('the money of the NFT market (property)', () => {
  it('is neither created nor lost, save forfeited deposits; frozen USDT is the deposits held', async () => {
    const seen = new Set<string>();
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 4, maxLength: 30 }), async (steps) => {
        const users: Trader[] = [];
        for (let i = 0; i < 4; i++)
          users.push(await control<Trader>('POST', '/__sandbox/users', { wallets: { change: { USDT: '2000' } } }));
        const nfts: number[] = [];
        let advanced = 0;
        const start = total(await holdings(users));
        const as = (i: number) => ({ token: users[i]!.token });
        const pick = async (i: number) => (await nftsOf(nfts))[i % Math.max(1, nfts.length)];

        for (const st of steps) {
          const before = await holdings(users);
          let answer: { type: string } | undefined;
          let bought: { buyer: number; seller: number; price: string } | undefined;
          if (st.kind === 'list') {
            const row = await control<{ id: number }>('POST', '/__sandbox/nfts', {
              owner: users[st.owner]!.id,
              sale: st.sale,
              price: String(st.price),
              perIncrease: String(st.step),
              margin: String(st.step * 2),
              endsIn: st.minutes * MINUTE,
            });
            nfts.push(row.id);
          } else if (st.kind === 'advance') {
            // The users' sessions last a week: past it every call is a 999 (sign in again), which
            // is no refusal of the market. The clock moves at most a week less an hour in a case.
            if (advanced + st.minutes > SESSION_MINUTES - 60) continue;
            advanced += st.minutes;
            await s.advance(st.minutes * MINUTE);
          } else if (st.kind === 'pay') {
            const order = await db.one<{ id: number; seller_id: number; price: string }>(
              'SELECT id, seller_id, price FROM nft_orders WHERE user_id = $1 AND paid_at IS NULL AND NOT expired ORDER BY id LIMIT 1',
              [users[st.user]!.id],
            );
            if (order) {
              answer = await s.call('payNftOrder', { id: order.id }, as(st.user));
              bought = { buyer: users[st.user]!.id, seller: order.seller_id, price: order.price };
            }
          } else {
            const nft = await pick(st.nft);
            if (!nft) continue;
            if (st.kind === 'buy') {
              answer = await s.call('buyNft', { code: nft.code }, as(st.user));
              bought = { buyer: users[st.user]!.id, seller: nft.owner_id, price: nft.price };
            } else if (st.kind === 'deposit') {
              answer = await s.call('payNftMargin', { code: nft.code }, as(st.user));
            } else if (st.kind === 'bid') {
              const perIncrease = await db.one<{ per_increase: string }>(
                'SELECT per_increase FROM nft_items WHERE id = $1',
                [nft.id],
              );
              const raise = new Big(perIncrease?.per_increase ?? 1).times(st.raises || 0.5).toFixed(2);
              answer = await s.call('bidNft', { code: nft.code, price: raise }, as(st.user));
            } else if (st.kind === 'open') {
              answer = await s.call('openBlindBox', { code: nft.code }, as(st.user));
            } else {
              const now = s.sandbox.world.clock.now();
              answer = await s.call(
                'createNftResale',
                {
                  code: nft.code,
                  pay_type: st.auction ? 2 : 1,
                  price: String(st.price),
                  ...(st.auction ? { per_increase: '10' } : {}),
                  start_time: fmt(now),
                  end_time: fmt(now + st.minutes * MINUTE),
                },
                as(st.user),
              );
            }
          }
          const after = await holdings(users);
          if (answer?.type === 'ok') seen.add(st.kind);

          // A refused action is a business error that changed no balance.
          if (answer && answer.type !== 'ok') {
            expect(answer.type).toBe('error');
            expect(after).toEqual(before);
          }
          // A purchase moves the price from the buyer to the seller (an auction win also returns the deposit).
          if (answer?.type === 'ok' && bought) {
            const paid = new Big(before.get(bought.buyer)!.balance).minus(after.get(bought.buyer)!.balance);
            const returned = new Big(before.get(bought.buyer)!.locked).minus(after.get(bought.buyer)!.locked);
            expect(paid.plus(returned).toFixed()).toBe(new Big(bought.price).toFixed());
            expect(new Big(after.get(bought.seller)!.balance).minus(before.get(bought.seller)!.balance).toFixed()).toBe(
              new Big(bought.price).toFixed(),
            );
          }

          // Conservation: the start, less the forfeited deposits.
          const forfeited = (await marginsOf(users, 'forfeited')).reduce((sum, m) => sum.plus(m.amount), new Big(0));
          expect(total(after).plus(forfeited).toFixed()).toBe(start.toFixed());
          // A deposit is held only while its auction runs or its win awaits payment: an outbid
          // deposit returns at the end, the winner's when they pay.
          const stray = await db.query(
            `SELECT m.id FROM nft_margins m JOIN nft_items n ON n.id = m.nft_id
             WHERE m.user_id = ANY($1::int[]) AND m.state = 'held'
               AND NOT (n.round = m.round AND n.on_sale AND n.pay_type = 2)
               AND NOT EXISTS (SELECT 1 FROM nft_orders o WHERE o.margin_id = m.id AND o.paid_at IS NULL AND NOT o.expired)`,
            [users.map((u) => u.id)],
          );
          expect(stray).toEqual([]);
          // Frozen USDT is exactly the deposits held; nothing is ever negative.
          const held = await marginsOf(users, 'held');
          for (const u of users) {
            const w = after.get(u.id)!;
            const deposits = held.filter((m) => m.user_id === u.id).reduce((sum, m) => sum.plus(m.amount), new Big(0));
            expect(new Big(w.locked).toFixed()).toBe(deposits.toFixed());
            expect(new Big(w.balance).gte(0)).toBe(true);
          }
        }
        // Every NFT has one owner among the traders, and an unpaid win is never also a sale.
        for (const n of await nftsOf(nfts)) expect(users.map((u) => u.id)).toContain(n.owner_id);
      }),
      { numRuns: 15, examples: [[LIFE], [LONG]], endOnFailure: true },
    );
    // The runs went through every action and both ends of a win (the seed's orders are below 100).
    expect([...seen].sort()).toEqual(['bid', 'buy', 'deposit', 'open', 'pay', 'resell']);
    const wins = await db.one<{ paid: number; forfeited: number }>(
      `SELECT count(*) FILTER (WHERE paid_at IS NOT NULL)::int AS paid, count(*) FILTER (WHERE expired)::int AS forfeited
       FROM nft_orders WHERE id >= 100`,
    );
    expect(wins?.paid).toBeGreaterThan(0);
    expect(wins?.forfeited).toBeGreaterThan(0);
  }, 240_000);
});

describe('the control API of the markets', () => {
  const post = (url: string, payload?: Record<string, unknown>) =>
    s.sandbox.app.inject({ method: 'POST', url, payload: payload ?? {} });

  it('lists a work on sale for a user, open now, and refuses what makes no sale', async () => {
    const owner = await control<Trader>('POST', '/__sandbox/users', {});
    const listed = await post('/__sandbox/nfts', {
      owner: owner.id,
      sale: 'auction',
      price: '100',
      perIncrease: '5',
      endsIn: 10 * MINUTE,
    });
    expect(listed.statusCode).toBe(200);
    const work = listed.json() as { id: number; code: string; sale: string; price: string; margin: string };
    expect(work).toMatchObject({ sale: 'auction', price: '100', perIncrease: '5', margin: '50', owner: owner.id });
    const detail = await s.ok<{ status: number; owner: number; pay_type: number }>('getNft', { id: work.id });
    expect(detail).toMatchObject({ status: 1, owner: owner.id, pay_type: 2 });
    // it ends by its own job
    await s.advance(11 * MINUTE);
    expect((await s.ok<{ status: number }>('getNft', { id: work.id })).status).toBe(0);

    for (const [payload, error] of [
      [{ owner: 999999, price: '1' }, 'no such owner or author'],
      [{ owner: owner.id, sale: 'raffle', price: '1' }, 'sale is fixed, auction or box'],
      [{ owner: owner.id, price: '-3' }, 'price must be a decimal above 0'],
      [{ owner: owner.id, price: '1', currency: 'XYZ' }, 'no such currency'],
      [{ owner: owner.id, price: '1', endsIn: -1000 }, 'endsIn must be in the future and after startsIn (ms from now)'],
    ] as const) {
      const refused = await post('/__sandbox/nfts', payload);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({ error });
    }
  });

  it('has the OTC merchant pay a sell order now, and refuses what the merchant cannot do', async () => {
    const seller = await control<Trader>('POST', '/__sandbox/users', { wallets: { legal: { USDT: '300' } } });
    const order = await s.ok<{ id: number; status: number }>(
      'createOtcOrder',
      { ad_id: 3201, number: '100' },
      { token: seller.token },
    );
    const paid = await post(`/__sandbox/otc/orders/${order.id}/merchant`);
    expect(paid.json()).toEqual({ id: order.id, status: 2 });
    expect((await s.ok<{ status: number }>('getOtcOrder', { id: order.id }, { token: seller.token })).status).toBe(2);
    const again = await post(`/__sandbox/otc/orders/${order.id}/merchant`);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ error: 'the merchant pays a sell order waiting for payment only' });
    expect((await post('/__sandbox/otc/orders/1/merchant')).json()).toEqual({ error: 'no such order' });
  });
});
