// The NFT marketplace against Prism, signed in, with the browser clock set inside the examples'
// sale windows: search and filter the market; open an artwork of each media type; buy a
// fixed-price NFT; pay a deposit then bid (a too-low bid refused with the server's wording); open
// a blind box; pay a win before its countdown ends; resell with an end before its start refused;
// a server error with a retry, 999 and 998; every NFT route renders a real screen.
import { expect as baseExpect, type Page } from '@playwright/test';
import { test } from './test';
import { contractExample, expectToast, preferExample, signedIn, watchProblems } from './helpers';
import { intercept } from './intercept';

const expect = baseExpect.configure({ timeout: 15_000 });

/** Inside the examples' windows: the video auction is live, the gif not started, the audio ended. */
const NOW = new Date('2026-11-22T10:00:00Z');

test.beforeEach(async ({ page }) => {
  await signedIn(page);
  await page.clock.install({ time: NOW });
  // Time flows from there like real time (timers, transitions, toasts run as usual).
  await page.clock.resume();
});

function bodies(page: Page, path: string): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes(`/api${path}`)) seen.push(request.postData() ?? request.url());
  });
  return seen;
}

test('search and filter the market', async ({ page }) => {
  test.slow(); // Home, then the market searched and filtered: a long journey on a loaded machine
  const problems = watchProblems(page);
  const requests = bodies(page, '/bind_box/getBoxList');
  // The countdown is read at exactly NOW: the date stands still, timers keep running.
  await page.clock.setFixedTime(NOW);
  await page.goto('#/');
  // Home opens with its popup notice (the contract's example); a person closes it first.
  const notice = page.getByRole('dialog').filter({ hasText: 'Scheduled maintenance on 30 November' });
  await notice.getByRole('button', { name: 'Got it' }).click();
  await expect(notice).toBeHidden();
  await page.getByRole('button', { name: 'More' }).click();
  await page.getByRole('button', { name: 'NFT market' }).click();
  await expect(page).toHaveURL(/#\/pages\/nft\/nft$/);
  const grid = page.getByRole('list', { name: 'NFTs on the market' });
  await expect(grid.getByRole('article')).toHaveCount(5);
  await expect(grid.getByRole('article', { name: 'Night Market #03' })).toContainText('Ends in 1 day 02:00:00');

  const search = page.getByRole('searchbox');
  await search.fill('   ');
  await search.press('Enter');
  await expect(page.getByText('Enter a keyword to search')).toBeVisible();
  await search.fill('Night');
  await search.press('Enter');
  await expect(page.getByText('Results for “Night”')).toBeVisible();
  await expect.poll(() => requests.some((url) => url.includes('keyword=Night'))).toBe(true);

  await page.getByRole('tab', { name: 'Auction' }).click();
  await page.getByRole('group', { name: 'Filters' }).getByText('Video', { exact: true }).click();
  await expect
    .poll(() => requests.some((url) => /pay_type=2/.test(url) && /type=4/.test(url) && /keyword=Night/.test(url)))
    .toBe(true);
  await grid.getByRole('article', { name: 'Night Market #03' }).getByRole('button').click();
  await expect(page).toHaveURL(/#\/pages\/nft\/artworkDetail_video\?id=11$/);
  expect(problems).toEqual([]);
});

const MEDIA = [
  { example: 'fixedImage', id: 12, name: 'Golden Bull #07', kind: 'image', action: 'Buy now' },
  { example: 'gif', id: 9, name: 'Dawn Over Harbor', kind: 'gif', action: 'Not on sale yet' },
  { example: 'audio', id: 8, name: 'Echoes #02', kind: 'audio', action: 'Sale ended' },
  { example: 'ok', id: 11, name: 'Night Market #03', kind: 'video', action: 'Place a bid' },
  { example: 'blindBox', id: 10, name: 'Mystery Box - Season 2', kind: 'blindBox', action: 'Buy now' },
] as const;

for (const media of MEDIA) {
  test(`open an artwork: ${media.kind}`, async ({ page }) => {
    const problems = watchProblems(page);
    await preferExample(page, '/bind_box/getBoxDetail', media.example);
    await page.goto(`#/pages/nft/${media.kind === 'video' ? 'artworkDetail_video' : 'artworkDetail'}?id=${media.id}`);
    await expect(page.getByRole('heading', { name: media.name })).toBeVisible();
    const player = page.locator(`.nft-media--player[data-kind="${media.kind}"]`);
    await expect(player).toBeVisible();
    if (media.kind === 'audio') {
      const play = player.getByRole('button', { name: 'Play' });
      await play.click();
      await expect(player.getByRole('button', { name: 'Pause' })).toBeVisible();
      await expect(player.getByRole('slider', { name: 'Playback position' })).toBeEnabled();
      await player.getByRole('button', { name: 'Pause' }).click();
      await expect(player.getByRole('button', { name: 'Play' })).toBeVisible();
    } else if (media.kind === 'video') {
      const video = player.locator('video');
      await expect(video).toHaveAttribute('poster', /\/upload\/nft\/night-market-03\.svg$/);
      await expect(video).toHaveAttribute('controls', '');
      await expect(video).toHaveAttribute('preload', 'none');
    } else {
      await expect(player.getByRole('img', { name: media.name })).toBeVisible();
    }
    await expect(page.locator('.nft-actions').getByRole('button', { name: media.action })).toBeVisible();
    expect(problems).toEqual([]);
  });
}

test('buy a fixed-price NFT', async ({ page }) => {
  const problems = watchProblems(page);
  const buys = bodies(page, '/bind_box/buyNFT');
  await preferExample(page, '/bind_box/getBoxDetail', 'fixedImage');
  await page.goto('#/pages/nft/artworkDetail?id=12');
  await page.getByRole('button', { name: 'Buy now' }).click();
  await expect(page).toHaveURL(/#\/pages\/nft\/purchase_one\?id=12$/);
  await expect(page.getByText('1,200.00 USDT').first()).toBeVisible();
  await expect(page.getByText('12,480.50 USDT')).toBeVisible();
  await expect(page.getByText('11,280.50 USDT')).toBeVisible();
  await page.locator('.nft-actions').getByRole('button', { name: 'Buy now' }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirm purchase' });
  await expect(dialog).toContainText('Golden Bull #07');
  await dialog.getByRole('button', { name: 'Pay' }).click();
  await expectToast(page, 'successful');
  await expect(page).toHaveURL(/#\/pages\/nft\/myNft\?tab=owned$/);
  expect(buys).toHaveLength(1);
  expect(buys[0]).toContain('code=0x4e7a91c3d2b85f60a1e9');
  expect(problems).toEqual([]);
});

test('pay the deposit, then bid: a too-low bid is refused with the right message', async ({ page }) => {
  const problems = watchProblems(page);
  const bids = contractExample('NftBidsOk') as { type: string; message: { buyer_id: number }[] };
  // Someone else leads: the signed-in user (100238) has not bid yet.
  await intercept(page, '**/api/bind_box/getBindBoxQuotationLog*', (route) =>
    route.fulfill({ json: { ...bids, message: bids.message.filter((bid) => bid.buyer_id !== 100238) } }),
  );
  const deposits = bodies(page, '/bind_box/marginNFT');
  const placed = bodies(page, '/bind_box/auctionNFT');
  await page.goto('#/pages/nft/purchase?id=11');
  await expect(page.getByText(/refunded when the auction ends/).first()).toBeVisible();
  await page.getByRole('button', { name: 'Pay deposit' }).click();
  const depositDialog = page.getByRole('dialog', { name: 'Pay the deposit' });
  await expect(depositDialog).toContainText('100.00 USDT');
  await depositDialog.getByRole('button', { name: 'Confirm' }).click();
  await expectToast(page, 'successful');
  await expect(page.getByText('Deposit paid')).toBeVisible();
  expect(deposits).toHaveLength(1);

  const bid = page.getByLabel('Bid (ETH)');
  await expect(bid).toHaveValue('1.9');
  await bid.fill('1.86');
  await page.getByRole('button', { name: 'Place bid' }).click();
  await expect(page.getByText('Wrong per-increase: the bid must be at least 1.90 ETH')).toBeVisible();
  expect(placed).toHaveLength(0);
  await expect(bid).toHaveValue('1.86');
  await page.clock.fastForward(500); // past the submit's double-click guard, as a person would be

  await page.getByRole('button', { name: 'Raise the bid' }).click();
  await expect(bid).toHaveValue('1.91');
  await page.getByRole('button', { name: 'Place bid' }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirm your bid' });
  await expect(dialog).toContainText('0.06 ETH');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  // (The deposit's "successful" toast may still be up: wait for the bid itself.)
  await expect.poll(() => placed.length).toBe(1);
  await expectToast(page, 'successful');
  expect(placed[0]).toContain('price=0.06');
  expect(problems).toEqual([]);
});

test('a bid the server refuses keeps what was typed; 998 leads to identity verification', async ({ page }) => {
  await preferExample(page, '/bind_box/auctionNFT', 'verificationRequired');
  await page.goto('#/pages/nft/purchase?id=11');
  await page.getByLabel('Bid (ETH)').fill('2');
  await page.getByRole('button', { name: 'Place bid' }).click();
  await page.getByRole('dialog', { name: 'Confirm your bid' }).getByRole('button', { name: 'Confirm' }).click();
  await expectToast(page, 'Please complete identity verification first');
  await expect(page).toHaveURL(/#\/pages\/setting\/real_mark$/);
});

test('open a blind box and see what it held', async ({ page }) => {
  const problems = watchProblems(page);
  await page.goto('#/pages/nft/myNft?tab=owned');
  const box = page.getByRole('article', { name: 'Mystery Box - Season 1' });
  await expect(box).toContainText('Unopened');
  await box.getByRole('button', { name: 'Open' }).click();
  const confirm = page.getByRole('dialog', { name: 'Open this blind box?' });
  await expect(confirm).toContainText('cannot be undone');
  await confirm.getByRole('button', { name: 'Open' }).click();
  const reveal = page.getByRole('dialog').filter({ hasText: 'You got Mystery Box - Season 1' });
  await expect(reveal).toContainText('Rarity SR');
  await reveal.getByRole('button', { name: 'Great' }).click();
  await expect(box).toContainText('Opened');
  expect(problems).toEqual([]);
});

test('pay an auction win before its countdown ends', async ({ page }) => {
  const problems = watchProblems(page);
  const pays = bodies(page, '/bind_box/payNFTOrder');
  await page.goto('#/pages/nft/myNft?tab=orders');
  const win = page.getByRole('article', { name: 'Echoes #01' });
  await expect(win).toContainText(/Pay within 1[34]:\d\d:\d\d/);
  await expect(page.getByRole('article', { name: 'City Pulse #05' })).toContainText('Paid');
  await win.getByRole('button', { name: 'Pay' }).click();
  const dialog = page.getByRole('dialog', { name: 'Pay for your win' });
  await expect(dialog).toContainText('780.00 USDT');
  await dialog.getByRole('button', { name: 'Pay' }).click();
  await expectToast(page, 'successful');
  expect(pays).toEqual(['id=31&lang=en']);
  expect(problems).toEqual([]);
});

test('an unread message becomes read and the badge goes away', async ({ page }) => {
  await page.goto('#/pages/nft/myNft?tab=messages');
  await expect(page.getByLabel('1 unread message')).toBeVisible();
  await page.getByRole('button', { name: /^Unread: You won the auction of Echoes #01/ }).click();
  await expectToast(page, 'successful');
  await expect(page.getByRole('button', { name: /^Read: You won the auction of Echoes #01/ })).toBeVisible();
  await expect(page.getByLabel('1 unread message')).toHaveCount(0);
});

test('resell: an end before the start is refused, then the resale is listed', async ({ page }) => {
  const problems = watchProblems(page);
  const resales = bodies(page, '/bind_box/resellNFT');
  await page.goto('#/pages/nft/myNft?tab=owned');
  await page.getByRole('article', { name: 'Harbor Lights #12' }).getByRole('button', { name: 'Resell' }).click();
  await expect(page).toHaveURL(/#\/pages\/nft\/resell\?code=/);
  await page.getByLabel('Price (USDT)').fill('400');
  await page.getByLabel('Start').fill('2026-11-23T12:00');
  await page.getByLabel('End').fill('2026-11-23T10:00');
  await page.getByRole('button', { name: 'Resell' }).click();
  await expect(page.getByText('End time must be later than start time')).toBeVisible();
  expect(resales).toHaveLength(0);
  await expect(page.getByLabel('Price (USDT)')).toHaveValue('400');

  // A person takes longer than the submit's 500 ms double-click guard to correct the end; on a
  // loaded machine the test might not, so that time passes on the page's clock.
  await page.clock.fastForward(500);
  await page.getByLabel('End').fill('2026-11-26T12:00');
  await page.getByRole('button', { name: 'Resell' }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirm the resale' });
  await expect(dialog).toContainText('A resale cannot be withdrawn or changed once it is listed.');
  await dialog.getByRole('button', { name: 'List for sale' }).click();
  await expectToast(page, 'successful');
  await expect(page).toHaveURL(/#\/pages\/nft\/myNft\?tab=owned$/);
  expect(resales).toHaveLength(1);
  expect(resales[0]).toContain('start_time=2026-11-23+12%3A00%3A00');
  expect(resales[0]).toContain('end_time=2026-11-26+12%3A00%3A00');
  expect(resales[0]).toContain('pay_type=1');
  expect(problems).toEqual([]);
});

test('a market that cannot load offers a retry', async ({ page }) => {
  let broken = true;
  await intercept(page, '**/api/bind_box/getBoxList*', (route) =>
    broken ? route.fulfill({ status: 500, body: '' }) : route.continue(),
  );
  await page.goto('#/pages/nft/nft');
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  broken = false;
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('list', { name: 'NFTs on the market' }).getByRole('article')).toHaveCount(5);
});

test('a purchase answered 999 signs the user out', async ({ page }) => {
  await preferExample(page, '/bind_box/getBoxDetail', 'fixedImage');
  await preferExample(page, '/bind_box/buyNFT', 'sessionExpired');
  await page.goto('#/pages/nft/purchase_one?id=12');
  await page.locator('.nft-actions').getByRole('button', { name: 'Buy now' }).click();
  await page.getByRole('dialog', { name: 'Confirm purchase' }).getByRole('button', { name: 'Pay' }).click();
  await expectToast(page, 'Please log in first');
  await expect(page).toHaveURL(/#\/pages\/common\/login/);
});

test('every NFT route renders a real screen', async ({ page }) => {
  test.slow(); // nine screens, each loaded from scratch
  const problems = watchProblems(page);
  const routes = [
    ['nft', 'NFT market'],
    // Prism answers every artist with the contract's one example, Mira Sol (100452).
    ['artistDetail?uid=100452', 'Mira Sol'],
    ['mine', 'My NFTs'],
    ['myNft', 'My NFTs'],
    ['artworkDetail?id=11', 'Night Market #03'],
    ['artworkDetail_video?id=11', 'Night Market #03'],
    ['purchase?id=11', 'Night Market #03'],
    ['purchase_one?id=11', 'Night Market #03'],
    ['resell?code=0x5f1e8a2c7d4b90e3a6c1', 'Harbor Lights #12'],
  ] as const;
  for (const [route, text] of routes) {
    await page.goto(`#/pages/nft/${route}`);
    await expect(page.getByText(text, { exact: true }).first()).toBeVisible();
  }
  expect(problems).toEqual([]);
});
