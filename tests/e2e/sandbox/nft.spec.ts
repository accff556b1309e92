// The NFT market against the sandbox, asserted by what the user then sees: a fixed-price work
// bought (the price leaves the Spot account on Assets, the work is in My NFTs, a favourite stays
// after a reload), resold and bought by another user (gone from My NFTs, the price arrives); a
// blind box bought and opened to a work of its series; an auction with its deposit frozen, outbid
// by another user, led again, won when it ends on the sandbox clock and paid (the work in My NFTs,
// the deposit back, the other bidder's deposit back at the end); a win not paid within its day
// (expired, the deposit gone). The works are listed for each journey through the control API.
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { expectToast, watchProblems } from '../helpers';
import { expectCoinRow } from './coin-row';
import { advance, control, newUser, SANDBOX, signInAs, syncClock, wallets, test, type SandboxUser } from './sandbox';

const MINUTE = 60e3;
const DAY = 86400e3;

// Each journey goes through several screens and moves the clock: room for a loaded machine.
test.describe.configure({ timeout: 120_000 });

interface Listed {
  id: number;
  code: string;
  name: string;
}

/** A work on sale, listed by `owner` through the control API (already open, ends in `endsIn`). */
function list(
  request: APIRequestContext,
  owner: SandboxUser,
  sale: 'fixed' | 'auction' | 'box',
  price: string,
  extra: Record<string, unknown> = {},
) {
  return control<Listed>(request, 'POST', '/nfts', {
    owner: owner.id,
    sale,
    price,
    name: `${sale === 'box' ? 'Box' : 'Study'} ${Date.now().toString(36).slice(-6)}`,
    ...extra,
  });
}

/** Calls the sandbox as another user would from their app (form body, their token). */
async function call(request: APIRequestContext, user: SandboxUser, path: string, form: Record<string, string>) {
  const response = await request.post(`${SANDBOX}${path}`, {
    form: { lang: 'en', ...form },
    headers: { authorization: user.token },
  });
  const body = (await response.json()) as { type: string; message: unknown };
  expect(body, `${path}: ${JSON.stringify(body)}`).toMatchObject({ type: 'ok' });
  return body.message;
}

const owned = (page: Page) => page.getByRole('list', { name: 'NFTs you own' });

async function openOwned(page: Page) {
  await page.goto('#/pages/nft/myNft?tab=owned');
  await expect(page.getByRole('tab', { name: 'Owned' })).toHaveAttribute('aria-selected', 'true');
}

test('a fixed-price work bought, kept as a favourite, resold and bought by another user', async ({ page, request }) => {
  const problems = watchProblems(page);
  const seller = await newUser(request, {});
  const buyer = await newUser(request, { change: { USDT: '2000' } });
  const other = await newUser(request, { change: { USDT: '1000' } });
  const work = await list(request, seller, 'fixed', '450');
  await syncClock(page, request);
  await signInAs(page, buyer);

  // The work's own page (not another NFT's), its price and Buy now.
  await page.goto(`#/pages/nft/artworkDetail?id=${work.id}`);
  await expect(page.getByRole('heading', { name: work.name })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('450.00 USDT').first()).toBeVisible();

  // A favourite, still one after a reload.
  const heart = page.getByRole('button', { name: /Favourite/ });
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await heart.click();
  await expectToast(page, 'Added to your favourites');
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await page.reload();
  await expect(page.getByRole('button', { name: /Favourite/ })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('button', { name: /Favourite/ })).toContainText('1');

  await page.getByRole('button', { name: 'Buy now' }).click();
  await expect(page.getByText('2,000.00 USDT')).toBeVisible();
  await expect(page.getByText('1,550.00 USDT')).toBeVisible();
  await page.getByRole('button', { name: 'Buy now' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(work.name);
  await expect(dialog).toContainText('450.00 USDT');
  await dialog.getByRole('button', { name: 'Pay' }).click();

  // My NFTs lists it; the price left the Spot account and reached the seller.
  await expect(owned(page).getByRole('article', { name: work.name })).toBeVisible();
  expect((await wallets(request, seller))('change', 'USDT').balance).toMatch(/^450(\.0+)?$/);
  await expectCoinRow(page, 'Spot', 'USDT', { held: '1,550.00', available: '1,550.00', frozen: '0.00' });

  // Resold at a fixed price from My NFTs (it opens ten minutes later, the form's default).
  await openOwned(page);
  await owned(page).getByRole('article', { name: work.name }).getByRole('button', { name: 'Resell' }).click();
  await page.getByLabel('Price (USDT)').fill('600');
  await page.getByRole('button', { name: 'Resell' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'List for sale' }).click();
  await expectToast(page, 'successful');
  await expect(owned(page).getByRole('article', { name: work.name })).toContainText('Reselling');

  // Another user buys it once the resale opens: it leaves My NFTs, its price arrives.
  await advance(request, 11 * MINUTE);
  await call(request, other, '/bind_box/buyNFT', { code: work.code });
  await openOwned(page);
  await page.reload();
  await expect(page.getByText('You do not own any NFT yet')).toBeVisible();
  await expectCoinRow(page, 'Spot', 'USDT', { held: '2,150.00', available: '2,150.00', frozen: '0.00' });
  expect((await wallets(request, other))('change', 'USDT').balance).toMatch(/^400(\.0+)?$/);
  expect(problems).toEqual([]);
});

test('a blind box bought and opened reveals a work of its series', async ({ page, request }) => {
  const seller = await newUser(request, {});
  const buyer = await newUser(request, { change: { USDT: '100' } });
  const box = await list(request, seller, 'box', '30');
  await syncClock(page, request);
  await signInAs(page, buyer);

  await page.goto(`#/pages/nft/purchase_one?id=${box.id}`);
  await expect(page.getByText('A blind box is opened after purchase')).toBeVisible({ timeout: 20_000 });
  await page.getByRole('button', { name: 'Buy now' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Pay' }).click();

  const row = owned(page).getByRole('article', { name: box.name });
  await expect(row).toContainText('Unopened');
  await row.getByRole('button', { name: 'Open' }).click();
  await page.getByRole('dialog', { name: 'Open this blind box?' }).getByRole('button', { name: 'Open' }).click();
  const reveal = page.getByRole('dialog').filter({ hasText: 'You got' });
  await expect(reveal).toContainText(`You got ${box.name}`);
  await expect(reveal).toContainText(/Rarity (N|R|SR)/);
  // the picture of one of the series' works (seed/nft.ts: Nova Studio origami)
  await expect(reveal.getByRole('img')).toHaveAttribute('src', /\/upload\/nft\/rarity\/s1-/);
  await reveal.getByRole('button', { name: 'Great' }).click();
  await expect(row).toContainText('Opened');
  await page.reload();
  await expect(owned(page).getByRole('article', { name: box.name })).toContainText('Opened');
  await expectCoinRow(page, 'Spot', 'USDT', { held: '70.00', available: '70.00', frozen: '0.00' });
});

test('an auction: the deposit frozen, outbid, led again, won at its end on the clock and paid', async ({
  page,
  request,
}) => {
  const problems = watchProblems(page);
  const seller = await newUser(request, {});
  const bidder = await newUser(request, { change: { USDT: '1000' } });
  const rival = await newUser(request, { change: { USDT: '1000' } });
  const work = await list(request, seller, 'auction', '100', { perIncrease: '10', margin: '50', endsIn: 30 * MINUTE });
  await syncClock(page, request);
  await signInAs(page, bidder);

  await page.goto(`#/pages/nft/purchase?id=${work.id}`);
  await expect(page.getByRole('heading', { name: 'Deposit · 50.00 USDT' })).toBeVisible({ timeout: 20_000 });
  // The form proposes the current bid plus the minimum raise.
  await expect(page.getByLabel('Bid (USDT)')).toHaveValue('110');
  await page.getByRole('button', { name: 'Place bid' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('You are the leading bidder')).toBeVisible();
  await expect(page.getByText('Deposit paid')).toBeVisible();

  // Another user raises by 20: the live page says so, and proposes 140.
  await advance(request, 5_000);
  await call(request, rival, '/bind_box/auctionNFT', { code: work.code, price: '20' });
  await expect(page.getByText('You have been outbid.')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByLabel('Bid (USDT)')).toHaveValue('140');
  await advance(request, 5_000);
  await page.getByRole('button', { name: 'Place bid' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('You are the leading bidder')).toBeVisible();

  // The deposit is frozen on Assets, the bid is not.
  await expectCoinRow(page, 'Spot', 'USDT', { held: '1,000.00', available: '950.00', frozen: '50.00' });

  // The auction ends on the sandbox clock: the win awaits payment; the rival's deposit is back.
  await advance(request, 31 * MINUTE);
  expect((await wallets(request, rival))('change', 'USDT')).toMatchObject({
    balance: expect.stringMatching(/^1000(\.0+)?$/),
    locked: expect.stringMatching(/^0(\.0+)?$/),
  });
  await page.clock.setSystemTime((await control<{ clock: { now: number } }>(request, 'GET', '')).clock.now);
  await page.goto('#/pages/nft/myNft?tab=orders');
  const win = page.getByRole('list', { name: 'Auction wins' }).getByRole('article', { name: work.name });
  await expect(win).toContainText('140.00 USDT');
  await expect(win).toContainText(/Pay within 23:5\d:\d\d/);
  await win.getByRole('button', { name: 'Pay' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Pay' }).click();
  await expectToast(page, 'successful');
  await expect(win).toContainText('Paid');

  await openOwned(page);
  await expect(owned(page).getByRole('article', { name: work.name })).toBeVisible();
  // 140 paid, the deposit returned.
  await expectCoinRow(page, 'Spot', 'USDT', { held: '860.00', available: '860.00', frozen: '0.00' });
  expect((await wallets(request, seller))('change', 'USDT').balance).toMatch(/^140(\.0+)?$/);
  expect(problems).toEqual([]);
});

test('a win not paid within its day expires and its deposit is forfeited', async ({ page, request }) => {
  const seller = await newUser(request, {});
  const bidder = await newUser(request, { change: { USDT: '500' } });
  const work = await list(request, seller, 'auction', '100', { perIncrease: '10', margin: '50', endsIn: 10 * MINUTE });
  await call(request, bidder, '/bind_box/auctionNFT', { code: work.code, price: '10' });
  await advance(request, 11 * MINUTE);
  await syncClock(page, request);
  await signInAs(page, bidder);

  await page.goto('#/pages/nft/myNft?tab=orders');
  const win = page.getByRole('list', { name: 'Auction wins' }).getByRole('article', { name: work.name });
  await expect(win).toContainText(/Pay within 2[23]:\d\d:\d\d/, { timeout: 20_000 });

  await advance(request, DAY);
  await page.reload();
  await expect(win).toContainText('Expired: the deposit was forfeited');
  await expect(win.getByRole('button', { name: 'Pay' })).toHaveCount(0);
  await openOwned(page);
  await expect(page.getByText('You do not own any NFT yet')).toBeVisible();
  await expectCoinRow(page, 'Spot', 'USDT', { held: '450.00', available: '450.00', frozen: '0.00' });
});
