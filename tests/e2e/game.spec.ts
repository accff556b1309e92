// Mini games against Prism, in the built app under its strict CSP: the Home tile opens the games
// with their icons; a game opens in the webView page when the build lets its origin into a frame
// (VITE_WEBVIEW_ORIGINS) and is refused by name otherwise (the default build frames no other
// origin); a foreign address is refused and never requested; a game that needs a session sends
// a signed-out user to log in first.
import { readFileSync } from 'node:fs';
import { expect as baseExpect, type Page } from '@playwright/test';
import { test } from './test';
import { contractExample, watchProblems } from './helpers';
import { intercept } from './intercept';

// The first screen waits on the lazy chunk, the namespace and the mock answers.
const expect = baseExpect.configure({ timeout: 30_000 });

const GAMES_ORIGIN = 'https://games.exchange.test';

/** Whether the app under test was built with the games' origin in its CSP `frame-src`. */
function buildFramesGames(): boolean {
  const file = `${process.env.E2E_DIST ?? 'dist'}/.deploy/security-headers.json`;
  const headers = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
  const frameSrc = (headers['Content-Security-Policy'] ?? '').split(';').find((d) => d.trim().startsWith('frame-src'));
  return (frameSrc ?? '').split(/\s+/).includes(GAMES_ORIGIN);
}

/** Counts the requests the page makes to an origin. */
function requestsTo(page: Page, origin: string): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(origin)) seen.push(request.url());
  });
  return seen;
}

async function openFromHome(page: Page): Promise<void> {
  await page.goto('#/');
  // Home opens with its popup notice (the contract's example); a person closes it first.
  await page.getByRole('dialog').getByRole('button', { name: 'Got it' }).click();
  const features = page.getByRole('navigation', { name: 'Features' });
  await features.getByRole('button', { name: 'More' }).click();
  await features.getByRole('button', { name: 'Mini games' }).click();
  await expect(page).toHaveURL(/#\/pages\/game\/game$/);
}

test('the Home tile opens the mini games, and a game opens in the webView page', async ({ page }) => {
  const problems = watchProblems(page);
  const framed = buildFramesGames();
  // The mock has no game server: answer the game's page when the build lets it into a frame.
  await intercept(page, `${GAMES_ORIGIN}/**`, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Crypto 2048</title><h1>2048</h1>' }),
  );
  const gameRequests = requestsTo(page, GAMES_ORIGIN);
  await openFromHome(page);

  const list = page.getByRole('list', { name: 'Mini games' });
  await expect(list.getByRole('button')).toHaveCount(5);
  const game = list.getByRole('button', { name: /^Crypto 2048/ });
  await expect(game).toContainText('Puzzle');
  await expect(game).toContainText('Slide and merge coins from Satoshi all the way up to Bitcoin.');
  await expect(game).toContainText('Played by 128,430');
  await expect(list.getByRole('button', { name: /^Up or Down/ })).toContainText('Log in to play');
  // The icons come from the site's /upload through the image-URL rule, and load.
  await expect
    .poll(() => game.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);

  await game.click();
  if (framed) {
    await expect(page).toHaveURL(/#\/pages\/common\/webView\?url=https%3A%2F%2Fgames\.exchange\.test%2Fcrypto-2048%2F/);
    await expect(page.locator('iframe')).toHaveAttribute('src', `${GAMES_ORIGIN}/crypto-2048/`);
    await expect(page.frameLocator('iframe').getByRole('heading', { name: '2048' })).toBeVisible();
  } else {
    // The default build frames no origin but its own: the game is refused before the browser would.
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('This game cannot be opened');
    await expect(dialog).toContainText('games.exchange.test, where Crypto 2048 is played, is not one of them.');
    await expect(page).toHaveURL(/#\/pages\/game\/game$/);
    expect(gameRequests).toEqual([]);
  }
  expect(problems).toEqual([]);
});

test('a game at a foreign address is refused and never requested', async ({ page }) => {
  const ok = contractExample('GamesOk') as { type: string; message: Record<string, unknown>[] };
  const foreign = { ...ok.message[0], id: 9, name: 'Free Coins', url: 'https://evil.test/play' };
  await intercept(page, '**/api/game/list*', (route) => route.fulfill({ json: { type: 'ok', message: [foreign] } }));
  const requests = requestsTo(page, 'https://evil.test');
  await page.goto('#/pages/game/game');
  await page.getByRole('button', { name: /^Free Coins/ }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('evil.test, where Free Coins is played, is not one of them.');
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/#\/pages\/game\/game$/);
  await expect(page.locator('iframe')).toHaveCount(0);
  expect(requests).toEqual([]);
});

test('a game that needs a session sends a signed-out user to log in first', async ({ page }) => {
  await page.goto('#/pages/game/game');
  await page.getByRole('button', { name: /^Daily Solitaire/ }).click();
  await expect(page).toHaveURL(/#\/pages\/common\/login\?redirect=%2Fpages%2Fgame%2Fgame$/);
});
