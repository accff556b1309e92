// Copy trading against the sandbox, asserted by its consequences: a new user follows AlphaWolf
// with fixed lots on AlphaWolf's own page (its follower count moves, the page then says
// "Following" and offers to stop); when the clock passes AlphaWolf's next order, the copy is a
// position of the user's contract account: the contract screen lists it as copied with its margin,
// Assets shows exactly that margin frozen, and My copy trading shows the same position and margin.
// Stopping the follow moves the count back; the copied position stays open. A user who applies to
// become a trader is under review, then approved on the clock; once followed, their own contract
// order is copied to the follower, whose My copy trading shows it.
import Big from 'big.js';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { expectToast, watchProblems } from '../helpers';
import { advance, newUser, SANDBOX, signInAs, test, wallets, type SandboxUser } from './sandbox';

const ALPHAWOLF = 200517;
const HOUR = 3600e3;
/** The contract screen of each pair AlphaWolf trades (match ids of the seed). */
const CONTRACT_OF: Record<string, number> = { 'BTC/USDT': 1, 'ETH/USDT': 2 };

// It moves the clock by hours: room for a loaded machine.
test.describe.configure({ timeout: 120_000 });

const group = (int: string) => int.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
/** As the app's formatMoney: two decimals, half up, grouped. */
function money(value: Big.BigSource): string {
  const [int = '0', frac = ''] = new Big(value).round(2, Big.roundHalfUp).toFixed(2).split('.');
  return `${group(int)}.${frac}`;
}
/** As the app's formatAmount (balances on Assets): cut to 8 decimals, at least 2, grouped. */
function amount(value: Big.BigSource): string {
  const text = new Big(value).round(8, Big.roundDown).toFixed(8).replace(/0+$/, '');
  const [int = '0', frac = ''] = text.split('.');
  return `${group(int)}.${frac.padEnd(2, '0')}`;
}

interface Copied {
  id: number;
  trader_nickname: string;
  symbol: string;
  share: string;
  caution_money: string;
  status: number;
}

/** The user's open copies as the sandbox answers /follow/my_positions. */
async function openCopies(request: APIRequestContext, user: SandboxUser): Promise<Copied[]> {
  const response = await request.get(`${SANDBOX}/follow/my_positions?status=current&lang=en`, {
    headers: { Authorization: user.token },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { message: { data: Copied[] } }).message.data;
}

/** AlphaWolf's page, read afresh (a reload: the figures are the server's now). */
async function openTrader(page: Page) {
  await page.goto(`#/pages/follow/trader?id=${ALPHAWOLF}`);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'AlphaWolf' })).toBeVisible({ timeout: 20_000 });
}

/** A figure of the trader's statistics. */
const figureOf = (page: Page, label: string) =>
  page
    .getByLabel('Statistics')
    .locator('div')
    .filter({ has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) })
    .locator('dd');
const followers = (page: Page) => figureOf(page, 'Followers');

test('following AlphaWolf copies its next order into the contract account, with one margin everywhere', async ({
  page,
  request,
}) => {
  const problems = watchProblems(page);
  const user = await newUser(request, { lever: { USDT: '3000' } });
  await signInAs(page, user);

  await openTrader(page);
  await expect(page.getByText('Breakouts on BTC and ETH')).toBeVisible();
  const before = Number(await followers(page).innerText());
  await page.getByRole('button', { name: 'Follow', exact: true }).click();
  await page.getByText('Fixed lots', { exact: true }).click();
  await page.getByLabel('Lots per order').fill('1.5');
  await page.getByText('I have read and accept the').click();
  await page.getByRole('button', { name: 'Follow', exact: true }).click();
  await expect(page.getByTestId('follow-confirm')).toContainText('1.5 lots');
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await expectToast(page, 'Now following AlphaWolf');

  // The trader's page: followed, one more follower, and the way to stop.
  await openTrader(page);
  await expect(page.getByRole('heading', { name: 'AlphaWolf' }).getByText('Following')).toBeVisible();
  await expect(followers(page)).toHaveText(String(before + 1));
  await expect(page.getByRole('button', { name: 'Stop following' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Follow', exact: true })).toHaveCount(0);
  expect(await openCopies(request, user)).toEqual([]);

  // AlphaWolf trades every 12 hours: its next order comes within them and is copied at once. An
  // order is held 2 hours at least, so hour by hour the copy is seen open.
  let copies: Copied[] = [];
  for (let hours = 0; hours < 13 && copies.length === 0; hours += 1) {
    await advance(request, HOUR);
    copies = await openCopies(request, user);
  }
  const [copy] = copies;
  expect(copy).toMatchObject({ trader_nickname: 'AlphaWolf', share: '1.5', status: 1 });
  const margin = money(copy!.caution_money);

  // The contract screen of its pair lists it as a copied position with that margin.
  await page.goto(`#/pages/transaction/contract?id=${CONTRACT_OF[copy!.symbol]}`);
  const position = page.getByTestId('contract-position').filter({ hasText: 'Copied' });
  await expect(position).toHaveCount(1, { timeout: 20_000 });
  await expect(position).toContainText(copy!.symbol);
  await expect(
    position
      .locator('.ct-figure')
      .filter({ has: page.getByText('Margin', { exact: true }) })
      .locator('dd'),
  ).toHaveText(`${margin} USDT`);
  await expect(position.getByRole('button', { name: 'Hold myself' })).toBeVisible();

  // Assets: the contract account holds exactly that margin frozen (every decimal of it).
  expect(new Big((await wallets(request, user))('lever', 'USDT').locked).eq(copy!.caution_money)).toBe(true);
  await page.goto('#/pages/fund/assets');
  await page.getByRole('tab', { name: 'Contract' }).click();
  const usdt = page
    .getByRole('list', { name: 'Coins in the Contract account' })
    .getByTestId('coin-row')
    .filter({ has: page.locator('.coin-row__name', { hasText: /^USDT$/ }) });
  await expect(usdt).toContainText(`Frozen ${amount(copy!.caution_money)}`);

  // My copy trading: the same position with the same margin, and the follow amount it holds.
  await page.goto('#/pages/copytrade/my');
  await expect(page.getByLabel('Summary')).toContainText(margin);
  await page.getByRole('tab', { name: 'Current copies' }).click();
  const record = page.locator('.copy-record').filter({ hasText: 'Copied from AlphaWolf' });
  await expect(record).toHaveCount(1);
  await expect(record).toContainText(copy!.symbol);
  await expect(record).toContainText(margin);

  // Stop following on the trader's page: the count moves back; the copy stays open.
  await openTrader(page);
  await page.getByRole('button', { name: 'Stop following' }).click();
  await page
    .getByRole('dialog', { name: 'Stop following AlphaWolf?' })
    .getByRole('button', { name: 'Stop following' })
    .click();
  await expectToast(page, 'You no longer follow AlphaWolf');
  await openTrader(page);
  await expect(followers(page)).toHaveText(String(before));
  await expect(page.getByRole('button', { name: 'Follow', exact: true })).toBeVisible();
  expect((await openCopies(request, user)).map((c) => c.id)).toEqual([copy!.id]);
  expect(problems).toEqual([]);
});

test('an application is approved on the clock, and the new trader is followed and copied', async ({
  page,
  request,
  browser,
}) => {
  const problems = watchProblems(page);
  const nickname = `Orca${String(Date.now()).slice(-5)}`;
  const trader = await newUser(request, { lever: { USDT: '5000' } }, { nickname });
  await signInAs(page, trader);
  await page.goto('#/pages/copytrade/apply');
  await page.getByLabel('Your trading style').fill('BTC breakouts with tight stops, 10x at most.');
  await page.getByRole('button', { name: 'Contract trading experience' }).click();
  await page.getByText('More than 3 years', { exact: true }).click();
  await page.getByRole('button', { name: 'Submit application' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Submit', exact: true }).click();
  await expectToast(page, 'Application submitted');
  await expect(page.getByText('Your application is under review.')).toBeVisible();

  // The platform's review takes half an hour on the sandbox clock.
  await advance(request, 31 * 60e3);
  await page.reload();
  await expect(page.getByText('You are a trader. Your orders can now be copied.')).toBeVisible({ timeout: 20_000 });

  // A follower copies at 2x; the trader's next contract order (1 lot of BTC/USDT at 10x) is copied as 2 lots.
  const follower = await newUser(request, { lever: { USDT: '2000' } });
  const as = (user: SandboxUser) => ({ Authorization: user.token });
  const followed = await request.post(`${SANDBOX}/follow/follow`, {
    headers: as(follower),
    form: { trader_user_id: trader.id, type: 1, number: '2', lang: 'en' },
  });
  expect(await followed.json()).toMatchObject({ type: 'ok' });
  const opened = await request.post(`${SANDBOX}/lever/submit`, {
    headers: as(trader),
    form: { currency_id: 2, legal_id: 1, type: 1, share: 1, multiple: 10, status: 1, lang: 'en' },
  });
  expect(await opened.json()).toMatchObject({ type: 'ok' });

  await page.goto(`#/pages/follow/trader?id=${trader.id}`);
  await page.reload();
  await expect(page.getByRole('heading', { name: nickname })).toBeVisible({ timeout: 20_000 });
  await expect(followers(page)).toHaveText('1');
  await expect(figureOf(page, 'Open positions')).toHaveText('1');

  const followerPage = await (await browser.newContext({ baseURL: page.url().split('#')[0] })).newPage();
  await signInAs(followerPage, follower);
  await followerPage.goto('#/pages/copytrade/my');
  await followerPage.getByRole('tab', { name: 'Current copies' }).click();
  const record = followerPage.locator('.copy-record').filter({ hasText: `Copied from ${nickname}` });
  await expect(record).toHaveCount(1, { timeout: 20_000 });
  await expect(record).toContainText('BTC/USDT');
  const [copy] = await openCopies(request, follower);
  expect(copy).toMatchObject({ symbol: 'BTC/USDT', share: '2' });
  await expect(record).toContainText(money(copy!.caution_money));
  await followerPage.context().close();
  expect(problems).toEqual([]);
});
