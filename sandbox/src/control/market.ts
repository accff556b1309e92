// The control API's scenarios of the NFT and OTC markets: a work put on sale for a user (an
// auction ending in five minutes, a fixed-price work or a blind box a test user buys), and an OTC
// merchant acting now instead of after their usual minutes. Every change goes through the same
// domain code as the app's calls and the jobs.
import Big from 'big.js';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { mintNft } from '../domain/market-nft';
import { merchantPays, merchantReleases, OTC_STATUS } from '../domain/market-otc';
import { BusinessError } from '../wire/errors';
import type { World } from '../world';

type Body = Record<string, unknown>;
const SALES: Record<string, 1 | 2 | 3> = { fixed: 1, auction: 2, box: 3 };

export function registerMarketControl(
  app: FastifyInstance,
  world: World,
  lookup: { userId(ref: string): Promise<number | undefined>; currencyId(ref: unknown): Promise<number | undefined> },
): void {
  const { db, clock } = world;
  const bad = (reply: FastifyReply, error: string) => reply.code(400).send({ error });
  const decimal = (value: unknown) => {
    try {
      const amount = new Big(String(value));
      return amount.gt(0) ? amount.toFixed() : undefined;
    } catch {
      return undefined;
    }
  };

  /**
   * A work on sale: { owner, author?, sale: fixed | auction | box, price, currency? (USDT),
   * perIncrease?, margin? (auction, USDT), name?, startsIn? (ms, default -1 h: already open),
   * endsIn? (ms, default 1 day) } -> { id, code, name, owner, sale, price, ..., startsAt, endsAt }.
   */
  app.post('/__sandbox/nfts', async (request, reply) => {
    const body = (request.body ?? {}) as Body;
    const owner = await lookup.userId(String(body.owner ?? ''));
    const author = body.author === undefined ? owner : await lookup.userId(String(body.author));
    const currency = await lookup.currencyId(body.currency ?? 'USDT');
    const payType = SALES[String(body.sale ?? 'fixed')];
    const price = decimal(body.price);
    if (!owner || !author) return bad(reply, 'no such owner or author');
    if (!currency) return bad(reply, 'no such currency');
    if (!payType) return bad(reply, 'sale is fixed, auction or box');
    if (!price) return bad(reply, 'price must be a decimal above 0');
    const perIncrease = body.perIncrease === undefined ? undefined : decimal(body.perIncrease);
    const margin = body.margin === undefined ? undefined : decimal(body.margin);
    if ((body.perIncrease !== undefined && !perIncrease) || (body.margin !== undefined && !margin))
      return bad(reply, 'perIncrease and margin must be decimals above 0');
    const now = clock.now();
    const startAt = now + Number(body.startsIn ?? -3600e3);
    const endAt = now + Number(body.endsIn ?? 86400e3);
    if (!Number.isFinite(startAt) || !Number.isFinite(endAt) || endAt <= startAt || endAt <= now)
      return bad(reply, 'endsIn must be in the future and after startsIn (ms from now)');
    const name = String(body.name ?? `Sandbox work ${now.toString(36).slice(-5).toUpperCase()}`);
    try {
      const n = await db.tx((q) =>
        mintNft(
          world,
          q,
          {
            ownerId: owner,
            authorId: author,
            name,
            payType,
            currencyId: currency,
            price,
            perIncrease,
            margin,
            startAt,
            endAt,
          },
          now,
        ),
      );
      return {
        id: n.id,
        code: n.code,
        name: n.name,
        owner: n.owner_id,
        sale: String(body.sale ?? 'fixed'),
        price: new Big(n.price).toFixed(),
        perIncrease: new Big(n.per_increase).toFixed(),
        margin: new Big(n.margin).toFixed(),
        startsAt: new Date(Number(n.start_at)).toISOString(),
        endsAt: new Date(Number(n.end_at)).toISOString(),
      };
    } catch (error) {
      if (error instanceof BusinessError) return bad(reply, error.key);
      throw error;
    }
  });

  /**
   * The merchant of an OTC order acts now: pays a sell order waiting for payment, or releases the
   * USDT of a paid buy order -> { id, status }.
   */
  app.post('/__sandbox/otc/orders/:id/merchant', async (request, reply) => {
    const id = Number((request.params as { id: string }).id);
    const order = await db.one<{ side: string; status: number }>('SELECT side, status FROM otc_orders WHERE id = $1', [
      id,
    ]);
    if (!order) return bad(reply, 'no such order');
    const acted = await db.tx((q) =>
      order.side === 'sell' ? merchantPays(world, q, id, clock.now()) : merchantReleases(world, q, id, clock.now()),
    );
    if (!acted)
      return bad(
        reply,
        order.side === 'sell'
          ? 'the merchant pays a sell order waiting for payment only'
          : 'the merchant releases a paid buy order only',
      );
    const after = await db.one<{ status: number }>('SELECT status FROM otc_orders WHERE id = $1', [id]);
    return { id, status: after?.status ?? OTC_STATUS.pending };
  });
}
