// Mini games: the list with its icons, categories and player counts; empty and failed lists; a
// game opens in the webView page only when its origin is allow-listed (never with the token in
// its address), any other is refused by name; a game that needs a session sends a signed-out
// user to log in first.
import { screen, waitFor, within } from '@testing-library/react';
import userEventBase from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { getGetSiteConfigMockHandler } from '@generated/api/content/content.msw';
import { getListGamesMockHandler, getListGamesResponseMock } from '@generated/api/game/game.msw';
import type { Game, ListGames200 } from '@generated/model';
import { setToken } from '@/api/session';
import { i18next } from '@/app/i18n';
import { GameScreen } from '@/features/game/game-screen';
import { server } from '../msw-server';
import { renderScreen } from '../render';

const userEvent = userEventBase.setup({ pointerEventsCheck: 0 });
const ROUTE = '/pages/game/game';
const TOKEN = '9f2c4e1a7b3d58e6c0a1f4b2d9e7c3a5';
const okList = getListGamesResponseMock();
const GAMES: Game[] = okList.type === 'ok' ? okList.message : [];
const listOf = (games: Game[]): ListGames200 => ({ type: 'ok', message: games });

beforeAll(async () => {
  await i18next.loadNamespaces(['game', 'content']);
});
beforeEach(() => {
  // The build's webView allow-list: the games' origin is approved.
  vi.stubEnv('VITE_WEBVIEW_ORIGINS', 'https://games.exchange.test');
  server.use(getGetSiteConfigMockHandler());
});
afterEach(() => vi.unstubAllEnvs());

const render = () => renderScreen(<GameScreen />, { path: ROUTE, route: ROUTE });

describe('mini games', () => {
  it('lists the games with their icon, category, description and players', async () => {
    server.use(getListGamesMockHandler());
    render();
    const game = await screen.findByRole('button', { name: /^Crypto 2048/ });
    expect(game).toHaveTextContent('Puzzle');
    expect(game).toHaveTextContent('Slide and merge coins from Satoshi all the way up to Bitcoin.');
    expect(game).toHaveTextContent('Played by 128,430');
    expect(game.querySelector('img')).toHaveAttribute('src', `${window.location.origin}/upload/game/crypto-2048.svg`);
    const list = screen.getByRole('list', { name: 'Mini games' });
    expect(within(list).getAllByRole('button')).toHaveLength(GAMES.length);
    // Signed out, a game that needs a session says so.
    expect(screen.getByRole('button', { name: /^Up or Down/ })).toHaveTextContent('Log in to play');
    expect(game).not.toHaveTextContent('Log in to play');
  });

  it('says so when the site offers no game', async () => {
    server.use(getListGamesMockHandler(listOf([])));
    render();
    expect(await screen.findByText('No games to play right now')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Mini games' })).not.toBeInTheDocument();
  });

  it('shows a failed list with the reason and loads it again on retry', async () => {
    let calls = 0;
    server.use(
      getListGamesMockHandler(() => {
        calls += 1;
        return calls === 1 ? { type: 'error', message: 'Parameter error' } : listOf(GAMES);
      }),
    );
    render();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Parameter error');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: /^Candle Runner/ })).toBeInTheDocument();
    expect(calls).toBe(2);
  });

  it('opens an allow-listed game in the webView page, without the token in its address', async () => {
    setToken(TOKEN);
    server.use(getListGamesMockHandler());
    const view = render();
    await userEvent.click(await screen.findByRole('button', { name: /^Up or Down/ }));
    await waitFor(() =>
      expect(view.location()).toBe(
        '/pages/common/webView?url=https%3A%2F%2Fgames.exchange.test%2Fup-or-down%2F&title=Up+or+Down',
      ),
    );
    expect(view.location()).not.toContain(TOKEN);
  });

  it('refuses a game whose origin is not allow-listed, names it and stays', async () => {
    const foreign: Game = { ...GAMES[0]!, id: 9, name: 'Free Coins', url: 'https://evil.test/play' };
    server.use(getListGamesMockHandler(listOf([foreign])));
    const view = render();
    await userEvent.click(await screen.findByRole('button', { name: /^Free Coins/ }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('This game cannot be opened');
    expect(dialog).toHaveTextContent(
      'For your safety the app only opens the approved addresses of this site. evil.test, where Free Coins is played, is not one of them.',
    );
    expect(view.location()).toBe(ROUTE);
  });

  it('refuses every game when the build approves no origin for the webView page', async () => {
    vi.stubEnv('VITE_WEBVIEW_ORIGINS', '');
    server.use(getListGamesMockHandler());
    const view = render();
    await userEvent.click(await screen.findByRole('button', { name: /^Crypto 2048/ }));
    expect(await screen.findByRole('dialog')).toHaveTextContent(/games\.exchange\.test, where Crypto 2048 is played/);
    expect(view.location()).toBe(ROUTE);
  });

  it('sends a signed-out user to log in before a game that needs a session, and back here after', async () => {
    server.use(getListGamesMockHandler());
    const view = render();
    await userEvent.click(await screen.findByRole('button', { name: /^Daily Solitaire/ }));
    await waitFor(() => expect(view.location()).toBe('/pages/common/login?redirect=%2Fpages%2Fgame%2Fgame'));
  });
});
