// The seed of the ieo area: four token launches around the seed's `now`, each token a currency of
// its own (credited to spot accounts after the lock): Orbit Chain (ended, oversubscribed 125 %,
// allotted pro rata and credited), Helio Grid (ended, allotted, tokens still locked), Nova Token
// (live, 62.5 % subscribed) and Lumen Pay (warm-up). Their summaries and rules are written from
// their figures and dates. The demo user's subscriptions are those of the contract's examples
// (3118: 2000 NVT for 100 USDT, waiting for the allotment; 2874: 5000 ORB applied, 4000 allotted)
// plus 1500 HLO paid in ETH.
import { scheduleJob } from '../domain/jobs';
import Big from 'big.js';
import type { Queryable } from '../db/db';
import { DAY, dayStart, floorTo, seedHistory, type SeedMove } from '../domain/earn-common';
import { move } from '../domain/ledger';
import { IEO_ALLOT_JOB, IEO_CREDIT_JOB, sellBegin, subscriptionCost, unitPrice } from '../domain/earn-ieo';
import { DEMO } from './core';

const HOUR = 3600e3;
const USDT = 1;
const ETH = 3;

interface SeedProject {
  id: number;
  token: { id: number; name: string; full: string };
  title: string;
  pitch: string;
  price: string;
  amount: string;
  /** Applied for by users other than the demo user and Marco. */
  othersApplied: string;
  /** Window and lock, in days from today's midnight (UTC). */
  from: number;
  to: number;
  day: number;
  logo: string;
  link: string;
}

const PROJECTS: SeedProject[] = [
  {
    id: 5,
    token: { id: 201, name: 'ORB', full: 'Orbit Chain' },
    title: 'Orbit Chain (ORB) launch',
    pitch: 'Layer-2 settlement network',
    price: '0.02',
    amount: '2000000',
    othersApplied: '2495000',
    from: -35,
    to: -19,
    day: 15,
    logo: '/upload/ieo/orb.svg',
    link: 'https://orb.project.test/whitepaper',
  },
  {
    id: 6,
    token: { id: 202, name: 'HLO', full: 'Helio Grid' },
    title: 'Helio Grid (HLO) launch',
    pitch: 'Peer-to-peer solar energy trading',
    price: '0.12',
    amount: '3000000',
    othersApplied: '1838500',
    from: -16,
    to: -2,
    day: 30,
    logo: '',
    link: 'https://hlo.project.test/whitepaper',
  },
  {
    id: 7,
    token: { id: 203, name: 'NVT', full: 'Nova Token' },
    title: 'Nova Token (NVT) launch',
    pitch: "The exchange's own utility token",
    price: '0.05',
    amount: '10000000',
    othersApplied: '6198000',
    from: -9,
    to: 5,
    day: 30,
    logo: '/upload/ieo/nvt.svg',
    link: 'https://nvt.project.test/whitepaper',
  },
  {
    id: 8,
    token: { id: 204, name: 'LMP', full: 'Lumen Pay' },
    title: 'Lumen Pay (LMP) token launch',
    pitch: 'Payment rails for merchants',
    price: '0.08',
    amount: '5000000',
    othersApplied: '0',
    from: 7,
    to: 21,
    day: 30,
    logo: '/upload/ieo/lmp.svg',
    link: 'https://lmp.project.test/whitepaper',
  },
];

interface SeedOrder {
  id: number;
  userId: number;
  project: number;
  tokens: string;
  pay: number;
  /** The pay coin's USDT price at the time (BTC, ETH). */
  coinPrice?: string;
  /** Made this long after the window opened. */
  after: number;
}

const ORDERS: SeedOrder[] = [
  { id: 2874, userId: DEMO.id, project: 5, tokens: '5000', pay: USDT, after: 8 * DAY + 14 * HOUR + 2 * 60e3 },
  { id: 3050, userId: DEMO.id, project: 6, tokens: '1500', pay: ETH, coinPrice: '3380.20', after: 3 * DAY + 9 * HOUR },
  { id: 3102, userId: 100452, project: 7, tokens: '50000', pay: USDT, after: 2 * DAY + 5 * HOUR },
  { id: 3118, userId: DEMO.id, project: 7, tokens: '2000', pay: USDT, after: 7 * DAY + 10 * HOUR + 24 * 60e3 },
];

const grouped = (n: string) => Number(n).toLocaleString('en-US');
const longDate = (ms: number) =>
  new Date(ms).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** The project's summary and rules, from its own figures and dates. */
function texts(p: SeedProject, start: number, end: number) {
  const sym = p.token.name;
  const summary = `${p.pitch}; ${grouped(p.amount)} ${sym} at ${p.price} USDT.`;
  const content =
    `<h4>Subscription rules</h4><ol>` +
    `<li>Subscribe between ${longDate(start)} and ${longDate(end)} with USDT, BTC or ETH from your spot account; ` +
    `1 ${sym} costs ${p.price} USDT.</li>` +
    `<li>${grouped(p.amount)} ${sym} are issued. Allotment is made when the window closes; if more is applied for, ` +
    `every subscription is allotted pro rata and the rest of its payment is returned.</li>` +
    `<li>Allotted ${sym} stay locked for ${p.day} days and go to market on ${longDate(end + p.day * DAY)}.</li></ol>`;
  return { summary, content };
}

export async function seedIeo(q: Queryable, now: number): Promise<void> {
  const today = dayStart(now);
  const applied = new Map<number, Big>(PROJECTS.map((p) => [p.id, new Big(p.othersApplied)]));
  for (const o of ORDERS) applied.set(o.project, applied.get(o.project)!.plus(o.tokens));

  for (const p of PROJECTS) {
    const start = today + p.from * DAY;
    const end = today + p.to * DAY;
    const total = applied.get(p.id)!;
    const ended = end <= now;
    const ratio = total.gt(p.amount) ? new Big(p.amount).div(total) : new Big(1);
    await q.query(
      `INSERT INTO currencies (id, name, full_name, logo, decimals, usdt_price, is_charge, sort)
       VALUES ($1, $2, $3, $4, 8, $5, false, $1)`,
      [p.token.id, p.token.name, p.token.full, p.logo, p.price],
    );
    const { summary, content } = texts(p, start, end);
    await q.query(
      `INSERT INTO ieo_projects (id, title, summary, content, link, logo, currency_id, price, amount, applied, start_at,
         end_at, day, allot_ratio, allotted_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15)`,
      [
        p.id,
        p.title,
        summary,
        content,
        p.link,
        p.logo,
        p.token.id,
        p.price,
        p.amount,
        total.toFixed(),
        start,
        end,
        p.day,
        ended ? ratio.toFixed() : null,
        ended ? end : null,
      ],
    );
    if (!ended) await scheduleJob(q, IEO_ALLOT_JOB, end, { projectId: p.id });
    else if (sellBegin({ end_at: end, day: p.day }) > now)
      await scheduleJob(q, IEO_CREDIT_JOB, sellBegin({ end_at: end, day: p.day }), { projectId: p.id });
  }

  const history = new Map<number, SeedMove[]>();
  for (const o of ORDERS) {
    const p = PROJECTS.find((x) => x.id === o.project)!;
    const end = today + p.to * DAY;
    const createdAt = today + p.from * DAY + o.after;
    const unit = o.pay === USDT ? new Big(p.price) : unitPrice(p.price, o.coinPrice!);
    const cost = subscriptionCost(o.tokens, unit);
    const total = applied.get(p.id)!;
    const ratio = total.gt(p.amount) ? new Big(p.amount).div(total) : new Big(1);
    const allotted = end <= now;
    const credited = allotted && sellBegin({ end_at: end, day: p.day }) <= now;
    const give = allotted ? floorTo(new Big(o.tokens).times(ratio), 8) : new Big(0);
    const refund = allotted && ratio.lt(1) ? floorTo(cost.times(new Big(1).minus(ratio)), 8) : new Big(0);
    const moves = history.get(o.userId) ?? [];
    const memo = `${p.title}: ${o.tokens} ${p.token.name}`;
    moves.push({
      account: 'change',
      currencyId: o.pay,
      amount: cost.neg(),
      kind: 'ieo_subscribe',
      ref: o.id,
      memo,
      at: createdAt,
    });
    if (refund.gt(0))
      moves.push({
        account: 'change',
        currencyId: o.pay,
        amount: refund,
        kind: 'ieo_refund',
        ref: o.id,
        memo,
        at: end,
      });
    history.set(o.userId, moves);
    await q.query(
      `INSERT INTO ieo_orders (id, user_id, project_id, coin_amount, pay_currency_id, pay_amount, give_amount, refund, status,
         created_at, allotted_at, credited_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
      [
        o.id,
        o.userId,
        p.id,
        o.tokens,
        o.pay,
        cost.toFixed(),
        give.toFixed(),
        refund.toFixed(),
        credited ? 3 : allotted ? 2 : 1,
        createdAt,
        allotted ? end : null,
        credited ? sellBegin({ end_at: end, day: p.day }) : null,
      ],
    );
    // Tokens credited are a new holding of the user (no opening balance to keep): straight through the ledger.
    if (credited)
      await move(q, {
        userId: o.userId,
        account: 'change',
        currencyId: p.token.id,
        amount: give,
        kind: 'ieo_credit',
        ref: o.id,
        memo: `${p.title}: allotted tokens`,
        at: sellBegin({ end_at: end, day: p.day }),
      });
  }
  for (const [userId, moves] of history) await seedHistory(q, userId, moves);
}
