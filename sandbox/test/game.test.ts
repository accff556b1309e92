// Mini games: the seeded list, public, named in the language asked for.
import { describe, expect, it } from 'vitest';
import { startSandbox } from './harness';

const s = await startSandbox();

interface Game {
  id: number;
  name: string;
  icon: string;
  url: string;
  login_required: boolean;
}

describe('mini games', () => {
  it('lists the seeded games in the operators order, signed in or not', async () => {
    const games = await s.ok<Game[]>('listGames', {}, { token: null });
    expect(games.map((g) => g.id)).toEqual([1, 2, 3, 4, 5]);
    expect(games[0]).toMatchObject({ name: 'Crypto 2048', icon: '/upload/game/crypto-2048.svg' });
    for (const g of games) expect(g.url).toMatch(/^https:\/\//);
    expect(games.filter((g) => g.login_required).map((g) => g.id)).toEqual([2, 5]);
    expect(await s.ok<Game[]>('listGames')).toEqual(games);
  });

  it('hides a game the site switched off', async () => {
    await s.sandbox.world.db.query('UPDATE games SET enabled = false WHERE id = 3');
    const games = await s.ok<Game[]>('listGames', {}, { token: null });
    expect(games.map((g) => g.id)).toEqual([1, 2, 4, 5]);
  });
});
