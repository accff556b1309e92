// The NFT market: every operation on a fresh seed, purchases that move money and ownership,
// favourites, blind boxes, the bid rules, resales, and (in a second world, since the clock only
// moves forward) the end of auctions, the winner's payment and the expiry of an unpaid win.
import Big from 'big.js';
import { describe, expect, it, onTestFinished } from 'vitest';
import { DEMO, startSandbox, type TestSandbox } from './harness';

const H = 3600e3;
const D = 86400e3;
const GOLDEN_BULL = '0x4e7a91c3d2b85f60a1e9';
const NIGHT_MARKET = '0x9b02d7e4c6a1f3580b2d';
const HARBOR_LIGHTS = '0x5f1e8a2c7d4b90e3a6c1';
const CITY_PULSE = '0xc07a2e5d9f1b38e6a4d0';
const BOX_S1 = '0x8d3b6f0a2e9c51d7b4a8';
const BOX_S2 = '0x3c8f1a6e0d9b47c2e5f4';
const DAWN = '0x71d5e0b9a3c24f86d1a7';
const MARCO = 100452;
const SOMCHAI = 100611;
const KENJI = 100517;

interface Nft {
  id: number;
  code: string;
  name: string;
  price: string;
  image: string;
  owner: number;
  status: number;
  pay_type: number;
  type: number;
  rarity: string | null;
  rarity_status: number;
  resell_nft_status: number;
  lock_order: number;
  start_time: string;
  end_time: string;
  collect?: boolean;
  collect_number?: number;
}
interface Bid {
  id: number;
  buyer_id: number;
  status: number;
  price: string;
}
interface Order {
  id: number;
  code: string;
  price: string;
  is_read: number;
  is_pay: number;
  is_expired: number;
  overtime: number;
  pay_time: number | null;
  created: number;
}

/** The change of a wallet over `fn`, balance and frozen part. */
async function delta(s: TestSandbox, userId: number, currency: string, fn: () => Promise<unknown>) {
  const before = await s.wallet(userId, 'change', currency);
  await fn();
  const after = await s.wallet(userId, 'change', currency);
  return {
    balance: new Big(after.balance).minus(before.balance).toFixed(),
    locked: new Big(after.locked).minus(before.locked).toFixed(),
  };
}

/**
 * The NFT market's own movements of a wallet over `fn`, from the ledger: over days of the clock
 * other areas (interest, settlements) move the same wallets too.
 */
async function nftDelta(s: TestSandbox, userId: number, currency: string, fn: () => Promise<unknown>) {
  const db = s.sandbox.world.db;
  const last = await db.one<{ id: number | null }>('SELECT max(id) AS id FROM ledger');
  await fn();
  const sums = await db.one<{ amount: string | null; locked: string | null }>(
    `SELECT sum(l.amount) AS amount, sum(l.locked) AS locked FROM ledger l JOIN currencies c ON c.id = l.currency_id
     WHERE l.id > $1 AND l.user_id = $2 AND l.account = 'change' AND c.name = $3 AND l.kind LIKE 'nft%'`,
    [Number(last?.id ?? 0), userId, currency],
  );
  return { balance: new Big(sums?.amount ?? 0).toFixed(), locked: new Big(sums?.locked ?? 0).toFixed() };
}

const fmt = (ms: number) => new Date(ms).toISOString().slice(0, 19).replace('T', ' ');

// Two worlds: one for what happens now, one whose clock runs through the ends of auctions.
const s = await startSandbox();
const later = await startSandbox();
const marco = await s.login('marco.rossi@example.com', 'Marco!2026');
const omar = await s.login('omar.h@example.com', 'Omar!2026');
const kenji = await s.login('kenji.arai@example.com', 'Kenji!2026');

describe('the NFT market on a fresh seed', () => {
  it('answers every read of the market', async () => {
    const page = await s.ok<Nft[]>('listNfts', { page: 1, limit: 10 });
    expect(page.map((n) => n.id)).toEqual([9, 11, 12, 10, 7, 4, 8, 6, 5]);
    expect(page.map((n) => n.status)).toEqual([2, 1, 1, 1, 0, 0, 0, 0, 0]);
    expect(new Set(page.map((n) => n.name)).size).toBe(9);
    expect(new Set(page.map((n) => n.image)).size).toBe(9);
    expect(page.find((n) => n.id === 12)).toMatchObject({ collect: true, price: '1200.00', rarity: 'SR' });

    const detail = await s.ok<Nft>('getNft', { id: 11 });
    expect(detail).toMatchObject({ code: NIGHT_MARKET, price: '1.80', status: 1, collect: true, collect_number: 1 });
    expect(await s.ok<Nft>('getNft', { id: 999, code: GOLDEN_BULL })).toMatchObject({ id: 12, collect_number: 3 });
    expect((await s.call('getNft', { id: 999 })).type).toBe('error');

    const artists = await s.ok<Array<{ id: number; nickname: string }>>('listArtists', { page: 1, limit: 10 });
    expect(artists.map((a) => a.id)).toEqual([KENJI, MARCO, 100001]);
    const kenjiPage = await s.ok<{ artworks: Nft[]; collects: Nft[]; artworks_collect_number: number }>('getArtist', {
      uid: KENJI,
    });
    expect(kenjiPage.artworks.map((n) => n.id)).toEqual([4, 7, 8, 11]);
    expect(kenjiPage.artworks_collect_number).toBe(3);
    const lina = await s.ok<{ artworks: Nft[]; collects: Nft[] }>('getArtist', { uid: DEMO.id });
    expect(lina.artworks).toEqual([]);
    expect(lina.collects.map((n) => n.id).sort()).toEqual([11, 12]);

    expect(await s.ok('listNftCurrencies')).toEqual([
      { id: 1, name: 'USDT', logo: '/upload/coin/usdt.svg' },
      { id: 3, name: 'ETH', logo: '/upload/coin/eth.svg' },
    ]);
    const favourites = await s.ok<Nft[]>('listCollections');
    expect(favourites.map((n) => n.id).sort()).toEqual([11, 12]);
    expect(favourites.every((n) => n.collect)).toBe(true);

    const bids = await s.ok<Bid[]>('listNftBids', { code: NIGHT_MARKET });
    expect(bids.map((b) => [b.buyer_id, b.price, b.status])).toEqual([
      [SOMCHAI, '1.80', 1],
      [MARCO, '1.70', 0],
    ]);
    expect((await s.ok<Nft[]>('listMyNfts')).map((n) => n.id)).toEqual([4, 6, 5]);
    expect(await s.ok('listMyNftBids', { page: 1 })).toEqual({ code: 0, data: [], count: 0 });
    const orders = await s.ok<Order[]>('listUnpaidNftOrders');
    expect(orders.map((o) => [o.id, o.is_pay, o.is_expired, o.is_read])).toEqual([
      [31, 0, 0, 0],
      [28, 1, 1, 1],
    ]);
    expect(orders[0]!.overtime - orders[0]!.created).toBe(86400);
    expect((await s.call('listMyNfts', {}, { token: null })).type).toBe('999');
  });

  it('filters and pages the market', async () => {
    const ids = async (filters: Record<string, unknown>) =>
      (await s.ok<Nft[]>('listNfts', { limit: 10, ...filters })).map((n) => n.id);
    expect(await ids({ status: 1 })).toEqual([11, 12, 10]);
    expect(await ids({ status: 2 })).toEqual([9]);
    expect((await ids({ status: 0 })).sort()).toEqual([4, 5, 6, 7, 8]);
    expect((await ids({ pay_type: 2 })).sort()).toEqual([11, 4, 7, 8].sort());
    expect(await ids({ type: 5 })).toEqual([10, 5]);
    expect(await ids({ currency: 3 })).toEqual([9, 11]);
    expect(await ids({ keyword: 'night' })).toEqual([11]);
    expect(await ids({ keyword: '%' })).toEqual([]);
    expect(await ids({ page: 3, limit: 4 })).toEqual([5]);
  });

  it('refuses a purchase the rules forbid', async () => {
    const notOnSale = 'This item is not on sale or has ended';
    expect(await s.call('buyNft', { code: BOX_S1 })).toEqual({ type: 'error', message: notOnSale });
    expect(await s.call('buyNft', { code: NIGHT_MARKET })).toEqual({ type: 'error', message: notOnSale });
    expect(await s.call('buyNft', { code: DAWN })).toEqual({ type: 'error', message: notOnSale });
    expect((await s.call('buyNft', { code: GOLDEN_BULL }, { token: marco })).message).toBe(
      'You cannot buy or bid on your own NFT',
    );
    expect(await s.call('buyNft', { code: GOLDEN_BULL }, { token: omar })).toEqual({
      type: 'error',
      message: 'Insufficient balance',
    });
    const mei = await s.login('mei.lin@example.com', 'Mei!2026');
    expect((await s.call('buyNft', { code: GOLDEN_BULL }, { token: mei })).type).toBe('998');
    expect((await s.call('buyNft', { code: 'nope' })).message).toBe('This NFT does not exist');
    expect((await s.call('buyNft', { code: 'x!' })).message).toBe('Parameter error');
  });

  it('buys at the fixed price: the money goes to the owner, the NFT to the buyer', async () => {
    let sellerDelta = { balance: '', locked: '' };
    const buyerDelta = await delta(s, DEMO.id, 'USDT', async () => {
      sellerDelta = await delta(s, MARCO, 'USDT', async () => {
        expect(await s.ok('buyNft', { code: GOLDEN_BULL })).toBe('successful');
      });
    });
    expect(buyerDelta).toEqual({ balance: '-1200', locked: '0' });
    expect(sellerDelta).toEqual({ balance: '1200', locked: '0' });
    const mine = await s.ok<Nft[]>('listMyNfts');
    expect(mine[0]).toMatchObject({ code: GOLDEN_BULL, owner: DEMO.id, status: 0 });
    expect((await s.ok<Nft>('getNft', { id: 12 })).owner).toBe(DEMO.id);
    expect((await s.call('buyNft', { code: GOLDEN_BULL }, { token: marco })).message).toBe(
      'This item is not on sale or has ended',
    );
    const ledger = await s.sandbox.world.db.query<{ kind: string; amount: string }>(
      "SELECT kind, amount FROM ledger WHERE ref = 'nft:12' ORDER BY id",
    );
    expect(ledger.map((l) => [l.kind, new Big(l.amount).toFixed()])).toEqual([
      ['nft_buy', '-1200'],
      ['nft_sale', '1200'],
    ]);
  });

  it('keeps favourites, toggling at most once a second', async () => {
    // (the clock held for the test: the second toggle comes at once on the sandbox's clock, however
    // long the calls between take on a loaded machine; only `advance` moves it)
    onTestFinished(s.sandbox.world.clock.hold());
    expect(await s.ok('collectNft', { code: DAWN })).toBe('successful');
    expect((await s.ok<Nft[]>('listCollections')).map((n) => n.code)).toContain(DAWN);
    expect(await s.ok<Nft>('getNft', { id: 9 })).toMatchObject({ collect: true, collect_number: 1 });
    expect((await s.call('collectNft', { code: DAWN })).message).toBe('Too frequent, please try again in a moment');
    await s.advance(1100);
    await s.ok('collectNft', { code: DAWN });
    expect((await s.ok<Nft[]>('listCollections')).map((n) => n.code)).not.toContain(DAWN);
    expect(await s.ok<Nft>('getNft', { id: 9 })).toMatchObject({ collect: false, collect_number: 0 });
    expect((await s.call('collectNft', { code: HARBOR_LIGHTS })).message).toBe('You cannot collect your own NFT');
  });

  it('opens a bought blind box once, to a work of its series', async () => {
    const paid = await delta(s, DEMO.id, 'USDT', () => s.ok('buyNft', { code: BOX_S2 }));
    expect(paid.balance).toBe('-50');
    const opened = await s.ok<Nft>('openBlindBox', { code: BOX_S2 });
    expect(opened).toMatchObject({
      code: BOX_S2,
      type: 5,
      pay_type: 3,
      rarity_status: 1,
      rarity: 'SR',
      image: '/upload/nft/rarity/s1-paper-crane.svg',
      owner: DEMO.id,
    });
    const again = await s.call('openBlindBox', { code: BOX_S2 });
    expect(again).toEqual({ type: 'error', message: 'The blind box does not exist or has already been opened' });
    expect((await s.call('openBlindBox', { code: HARBOR_LIGHTS })).type).toBe('error');
    expect((await s.call('openBlindBox', { code: BOX_S1 }, { token: marco })).type).toBe('error');
    expect((await s.ok<Nft>('openBlindBox', { code: BOX_S1 })).rarity_status).toBe(1);
    const mine = await s.ok<Nft[]>('listMyNfts');
    expect(mine.filter((n) => n.type === 5).every((n) => n.rarity_status === 1)).toBe(true);
  });

  it('holds bids to the rules: the raise, its decimals, the deposit, the pace and the balance', async () => {
    // (the clock held for the test: a bid comes within the 2 s pace of the one before on the
    // sandbox's clock, however long the calls between take on a loaded machine)
    onTestFinished(s.sandbox.world.clock.hold());
    const wrong = (raise: string) => s.call('bidNft', { code: NIGHT_MARKET, price: raise });
    expect(await wrong('0.04')).toEqual({ type: 'error', message: 'Wrong per-increase' });
    expect(await wrong('0.051')).toEqual({ type: 'error', message: 'Wrong price' });
    expect((await wrong('0')).message).toBe('Parameter error');
    expect((await s.call('bidNft', { code: NIGHT_MARKET, price: '0.05' }, { token: kenji })).message).toBe(
      'You cannot buy or bid on your own NFT',
    );
    expect((await s.call('bidNft', { code: GOLDEN_BULL, price: '10' })).message).toBe(
      'This item is not on sale or has ended',
    );

    // The first bid takes the 100 USDT deposit; the ETH is only checked, not taken.
    const usdt = await delta(s, DEMO.id, 'USDT', async () => {
      const eth = await delta(s, DEMO.id, 'ETH', () => s.ok('bidNft', { code: NIGHT_MARKET, price: '0.05' }));
      expect(eth).toEqual({ balance: '0', locked: '0' });
    });
    expect(usdt).toEqual({ balance: '-100', locked: '100' });
    expect((await s.ok<Nft>('getNft', { id: 11 })).price).toBe('1.85');
    let bids = await s.ok<Bid[]>('listNftBids', { code: NIGHT_MARKET });
    expect(bids.map((b) => [b.buyer_id, b.price, b.status])).toEqual([
      [DEMO.id, '1.85', 1],
      [SOMCHAI, '1.80', 0],
      [MARCO, '1.70', 0],
    ]);
    expect((await s.call('payNftMargin', { code: NIGHT_MARKET })).message).toBe(
      'The deposit of this auction has already been paid',
    );
    expect((await wrong('0.05')).message).toBe('Someone has just bid, please try again in a moment');

    await s.advance(2500);
    const second = await delta(s, DEMO.id, 'USDT', () => s.ok('bidNft', { code: NIGHT_MARKET, price: '0.10' }));
    expect(second).toEqual({ balance: '0', locked: '0' });
    bids = await s.ok<Bid[]>('listNftBids', { code: NIGHT_MARKET });
    expect(bids.filter((b) => b.buyer_id === DEMO.id).map((b) => b.price)).toEqual(['1.95']);
    const mine = await s.ok<{ data: Array<{ price: string; nft_name: string; status: number }>; count: number }>(
      'listMyNftBids',
      { page: 1 },
    );
    expect(mine.count).toBe(1);
    expect(mine.data[0]).toMatchObject({ price: '1.95', nft_name: 'Night Market #03', status: 1 });

    await s.advance(2500);
    expect(await wrong('5')).toEqual({ type: 'error', message: 'Insufficient balance' });
    expect((await s.ok<Nft>('getNft', { id: 11 })).price).toBe('1.95');
  });

  it('takes the deposit alone when asked first', async () => {
    const paid = await delta(s, MARCO, 'USDT', async () => {
      expect((await s.call('payNftMargin', { code: NIGHT_MARKET }, { token: marco })).message).toBe(
        'The deposit of this auction has already been paid',
      );
    });
    expect(paid).toEqual({ balance: '0', locked: '0' });
    const aiko = await s.login('aiko.tanaka@example.com', 'Aiko!2026');
    const aikoPaid = await delta(s, 100587, 'USDT', () =>
      s.ok('payNftMargin', { code: NIGHT_MARKET }, { token: aiko }),
    );
    expect(aikoPaid).toEqual({ balance: '-100', locked: '100' });
  });

  it('pays the pending auction win: the bid to the seller, the deposit back, the NFT to the winner', async () => {
    let seller = { balance: '', locked: '' };
    const buyer = await delta(s, DEMO.id, 'USDT', async () => {
      seller = await delta(s, KENJI, 'USDT', () => s.ok('payNftOrder', { id: 31 }));
    });
    expect(buyer).toEqual({ balance: '-730', locked: '-50' });
    expect(seller).toEqual({ balance: '780', locked: '0' });
    const order = (await s.ok<Order[]>('listUnpaidNftOrders')).find((o) => o.id === 31)!;
    expect(order).toMatchObject({ is_pay: 1, is_expired: 1, overtime: 0 });
    expect(order.pay_time).toBeGreaterThan(0);
    expect((await s.ok<Nft[]>('listMyNfts')).map((n) => n.id)).toContain(7);
    expect(await s.call('payNftOrder', { id: 31 })).toEqual({
      type: 'error',
      message: 'The order does not exist or has expired',
    });
    expect((await s.call('payNftOrder', { id: 29 })).type).toBe('error');
  });

  it('marks a win message read, once and for good', async () => {
    await s.ok('readNftOrderMessage', { id: 31 });
    await s.ok('readNftOrderMessage', { id: 31 });
    expect((await s.ok<Order[]>('listUnpaidNftOrders')).find((o) => o.id === 31)!.is_read).toBe(1);
    expect((await s.call('readNftOrderMessage', { id: 29 })).type).toBe('error');
  });

  it('resells an owned NFT, once, within a valid window', async () => {
    const now = s.sandbox.world.clock.now();
    const window = { start_time: fmt(now + H), end_time: fmt(now + 2 * D) };
    const call = (input: Record<string, unknown>) => s.call('createNftResale', input);
    expect(await call({ code: HARBOR_LIGHTS, price: '900', start_time: fmt(now + H), end_time: fmt(now + H) })).toEqual(
      { type: 'error', message: 'The end time must be later than the start time' },
    );
    expect(
      (await call({ code: HARBOR_LIGHTS, price: '900', start_time: fmt(now - H), end_time: fmt(now + H) })).message,
    ).toBe('The start time cannot be in the past');
    expect((await call({ code: HARBOR_LIGHTS, price: '900', pay_type: 2, ...window })).message).toBe(
      'Wrong per-increase',
    );
    expect((await call({ code: DAWN, price: '1', ...window })).message).toBe('This NFT is not yours');
    expect(
      (await call({ code: HARBOR_LIGHTS, price: '900', start_time: '2026-02-30 10:00:00', end_time: window.end_time }))
        .message,
    ).toBe('Parameter error');
    // The contract's example starts in the past of this clock.
    expect(
      (
        await call({
          code: CITY_PULSE,
          pay_type: 2,
          price: '400',
          per_increase: '10',
          start_time: '2026-11-23 12:00:00',
          end_time: '2026-11-26 12:00:00',
        })
      ).type,
    ).toBe('error');

    expect(await s.ok('createNftResale', { code: HARBOR_LIGHTS, price: '900', ...window })).toBe('successful');
    const listed = (await s.ok<Nft[]>('listMyNfts')).find((n) => n.code === HARBOR_LIGHTS)!;
    expect(listed).toMatchObject({ resell_nft_status: 1, status: 2, price: '900.00', pay_type: 1, ...window });
    expect((await call({ code: HARBOR_LIGHTS, price: '950', ...window })).message).toBe(
      'This NFT is already being resold; a resale cannot be withdrawn',
    );

    // Once the window opens another user buys it: the resale ends with the sale.
    await s.advance(H + 1000);
    const sold = await delta(s, DEMO.id, 'USDT', () => s.ok('buyNft', { code: HARBOR_LIGHTS }, { token: marco }));
    expect(sold).toEqual({ balance: '900', locked: '0' });
    expect((await s.ok<Nft[]>('listMyNfts')).map((n) => n.code)).not.toContain(HARBOR_LIGHTS);
    expect((await s.ok<Nft[]>('listMyNfts', {}, { token: marco })).find((n) => n.code === HARBOR_LIGHTS)).toMatchObject(
      {
        owner: MARCO,
        resell_nft_status: 0,
        status: 0,
      },
    );
  });
});

let marcoLater = '';

describe('auctions over time', () => {
  const s = later;

  it('settles an auction at its end: the winner gets a one-day order, outbid deposits return', async () => {
    marcoLater = await s.login('marco.rossi@example.com', 'Marco!2026');
    await s.ok('bidNft', { code: NIGHT_MARKET, price: '0.05' });
    const night = await s.ok<Nft>('getNft', { id: 11 });
    const end = Date.parse(`${night.end_time.replace(' ', 'T')}Z`);

    // The demo user's own unpaid win (order 31) falls due in the same stretch: its deposit is forfeited.
    let somchai = { balance: '', locked: '' };
    let marcoUsdt = { balance: '', locked: '' };
    const lina = await nftDelta(s, DEMO.id, 'USDT', async () => {
      somchai = await nftDelta(s, SOMCHAI, 'USDT', async () => {
        marcoUsdt = await nftDelta(s, MARCO, 'USDT', () => s.advance(end - s.sandbox.world.clock.now() + 60e3));
      });
    });
    expect(somchai).toEqual({ balance: '100', locked: '-100' });
    expect(marcoUsdt).toEqual({ balance: '100', locked: '-100' });
    expect(lina).toEqual({ balance: '0', locked: '-50' });

    const orders = await s.ok<Order[]>('listUnpaidNftOrders');
    const won = orders.find((o) => o.code === NIGHT_MARKET)!;
    expect(won).toMatchObject({ price: '1.85', is_pay: 0, is_expired: 0, is_read: 0, created: Math.floor(end / 1000) });
    expect(won.overtime).toBe(won.created + 86400);
    expect(orders.find((o) => o.id === 31)).toMatchObject({ is_pay: 0, is_expired: 1, overtime: 0, pay_time: null });
    expect(await s.call('payNftOrder', { id: 31 })).toEqual({
      type: 'error',
      message: 'The order does not exist or has expired',
    });
    expect(await s.ok('listNftBids', { code: NIGHT_MARKET })).toEqual([]);
    expect(await s.ok<Nft>('getNft', { id: 11 })).toMatchObject({ status: 0, lock_order: 1, owner: KENJI });
    expect((await s.call('bidNft', { code: NIGHT_MARKET, price: '0.05' }, { token: marcoLater })).message).toBe(
      'This item is not on sale or has ended',
    );

    // Paying: the ETH bid goes to the artist, the deposit comes back, the video changes hands.
    let kenjiEth = { balance: '', locked: '' };
    const linaEth = await nftDelta(s, DEMO.id, 'ETH', async () => {
      kenjiEth = await nftDelta(s, KENJI, 'ETH', () => s.ok('payNftOrder', { id: won.id }));
    });
    expect(linaEth).toEqual({ balance: '-1.85', locked: '0' });
    expect(kenjiEth).toEqual({ balance: '1.85', locked: '0' });
    expect(await s.wallet(DEMO.id, 'change', 'USDT')).toMatchObject({ locked: '0.000000000000000000' });
    expect((await s.ok<Nft[]>('listMyNfts'))[0]).toMatchObject({ code: NIGHT_MARKET, owner: DEMO.id, lock_order: 0 });
  });

  it('runs a resold auction to its end and forfeits the deposit of a winner who does not pay', async () => {
    const now = s.sandbox.world.clock.now();
    await s.ok('createNftResale', {
      code: CITY_PULSE,
      pay_type: 2,
      price: '400',
      per_increase: '10',
      start_time: fmt(now + 60e3),
      end_time: fmt(now + H),
    });
    expect((await s.call('bidNft', { code: CITY_PULSE, price: '10' }, { token: marcoLater })).message).toBe(
      'This item is not on sale or has ended',
    );
    await s.advance(2 * 60e3);
    const deposit = await nftDelta(s, MARCO, 'USDT', () =>
      s.ok('bidNft', { code: CITY_PULSE, price: '10' }, { token: marcoLater }),
    );
    expect(deposit).toEqual({ balance: '-50', locked: '50' });
    await s.advance(H);
    const [order] = await s.ok<Order[]>('listUnpaidNftOrders', {}, { token: marcoLater });
    expect(order).toMatchObject({ code: CITY_PULSE, price: '410.00', is_pay: 0 });
    expect(
      (
        await s.call('createNftResale', {
          code: CITY_PULSE,
          price: '500',
          start_time: fmt(now + 2 * H),
          end_time: fmt(now + D),
        })
      ).message,
    ).toBe('An auction win of this NFT awaits payment; it cannot be resold now');

    const forfeited = await nftDelta(s, MARCO, 'USDT', () => s.advance(D));
    expect(forfeited).toEqual({ balance: '0', locked: '-50' });
    const [expired] = await s.ok<Order[]>('listUnpaidNftOrders', {}, { token: marcoLater });
    expect(expired).toMatchObject({ is_pay: 0, is_expired: 1, overtime: 0 });
    expect(await s.ok<Nft>('getNft', { id: 4 })).toMatchObject({ owner: DEMO.id, status: 0, lock_order: 0 });
  });
});
