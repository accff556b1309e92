// The seed of the NFT market, around the contract's examples: three artists (Marco 100452, Nadia
// 100001 with her Nova Studio blind boxes, and Kenji Arai 100517, a sound and video artist added
// here), nine works in every media type and sale state, and Lina's history: a picture and a blind
// box she bought, an auction she won and paid (City Pulse #05), an auction she won that still
// awaits payment (Echoes #01, order 31, her 50 USDT deposit frozen), and the live auction of
// Night Market #03 where Somchai leads Marco. Times are relative to the sandbox clock, so the
// states hold whenever the world is seeded.
//
// History before the seed is not replayed in the ledger (the opening balances of seed/core.ts
// already include it); what is still pending is: the deposits of the live auction and of the
// unpaid win are frozen in the bidders' spot accounts.
import { scheduleJob } from '../domain/jobs';
import type { Queryable } from '../db/db';
import { freeze } from '../domain/ledger';
import { NFT_JOBS, PAY_WINDOW_MS, USDT } from '../domain/market-nft';
import { DEMO, hashPassword } from './core';

const H = 3600e3;
const D = 86400e3;
const ETH = 3;
const LINA = DEMO.id;
const MARCO = 100452;
const AIKO = 100587;
const SOMCHAI = 100611;
const NADIA = 100001;
const KENJI = 100517;
const SERIES = 'nova-origami';

interface SeedNft {
  id: number;
  code: string;
  type: 1 | 2 | 3 | 4 | 5;
  name: string;
  description: string;
  image: string;
  file?: string;
  author: number;
  owner: number;
  /** How long ago the owner came to hold it (the author: since creation). */
  ownedAgo?: number;
  currency: number;
  payType: 1 | 2 | 3;
  price: string;
  perIncrease?: string;
  margin?: string;
  rarity: '' | 'N' | 'R' | 'SR';
  /** The sale window, relative to now. */
  start: number;
  end: number;
  onSale: boolean;
  lockOrder?: boolean;
  createdAgo: number;
}

const NFTS: SeedNft[] = [
  {
    id: 4,
    code: '0xc07a2e5d9f1b38e6a4d0',
    type: 1,
    name: 'City Pulse #05',
    description: 'Long exposure of a city crossing at rush hour.',
    image: '/upload/nft/city-pulse-05.svg',
    author: KENJI,
    owner: LINA,
    ownedAgo: 6 * D - 4 * H,
    currency: USDT,
    payType: 2,
    price: '360',
    perIncrease: '10',
    margin: '50',
    rarity: 'N',
    start: -9 * D,
    end: -6 * D,
    onSale: false,
    createdAgo: 10 * D,
  },
  {
    id: 5,
    code: '0x8d3b6f0a2e9c51d7b4a8',
    type: 5,
    name: 'Mystery Box - Season 1',
    description: 'One of the Nova Studio origami works, graded N, R or SR, revealed when the box is opened.',
    image: '/upload/nft/blind-box-s1.svg',
    author: NADIA,
    owner: LINA,
    ownedAgo: 40 * D,
    currency: USDT,
    payType: 3,
    price: '50',
    rarity: '',
    start: -58 * D,
    end: -28 * D,
    onSale: false,
    createdAgo: 59 * D,
  },
  {
    id: 6,
    code: '0x5f1e8a2c7d4b90e3a6c1',
    type: 1,
    name: 'Harbor Lights #12',
    description: 'Harbour lights at dusk, twelfth of a series.',
    image: '/upload/nft/harbor-lights-12.svg',
    author: MARCO,
    owner: LINA,
    ownedAgo: 12 * D,
    currency: USDT,
    payType: 1,
    price: '850',
    rarity: 'R',
    start: -18 * D,
    end: -8 * D,
    onSale: false,
    createdAgo: 19 * D,
  },
  {
    id: 7,
    code: '0xe4b7d1a9c5f2086b3d7e',
    type: 1,
    name: 'Echoes #01',
    description: 'The waveform of the first winter forest recording, printed in green.',
    image: '/upload/nft/echoes-01.svg',
    author: KENJI,
    owner: KENJI,
    currency: USDT,
    payType: 2,
    price: '780',
    perIncrease: '20',
    margin: '50',
    rarity: 'R',
    start: -3 * D - 5 * H,
    end: -5 * H,
    onSale: false,
    lockOrder: true,
    createdAgo: 4 * D,
  },
  {
    id: 8,
    code: '0x2a6c4f8e1b0d93a7c5e2',
    type: 3,
    name: 'Echoes #02',
    description: 'Field recordings of a winter forest, three minutes.',
    image: '/upload/nft/echoes-02.svg',
    file: '/upload/nft/media/echoes-02.wav',
    author: KENJI,
    owner: KENJI,
    currency: USDT,
    payType: 2,
    price: '820',
    perIncrease: '10',
    margin: '50',
    rarity: 'N',
    start: -11 * D,
    end: -8 * D,
    onSale: false,
    createdAgo: 12 * D,
  },
  {
    id: 9,
    code: '0x71d5e0b9a3c24f86d1a7',
    type: 2,
    name: 'Dawn Over Harbor',
    description: 'A looping sunrise over the old harbour, 24 frames.',
    image: '/upload/nft/dawn-over-harbor.svg',
    author: MARCO,
    owner: MARCO,
    currency: ETH,
    payType: 1,
    price: '0.35',
    rarity: 'R',
    start: D + 9 * H,
    end: 8 * D,
    onSale: true,
    createdAgo: 10 * D,
  },
  {
    id: 10,
    code: '0x3c8f1a6e0d9b47c2e5f4',
    type: 5,
    name: 'Mystery Box - Season 2',
    description: 'One of the Nova Studio origami works, graded N, R or SR, revealed when the box is opened.',
    image: '/upload/nft/blind-box-s2.svg',
    author: NADIA,
    owner: NADIA,
    currency: USDT,
    payType: 3,
    price: '50',
    rarity: '',
    start: -13 * D,
    end: 17 * D,
    onSale: true,
    createdAgo: 14 * D,
  },
  {
    id: 11,
    code: '0x9b02d7e4c6a1f3580b2d',
    type: 4,
    name: 'Night Market #03',
    description: 'A 30-second walk through a night market in the rain.',
    image: '/upload/nft/night-market-03.svg',
    file: '/upload/nft/media/night-market-03.webm',
    author: KENJI,
    owner: KENJI,
    currency: ETH,
    payType: 2,
    price: '1.80',
    perIncrease: '0.05',
    margin: '100',
    rarity: 'R',
    start: -D - 3 * H,
    end: D + 9 * H,
    onSale: true,
    createdAgo: 2 * D,
  },
  {
    id: 12,
    code: '0x4e7a91c3d2b85f60a1e9',
    type: 1,
    name: 'Golden Bull #07',
    description: 'Seventh of ten hand-drawn bulls in gold leaf.',
    image: '/upload/nft/golden-bull-07.svg',
    author: MARCO,
    owner: MARCO,
    currency: USDT,
    payType: 1,
    price: '1200',
    rarity: 'SR',
    start: -8 * D,
    end: D + 9 * H,
    onSale: true,
    createdAgo: 9 * D,
  },
];

/** The works a Nova Studio box may reveal (weights: how often). Only the crane has its art yet. */
const BOX_ITEMS = [
  { series: SERIES, name: 'Paper Crane', image: '/upload/nft/rarity/s1-paper-crane.svg', rarity: 'SR', weight: 1 },
];

// Deposits (margins) and bids of the auctions, by NFT; `ago` relative to now.
const MARGINS: Array<{ id: number; nft: number; user: number; state: 'held' | 'refunded' | 'forfeited'; ago: number }> =
  [
    { id: 40, nft: 4, user: SOMCHAI, state: 'refunded', ago: 8 * D },
    { id: 41, nft: 4, user: MARCO, state: 'refunded', ago: 7 * D },
    { id: 42, nft: 4, user: LINA, state: 'refunded', ago: 7 * D - 5 * H },
    { id: 50, nft: 8, user: AIKO, state: 'refunded', ago: 10 * D },
    { id: 51, nft: 8, user: SOMCHAI, state: 'forfeited', ago: 9 * D },
    { id: 70, nft: 7, user: MARCO, state: 'refunded', ago: 3 * D },
    { id: 71, nft: 7, user: AIKO, state: 'refunded', ago: 2 * D },
    { id: 72, nft: 7, user: LINA, state: 'held', ago: D + 6 * H },
    { id: 84, nft: 11, user: MARCO, state: 'held', ago: D },
    { id: 86, nft: 11, user: SOMCHAI, state: 'held', ago: 20 * H },
  ];

const BIDS: Array<{
  id: number;
  nft: number;
  user: number;
  margin: number;
  price: string;
  lead: boolean;
  ago: number;
}> = [
  { id: 249, nft: 4, user: SOMCHAI, margin: 40, price: '340', lead: false, ago: 8 * D },
  { id: 250, nft: 4, user: MARCO, margin: 41, price: '350', lead: false, ago: 7 * D },
  { id: 251, nft: 4, user: LINA, margin: 42, price: '360', lead: true, ago: 7 * D - 5 * H },
  { id: 258, nft: 8, user: AIKO, margin: 50, price: '800', lead: false, ago: 10 * D },
  { id: 260, nft: 8, user: SOMCHAI, margin: 51, price: '820', lead: true, ago: 9 * D },
  { id: 275, nft: 7, user: MARCO, margin: 70, price: '740', lead: false, ago: 3 * D },
  { id: 277, nft: 7, user: AIKO, margin: 71, price: '760', lead: false, ago: 2 * D },
  { id: 279, nft: 7, user: LINA, margin: 72, price: '780', lead: true, ago: D + 6 * H },
  { id: 301, nft: 11, user: MARCO, margin: 84, price: '1.70', lead: false, ago: D },
  { id: 304, nft: 11, user: SOMCHAI, margin: 86, price: '1.80', lead: true, ago: 20 * H },
];

// The auction wins: 28 paid by Lina, 29 left unpaid by Somchai (expired, deposit forfeited),
// 31 Lina's, payable until one day after Echoes #01 closed.
const ORDERS = [
  { id: 28, nft: 4, bid: 251, margin: 42, user: LINA, read: true, paidAfter: 4 * H, expired: false },
  { id: 29, nft: 8, bid: 260, margin: 51, user: SOMCHAI, read: true, paidAfter: null, expired: true },
  { id: 31, nft: 7, bid: 279, margin: 72, user: LINA, read: false, paidAfter: null, expired: false },
];

const FAVOURITES: Array<[user: number, nft: number]> = [
  [LINA, 12],
  [LINA, 11],
  [AIKO, 12],
  [AIKO, 8],
  [AIKO, 10],
  [SOMCHAI, 12],
  [SOMCHAI, 10],
  [MARCO, 8],
  [MARCO, 10],
  [100702, 10],
  [100715, 10],
];

export async function seedNft(q: Queryable, now: number): Promise<void> {
  // Kenji Arai, the market's sound and video artist (only the NFT market knows him).
  await q.query(
    `INSERT INTO users (id, email, password, nickname, signature, head_portrait, extension_code, level, real_name, id_type,
       card_id, review_status, created_at)
     VALUES ($1, 'kenji.arai@example.com', $2, 'Kenji Arai', 'Sound and motion', '/upload/avatar/100517.svg', 'KA5N7V', 1,
       'Kenji Arai', 1, 'P00100517', 2, $3)
     ON CONFLICT DO NOTHING`,
    [KENJI, hashPassword('Kenji!2026'), now - 150 * D],
  );
  for (const item of BOX_ITEMS)
    await q.query('INSERT INTO nft_box_items (series, name, image, rarity, weight) VALUES ($1, $2, $3, $4, $5)', [
      item.series,
      item.name,
      item.image,
      item.rarity,
      item.weight,
    ]);
  const byId = new Map(NFTS.map((n) => [n.id, n]));
  for (const n of NFTS)
    await q.query(
      `INSERT INTO nft_items (id, code, type, name, description, image, file, author_id, owner_id, owned_at, currency_id,
         pay_type, price, per_increase, margin, rarity, box_series, on_sale, lock_order, start_at, end_at, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22)`,
      [
        n.id,
        n.code,
        n.type,
        n.name,
        n.description,
        n.image,
        n.file ?? '',
        n.author,
        n.owner,
        now - (n.ownedAgo ?? n.createdAgo),
        n.currency,
        n.payType,
        n.price,
        n.perIncrease ?? '0',
        n.margin ?? '0',
        n.rarity,
        n.type === 5 ? SERIES : null,
        n.onSale,
        n.lockOrder ?? false,
        now + n.start,
        now + n.end,
        now - n.createdAgo,
      ],
    );
  for (const m of MARGINS) {
    const nft = byId.get(m.nft)!;
    const settledAt =
      m.state === 'held' ? null : m.state === 'forfeited' ? now + nft.end + PAY_WINDOW_MS : now + nft.end;
    await q.query(
      `INSERT INTO nft_margins (id, nft_id, round, user_id, amount, state, created_at, settled_at)
       VALUES ($1, $2, 1, $3, $4, $5, $6, $7)`,
      [m.id, m.nft, m.user, nft.margin, m.state, now - m.ago, settledAt],
    );
    if (m.state === 'held')
      await freeze(q, {
        userId: m.user,
        account: 'change',
        currencyId: USDT,
        value: nft.margin!,
        kind: 'nft_margin',
        ref: `nft_margin:${m.id}`,
        at: now - m.ago,
      });
  }
  for (const b of BIDS) {
    const nft = byId.get(b.nft)!;
    await q.query(
      `INSERT INTO nft_bids (id, nft_id, round, user_id, margin_id, price, currency_id, status, retired, created_at)
       VALUES ($1, $2, 1, $3, $4, $5, $6, $7, $8, $9)`,
      [b.id, b.nft, b.user, b.margin, b.price, nft.currency, b.lead ? 1 : 0, !nft.onSale, now - b.ago],
    );
  }
  for (const o of ORDERS) {
    const nft = byId.get(o.nft)!;
    const bid = BIDS.find((b) => b.id === o.bid)!;
    const closed = now + nft.end;
    await q.query(
      `INSERT INTO nft_orders (id, nft_id, round, bid_id, margin_id, user_id, seller_id, currency_id, price, is_read, paid_at,
         expired, deadline_at, created_at)
       VALUES ($1, $2, 1, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)`,
      [
        o.id,
        o.nft,
        o.bid,
        o.margin,
        o.user,
        nft.author,
        nft.currency,
        bid.price,
        o.read,
        o.paidAfter === null ? null : closed + o.paidAfter,
        o.expired,
        closed + PAY_WINDOW_MS,
        closed,
      ],
    );
    if (o.paidAfter === null && !o.expired)
      await scheduleJob(q, NFT_JOBS.orderExpire, closed + PAY_WINDOW_MS, { orderId: o.id });
  }
  // The live auction closes by itself.
  for (const n of NFTS.filter((n) => n.payType === 2 && n.onSale))
    await scheduleJob(q, NFT_JOBS.auctionEnd, now + n.end, { nftId: n.id, round: 1 });
  for (const [user, nft] of FAVOURITES)
    await q.query('INSERT INTO nft_favourites (user_id, nft_id, created_at) VALUES ($1, $2, $3)', [
      user,
      nft,
      now - byId.get(nft)!.createdAgo + 6 * H,
    ]);
}
