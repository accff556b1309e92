// The market area: quotes of every pair from the live feed, k-line history of each pair, favourites.
import type { Area } from '../world';
import { me } from '../world';

export const market: Area = {
  handlers: {
    async listQuotations({ world }) {
      const { feed, db } = world;
      const legals = await db.query<{ id: number; name: string; logo: string }>(
        'SELECT DISTINCT c.id, c.name, c.logo FROM currencies c JOIN pairs p ON p.legal_id = c.id ORDER BY c.id',
      );
      return legals.map((legal) => ({
        id: legal.id,
        name: legal.name,
        logo: legal.logo,
        quotation: [...feed.pairs.values()]
          .filter((p) => p.legalId === legal.id)
          .map((p) => {
            const c = p.config;
            return {
              id: p.id,
              legal_id: p.legalId,
              currency_id: p.currencyId,
              legal_name: p.quote,
              currency_name: p.base,
              now_price: feed.format(p),
              change: feed.change(p),
              volume: p.volume.toFixed(4),
              high: feed.format(p, p.high),
              low: feed.format(p, p.low),
              open_transaction: Number(c.open_transaction),
              open_lever: Number(c.open_lever),
              open_microtrade: Number(c.open_microtrade),
              open_coin_trade: Number(c.open_coin_trade),
              lever_min_share: Number(c.lever_min_share),
              lever_max_share: Number(c.lever_max_share),
              lever_trade_fee: String(Number(c.lever_trade_fee)),
              spread: Number(c.spread).toFixed(4),
              overnight: Number(c.overnight).toFixed(4),
              logo: `/upload/coin/${p.base.toLowerCase()}.svg`,
              ...(c.category ? { category: String(c.category) } : {}),
            };
          }),
      }));
    },
  },
};
void me;
