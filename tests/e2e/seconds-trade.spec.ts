import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { test } from './test';
import { contractExample, expectToast, preferExample, signedIn, SOCKET_MOCK_URL, watchProblems } from './helpers';

/** The signed-in user of the contract's examples (its private socket room). */
const USER_ID = 100238;

type Order = Record<string, unknown> & { id: number };

/** The order Prism opened, settled as a win (the contract's example order, with its figures). */
function settledWin(opened: Order): Order {
  return {
    ...opened,
    end_price: '96480.00',
    status: 3,
    profit_result: 1,
    fact_profits: '85.00',
    complete_at: '2026-11-22 05:01:00',
    remain_milli_seconds: 0,
  };
}

/**
 * Pushes `closed_microorder` to the user's room until the page shows the result: the socket joins
 * the room only after the app has loaded the user, so the first pushes may find nobody there.
 */
async function pushResultUntilShown(page: Page, request: APIRequestContext, order: Order, title: string) {
  const dialog = page.getByRole('dialog', { name: title });
  await expect(async () => {
    const sent = await request.post(`${SOCKET_MOCK_URL}/mock/emit`, {
      data: { event: 'closed_microorder', to: USER_ID, data: { data: order } },
    });
    expect(sent.ok()).toBe(true);
    await expect(dialog).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  return dialog;
}

/** The first screen of a test loads the trading chunk and four calls: allow a busy machine. */
const FIRST_LOAD = { timeout: 20_000 };

// The socket mock pushes a result to every page of the user's room, and Prism opens the same
// order each time: run this file's tests one after another so one test's result does not settle
// another test's order.
test.describe.configure({ mode: 'default' });

async function placeOrder(page: Page, amount: string, direction: 'Up' | 'Down') {
  await page.getByLabel('Amount (USDT)').fill(amount);
  await page.getByRole('button', { name: new RegExp(`^${direction}`) }).click();
}

test('places an Up order after the risk notice, counts it down and shows the result pushed by the socket', async ({
  page,
  request,
}) => {
  const problems = watchProblems(page);
  await signedIn(page);
  await page.goto('#/pages/transaction/index2?id=1');
  await expect(page.getByRole('button', { name: 'Choose pair, now BTC/USDT' })).toBeVisible(FIRST_LOAD);
  await expect(page.getByTestId('micro-balance')).toHaveText('1,500.00 USDT');
  await page.getByRole('radio', { name: '60s +85%' }).click();

  const submitted = page.waitForRequest((r) => r.url().includes('/api/microtrade/submit'));
  await placeOrder(page, '100', 'Up');

  const notice = page.getByRole('dialog', { name: 'Risk notice' });
  await expect(notice).toContainText('you lose the whole amount');
  await notice.getByText('I have read and understand the risks').click();
  await notice.getByRole('button', { name: 'Continue' }).click();

  const confirm = page.getByRole('dialog', { name: 'Confirm order' });
  const figures = confirm.getByTestId('confirm-figures');
  await expect(figures).toContainText('BTC/USDT');
  await expect(figures).toContainText('60s');
  await expect(figures).toContainText('Expected profit+85.00 USDT');
  await expect(figures).toContainText('Possible loss-100.00 USDT');
  await confirm.getByRole('button', { name: 'Confirm' }).click();

  const sent = await submitted;
  const body = new URLSearchParams(sent.postData() ?? '');
  expect(Object.fromEntries(body)).toMatchObject({
    match_id: '1',
    currency_id: '1',
    type: '1',
    seconds: '60',
    number: '100',
  });
  const answer = (await (await sent.response())?.json()) as { message: Order };
  await expectToast(page, 'Order placed');

  const sheet = page.getByTestId('countdown-sheet');
  await expect(sheet.getByRole('heading', { name: 'BTC/USDT order in progress' })).toBeVisible();
  await expect(sheet.getByText(`Order ${answer.message.id}`)).toBeVisible();
  const timer = sheet.getByRole('timer');
  await expect(timer).toHaveText(/^(1:00|0:[0-5]\d)$/);
  const first = await timer.textContent();
  await expect(timer).not.toHaveText(first ?? '');

  const result = await pushResultUntilShown(page, request, settledWin(answer.message), 'You won');
  await expect(result).toContainText('+85.00 USDT');
  await expect(result).toContainText('96,480.00');
  await expect(sheet).toBeHidden();
  await result.getByRole('button', { name: 'OK' }).click();
  await expect(result).toBeHidden();
  await expect(page.getByTestId('countdown-chip')).toHaveCount(0);
  expect(problems).toEqual([]);
});

test('the countdown survives leaving the Trade tab: a chip counts on when the trader comes back', async ({ page }) => {
  await signedIn(page);
  await page.addInitScript(() => localStorage.setItem('secondsTrade:riskAccepted', '1'));
  await page.goto('#/pages/transaction/index?mode=options&id=1');
  await expect(page.getByRole('radio', { name: '30s +80%' })).toBeVisible(FIRST_LOAD);
  // The mock opens the contract's example order whatever is asked: BTC/USDT up, 100 USDT.
  await placeOrder(page, '100', 'Up');
  await page.getByRole('dialog', { name: 'Confirm order' }).getByRole('button', { name: 'Confirm' }).click();
  const sheet = page.getByTestId('countdown-sheet');
  await expect(sheet).toBeVisible();
  // (the order's 60 s run from before this moment)
  const started = Date.now();
  await sheet.getByRole('button', { name: 'Hide' }).click();
  await expect(page.getByRole('button', { name: /^Open order BTC\/USDT Up, \d+ seconds left$/ })).toBeVisible();

  await page.getByRole('navigation', { name: 'Main sections' }).getByRole('link', { name: 'Home' }).click();
  await expect(page.getByRole('heading', { name: 'Nova Exchange' })).toBeVisible();
  // Away for two seconds of the order at least: a countdown that went on shows fewer than 60
  // seconds when Trade opens again, one started again would show 60.
  await page.waitForTimeout(Math.max(0, started + 2_000 - Date.now()));
  await page.goto('#/pages/transaction/index?mode=options&id=1');
  const chip = page.getByTestId('countdown-chip');
  await expect(chip).toHaveAccessibleName(/^Open order BTC\/USDT Up, \d+ seconds left$/);
  const seconds = Number(/(\d+) seconds/.exec((await chip.getAttribute('aria-label')) ?? '')?.[1]);
  expect(seconds).toBeGreaterThan(0);
  expect(seconds).toBeLessThan(60);
  await chip.click();
  await expect(
    page.getByTestId('countdown-sheet').getByRole('heading', { name: 'BTC/USDT order in progress' }),
  ).toBeVisible();
});

test('refuses an unaffordable amount before any request, and keeps the form on a server refusal', async ({ page }) => {
  let submits = 0;
  page.on('request', (r) => {
    if (r.url().includes('/api/microtrade/submit')) submits += 1;
  });
  await signedIn(page);
  await page.addInitScript(() => localStorage.setItem('secondsTrade:riskAccepted', '1'));
  await preferExample(page, '/microtrade/submit', 'error');
  await page.goto('#/pages/transaction/index2?id=1');
  await expect(page.getByRole('radio', { name: '30s +80%' })).toBeVisible(FIRST_LOAD);

  await placeOrder(page, '2000', 'Up');
  await expect(page.getByText('Insufficient balance')).toBeVisible();
  await placeOrder(page, '5', 'Up');
  await expect(page.getByText('The minimum amount is 10.00 USDT')).toBeVisible();
  expect(submits).toBe(0);

  await placeOrder(page, '100', 'Up');
  await page.getByRole('dialog', { name: 'Confirm order' }).getByRole('button', { name: 'Confirm' }).click();
  await expectToast(page, 'Insufficient balance');
  expect(submits).toBe(1);
  await expect(page.getByLabel('Amount (USDT)')).toHaveValue('100');
  await expect(page.getByTestId('countdown-sheet')).toHaveCount(0);
});

test('lists the closed seconds orders with their outcome and the end of the list', async ({ page }) => {
  await signedIn(page);
  await page.goto('#/pages/transaction/seconds_order');
  await page.getByRole('tab', { name: 'Closed' }).click(FIRST_LOAD);
  const rows = page.getByRole('list', { name: 'History' }).getByTestId('seconds-order');
  const example = contractExample('SecondsOrdersOk') as { message: { data: unknown[] } };
  await expect(rows).toHaveCount(example.message.data.length);
  await expect(rows.first()).toContainText('ETH/USDT');
  await expect(rows.first()).toContainText('Won');
  await expect(rows.first()).toContainText('+160.00 USDT');
  await expect(rows.nth(1)).toContainText('Lost');
  await expect(rows.nth(1)).toContainText('-100.00 USDT');
  await expect(page.getByText('No more data')).toBeVisible();
});
