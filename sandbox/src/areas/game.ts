// Mini games (proposed, public operation): the games the site has switched on, in the operators'
// order, named in the language asked for.
import type { Area } from '../world';

export const game: Area = {
  handlers: {
    async listGames(ctx) {
      const rows = await ctx.world.db.query<{
        id: number;
        name_key: string;
        description_key: string;
        icon: string;
        url: string;
        category: string;
        login_required: boolean;
        players: number;
      }>('SELECT * FROM games WHERE enabled ORDER BY sort, id LIMIT 100');
      return rows.map((g) => ({
        id: g.id,
        name: ctx.t(g.name_key),
        description: ctx.t(g.description_key),
        icon: g.icon,
        url: g.url,
        category: g.category,
        login_required: g.login_required,
        players: g.players,
      }));
    },
  },
};
