// The NFT market (`/bind_box/...`): the market list and detail, artists, favourites, fixed-price
// purchases, auctions (deposit, bids, the winner's order), blind boxes and resales. The rules live
// in domain/market-nft.ts; this module reads the rows and writes them as the contract's shapes.
import Big from 'big.js';
import type { Queryable } from '../db/db';
import { dateTime } from '../domain/clock';
import {
  bidNft,
  buyNft,
  isReselling,
  nftAmount,
  payNftMargin,
  payNftOrder,
  openBlindBox,
  readNftOrder,
  resellNft,
  saleStatus,
  saleStatusSql,
  setupNftJobs,
  toggleFavourite,
  type NftOrderRow,
  type NftRow,
} from '../domain/market-nft';
import { fail } from '../wire/errors';
import type { Area, Ctx } from '../world';
import { me } from '../world';

/** An NFT row with what the market lists beside it. */
interface NftListRow extends NftRow {
  currency_name: string;
  author_name: string | null;
  author_avatar: string | null;
  collected: boolean;
  collect_number: number;
}

const seconds = (ms: number) => Math.floor(Number(ms) / 1000);

/** The stored NFT (`NftArtwork`). */
function artwork(n: NftRow, now: number) {
  return {
    id: n.id,
    code: n.code,
    type: n.type,
    name: n.name,
    price: nftAmount(n.price),
    image: n.image,
    file: n.file,
    description: n.description,
    author: n.author_id,
    owner: n.owner_id,
    status: saleStatus(n, now),
    start_time: dateTime(Number(n.start_at)),
    end_time: dateTime(Number(n.end_at)),
    pay_type: n.pay_type,
    per_increase: nftAmount(n.per_increase),
    rarity: n.rarity,
    rarity_status: n.opened ? 1 : 0,
    margin: nftAmount(n.margin),
    currency_id: n.currency_id,
    resell_nft_status: isReselling(n, now) ? 1 : 0,
    lock_order: n.lock_order ? 1 : 0,
    created: dateTime(Number(n.created_at)),
    updated: n.updated_at === null ? null : dateTime(Number(n.updated_at)),
  };
}

/** The market's row (`NftItem`). */
function item(n: NftListRow, now: number) {
  return {
    ...artwork(n, now),
    currency_name: n.currency_name,
    author_id: n.author_id,
    author_name: n.author_name,
    author_avatar: n.author_avatar,
    collect: Boolean(n.collected),
  };
}

/**
 * The NFTs with their currency, author and favourites as seen by the viewer ($1, a user id or
 * null); `where` and `tail` use the further parameters.
 */
function listed(q: Queryable, where: string, params: unknown[], tail = 'ORDER BY n.id DESC') {
  return q.query<NftListRow>(
    `SELECT n.*, c.name AS currency_name, a.nickname AS author_name, a.head_portrait AS author_avatar,
       EXISTS (SELECT 1 FROM nft_favourites f WHERE f.nft_id = n.id AND f.user_id = $1) AS collected,
       (SELECT count(*)::int FROM nft_favourites f WHERE f.nft_id = n.id) AS collect_number
     FROM nft_items n JOIN currencies c ON c.id = n.currency_id JOIN users a ON a.id = n.author_id
     WHERE ${where} ${tail}`,
    params,
  );
}

const page = (input: Record<string, unknown>, fallbackLimit = 10) => {
  const p = Number(input.page ?? 1);
  const limit = Number(input.limit ?? fallbackLimit);
  return { limit, offset: (p - 1) * limit };
};

/** Runs a money action in one transaction and answers the backends' confirmation. */
async function act(ctx: Ctx, fn: (q: Queryable) => Promise<void>): Promise<string> {
  await ctx.world.db.tx(fn);
  return ctx.t('nftSuccessful');
}

/** `Y-m-d H:i:s` (server time, UTC) to milliseconds; a date that does not exist is a parameter error. */
function parseDateTime(text: string): number {
  const ms = Date.parse(`${text.replace(' ', 'T')}Z`);
  if (!Number.isFinite(ms) || dateTime(ms) !== text) return fail('parameterError');
  return ms;
}

export const nft: Area = {
  setup: setupNftJobs,
  handlers: {
    async listNfts(ctx) {
      const { input, now } = ctx;
      const params: unknown[] = [ctx.user?.id ?? null, now];
      const where = ['true'];
      const add = (sql: string, value: unknown) => {
        params.push(value);
        where.push(sql.replace('?', `$${params.length}`));
      };
      if (input.currency !== undefined) add('n.currency_id = ?', input.currency);
      if (input.pay_type !== undefined) add('n.pay_type = ?', input.pay_type);
      if (input.type !== undefined) add('n.type = ?', input.type);
      if (input.status !== undefined) add(`${saleStatusSql('n', '$2')} = ?`, input.status);
      if (input.keyword !== undefined)
        add(`n.name ILIKE ? ESCAPE '\\'`, `%${String(input.keyword).replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
      const { limit, offset } = page(input);
      const rows = await listed(
        ctx.world.db,
        where.join(' AND '),
        [...params, limit, offset],
        `ORDER BY ${saleStatusSql('n', '$2')} DESC, n.created_at DESC, n.id DESC LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
      );
      return rows.map((n) => item(n, now));
    },

    async getNft(ctx) {
      const { input, now } = ctx;
      const [row] = await listed(
        ctx.world.db,
        'n.id = $2 OR (n.code = $3 AND NOT EXISTS (SELECT 1 FROM nft_items x WHERE x.id = $2))',
        [ctx.user?.id ?? null, input.id, input.code ?? null],
      );
      if (!row) return fail('nftNotFound');
      return { ...item(row, now), collect_number: Number(row.collect_number) };
    },

    async listArtists(ctx) {
      const { limit, offset } = page(ctx.input);
      const rows = await ctx.world.db.query<{
        id: number;
        nickname: string;
        head_portrait: string;
        signature: string;
      }>(
        `SELECT u.id, u.nickname, u.head_portrait, u.signature FROM users u
         JOIN (SELECT author_id, max(created_at) AS latest FROM nft_items GROUP BY author_id) w ON w.author_id = u.id
         ORDER BY w.latest DESC, u.id LIMIT $1 OFFSET $2`,
        [limit, offset],
      );
      return rows.map((u) => ({
        author_id: u.id,
        id: u.id,
        nickname: u.nickname,
        head_portrait: u.head_portrait,
        signature: u.signature || null,
      }));
    },

    async getArtist(ctx) {
      const { world, now } = ctx;
      const uid = Number(ctx.input.uid);
      const user = await world.db.one<{ id: number; nickname: string; head_portrait: string; signature: string }>(
        'SELECT id, nickname, head_portrait, signature FROM users WHERE id = $1',
        [uid],
      );
      if (!user) return fail('parameterError');
      const artworks = await world.db.query<NftRow>('SELECT * FROM nft_items WHERE author_id = $1 ORDER BY id', [uid]);
      const collects = await world.db.query<NftRow>(
        `SELECT n.* FROM nft_favourites f JOIN nft_items n ON n.id = f.nft_id WHERE f.user_id = $1
         ORDER BY f.created_at DESC`,
        [uid],
      );
      const favourites = await world.db.one<{ n: number }>(
        `SELECT count(*)::int AS n FROM nft_favourites f JOIN nft_items n ON n.id = f.nft_id WHERE n.author_id = $1`,
        [uid],
      );
      return {
        id: user.id,
        nickname: user.nickname,
        head_portrait: user.head_portrait,
        signature: user.signature || null,
        artworks: artworks.map((n) => artwork(n, now)),
        collects: collects.map((n) => artwork(n, now)),
        artworks_collect_number: Number(favourites?.n ?? 0),
      };
    },

    async listNftCurrencies(ctx) {
      const rows = await ctx.world.db.query<{ id: number; name: string; logo: string }>(
        `SELECT c.id, c.name, c.logo FROM currencies c
         WHERE EXISTS (SELECT 1 FROM nft_items n WHERE n.currency_id = c.id) ORDER BY c.id`,
      );
      return rows;
    },

    async listCollections(ctx) {
      const user = me(ctx);
      const rows = await listed(
        ctx.world.db,
        'EXISTS (SELECT 1 FROM nft_favourites f WHERE f.nft_id = n.id AND f.user_id = $1)',
        [user.id],
        `ORDER BY (SELECT f.created_at FROM nft_favourites f WHERE f.nft_id = n.id AND f.user_id = $1) DESC`,
      );
      return rows.map((n) => item(n, ctx.now));
    },

    async collectNft(ctx) {
      const user = me(ctx);
      return act(ctx, async (q) => {
        await toggleFavourite(ctx.world, q, user, String(ctx.input.code), ctx.now);
      });
    },

    async buyNft(ctx) {
      const user = me(ctx);
      return act(ctx, (q) => buyNft(q, user, String(ctx.input.code), ctx.now));
    },

    async payNftMargin(ctx) {
      const user = me(ctx);
      return act(ctx, (q) => payNftMargin(q, user, String(ctx.input.code), ctx.now));
    },

    async bidNft(ctx) {
      const user = me(ctx);
      return act(ctx, (q) => bidNft(q, user, String(ctx.input.code), String(ctx.input.price), ctx.now));
    },

    async listNftBids(ctx) {
      const rows = await ctx.world.db.query<{
        id: number;
        code: string;
        user_id: number;
        margin_id: number | null;
        status: number;
        price: string;
        currency_id: number;
        currency_name: string;
        nickname: string;
        head_portrait: string;
        created_at: number;
      }>(
        `SELECT b.*, n.code, c.name AS currency_name, u.nickname, u.head_portrait
         FROM nft_items n JOIN nft_bids b ON b.nft_id = n.id AND b.round = n.round AND NOT b.retired
         JOIN currencies c ON c.id = b.currency_id JOIN users u ON u.id = b.user_id
         WHERE n.code = $1 ORDER BY b.id DESC LIMIT 10`,
        [ctx.input.code],
      );
      return rows.map((b) => ({
        id: b.id,
        code: b.code,
        buyer_id: b.user_id,
        ...(b.margin_id === null ? {} : { margin_log_id: b.margin_id }),
        status: b.status,
        price: nftAmount(b.price),
        currency_id: b.currency_id,
        currency_name: b.currency_name,
        nick_name: b.nickname,
        head_portrait: b.head_portrait,
        is_expired: 0,
        created: dateTime(Number(b.created_at)),
      }));
    },

    async listMyNfts(ctx) {
      const user = me(ctx);
      const rows = await ctx.world.db.query<NftRow>(
        'SELECT * FROM nft_items WHERE owner_id = $1 ORDER BY owned_at DESC, id DESC',
        [user.id],
      );
      return rows.map((n) => artwork(n, ctx.now));
    },

    async listMyNftBids(ctx) {
      const user = me(ctx);
      const { limit, offset } = page(ctx.input);
      const current = `FROM nft_bids b JOIN nft_items n ON n.id = b.nft_id
         WHERE b.user_id = $1 AND NOT b.retired AND b.round = n.round`;
      const total = await ctx.world.db.one<{ n: number }>(`SELECT count(*)::int AS n ${current}`, [user.id]);
      const rows = await ctx.world.db.query<{
        id: number;
        code: string;
        user_id: number;
        margin_id: number | null;
        status: number;
        price: string;
        currency_id: number;
        currency_name: string;
        name: string;
        image: string;
        created_at: number;
      }>(
        `SELECT b.*, n.code, n.name, n.image, c.name AS currency_name ${current.replace(
          'WHERE',
          'JOIN currencies c ON c.id = b.currency_id WHERE',
        )} ORDER BY b.id DESC LIMIT $2 OFFSET $3`,
        [user.id, limit, offset],
      );
      return {
        code: 0,
        data: rows.map((b) => ({
          id: b.id,
          code: b.code,
          buyer_id: b.user_id,
          ...(b.margin_id === null ? {} : { margin_log_id: b.margin_id }),
          status: b.status,
          price: nftAmount(b.price),
          currency_id: b.currency_id,
          currency_name: b.currency_name,
          nft_name: b.name,
          nft_image: b.image,
          is_expired: 0,
          created: dateTime(Number(b.created_at)),
        })),
        count: Number(total?.n ?? 0),
      };
    },

    async openBlindBox(ctx) {
      const user = me(ctx);
      const code = String(ctx.input.code);
      return ctx.world.db.tx(async (q) => {
        await openBlindBox(q, user, code, ctx.now);
        const opened = await q.one<NftRow>('SELECT * FROM nft_items WHERE code = $1', [code]);
        return artwork(opened!, ctx.now);
      });
    },

    async createNftResale(ctx) {
      const user = me(ctx);
      const { input } = ctx;
      const resale = {
        code: String(input.code),
        payType: input.pay_type === undefined ? undefined : Number(input.pay_type),
        price: new Big(String(input.price)).toFixed(),
        perIncrease: input.per_increase === undefined ? undefined : new Big(String(input.per_increase)).toFixed(),
        startAt: parseDateTime(String(input.start_time)),
        endAt: parseDateTime(String(input.end_time)),
      };
      return act(ctx, (q) => resellNft(ctx.world, q, user, resale, ctx.now));
    },

    async listUnpaidNftOrders(ctx) {
      const user = me(ctx);
      const rows = await ctx.world.db.query<
        NftOrderRow & { code: string; name: string; image: string; currency_name: string }
      >(
        `SELECT o.*, n.code, n.name, n.image, c.name AS currency_name
         FROM nft_orders o JOIN nft_items n ON n.id = o.nft_id JOIN currencies c ON c.id = o.currency_id
         WHERE o.user_id = $1 ORDER BY o.id DESC`,
        [user.id],
      );
      return rows.map((o) => {
        const paid = o.paid_at !== null;
        // Past the deadline it is expired, even before the expiry job has run.
        const expired = !paid && (o.expired || ctx.now >= Number(o.deadline_at));
        return {
          id: o.id,
          code: o.code,
          quotrtion_log_id: o.bid_id,
          user_id: o.user_id,
          currency_id: o.currency_id,
          currency_name: o.currency_name,
          name: o.name,
          image: o.image,
          price: nftAmount(o.price),
          is_read: o.is_read ? 1 : 0,
          is_pay: paid ? 1 : 0,
          is_expired: paid || expired ? 1 : 0,
          overtime: paid || expired ? 0 : seconds(o.deadline_at),
          pay_time: paid ? seconds(o.paid_at!) : null,
          created: seconds(o.created_at),
        };
      });
    },

    async readNftOrderMessage(ctx) {
      const user = me(ctx);
      return act(ctx, (q) => readNftOrder(q, user, Number(ctx.input.id)));
    },

    async payNftOrder(ctx) {
      const user = me(ctx);
      return act(ctx, (q) => payNftOrder(q, user, Number(ctx.input.id), ctx.now));
    },
  },
};
