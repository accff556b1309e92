// The seed of the mini games: the five games of the contract's example, in the operators' order,
// each with its icon under mock/upload/game and its own https address.
import type { Queryable } from '../db/db';

const GAMES = [
  { id: 1, slug: 'crypto-2048', key: 'gameCrypto2048', category: 'puzzle', login: false, players: 128430 },
  { id: 2, slug: 'up-or-down', key: 'gameUpOrDown', category: 'prediction', login: true, players: 56210 },
  { id: 3, slug: 'candle-runner', key: 'gameCandleRunner', category: 'arcade', login: false, players: 84905 },
  { id: 4, slug: 'coin-memory', key: 'gameCoinMemory', category: 'casual', login: false, players: 23118 },
  { id: 5, slug: 'solitaire', key: 'gameSolitaire', category: 'card', login: true, players: 9874 },
];

export async function seedGame(q: Queryable): Promise<void> {
  for (const [index, g] of GAMES.entries())
    await q.query(
      `INSERT INTO games (id, slug, name_key, description_key, icon, url, category, login_required, players, sort)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
      [
        g.id,
        g.slug,
        `${g.key}Name`,
        `${g.key}Description`,
        `/upload/game/${g.slug}.svg`,
        `https://games.exchange.test/${g.slug}/`,
        g.category,
        g.login,
        g.players,
        index + 1,
      ],
    );
}
