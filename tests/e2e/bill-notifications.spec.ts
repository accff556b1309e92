// Bills and system notifications against Prism: the ledger shows the contract's example movements
// of the spot account, signed and coloured, down to "No more data", and follows the account filter;
// an opened notification becomes read and the unread badge of Settings goes down (it counts the
// announcements, the popup notice and the unread account notices of the proposed
// /user/notifications).
import { expect as baseExpect } from '@playwright/test';
import { test } from './test';
import { contractExample, signedIn, watchProblems } from './helpers';

// Pages here wait on several mock answers; give a busy machine more than the default 7 s.
const expect = baseExpect.configure({ timeout: 15_000 });

interface LogEntry {
  info: string;
  value: string;
}

test.beforeEach(async ({ page }) => {
  await signedIn(page);
});

test("Bills shows the contract's example movements and ends with No more data", async ({ page }) => {
  const problems = watchProblems(page);
  const example = contractExample('AccountLogPageOk') as { message: { list: LogEntry[] } };
  const requests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/wallet/legal_log')) requests.push(request.postData() ?? '');
  });

  await page.goto('#/pages/setting/setting');
  await page.getByText('Bills', { exact: true }).click();
  await expect(page).toHaveURL(/#\/pages\/setting\/bill$/);
  const list = page.getByRole('list', { name: 'Movements of the Spot account' });
  const rows = list.getByRole('article');
  await expect(rows).toHaveCount(example.message.list.length);
  await expect(rows).toHaveText(example.message.list.map((entry) => new RegExp(entry.info)));
  const transfer = rows.filter({ hasText: 'Transfer from spot account to contract account' });
  await expect(transfer.getByText('-1,000.00 USDT')).toHaveClass(/record-row__value--down/);
  const deposit = rows.filter({ hasText: 'Deposit credited' });
  await expect(deposit.getByText('+2,000.00 USDT')).toHaveClass(/record-row__value--up/);
  await expect(page.getByText('No more data')).toBeVisible();
  expect(requests[0]).toContain('currency=1');
  expect(requests[0]).toContain('type=2');

  await page.getByText('Contract', { exact: true }).click();
  await expect(page.getByRole('list', { name: 'Movements of the Contract account' })).toBeVisible();
  await expect.poll(() => requests.some((body) => body.includes('type=3'))).toBe(true);
  expect(problems).toEqual([]);
});

test('a notification opened becomes read and the Settings badge goes down', async ({ page }) => {
  const problems = watchProblems(page);
  const news = contractExample('NewsPageOk') as { message: { list: { id: number; title: string }[] } };
  const account = contractExample('UserNotificationPageOk') as { message: { unread: number } };
  // The announcements, the popup notice and the unread account notices.
  const total = news.message.list.length + 1 + account.message.unread;

  await page.goto('#/pages/setting/setting');
  const entry = page.locator('.adm-list-item').filter({ hasText: 'System notifications' });
  await expect(entry.getByLabel(`${total} unread`)).toHaveText(String(total));
  await entry.click();
  await expect(page).toHaveURL(/#\/pages\/setting\/notice$/);
  await expect(page.getByText(`${total} unread`, { exact: true })).toBeVisible();
  await expect(page.getByText('No more data')).toBeVisible();

  const first = news.message.list[0]!;
  await page.getByRole('button', { name: new RegExp(first.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) }).click();
  await expect(page).toHaveURL(new RegExp(`#/pages/common/article\\?id=${first.id}$`));

  await page.goBack();
  await expect(page).toHaveURL(/#\/pages\/setting\/notice$/);
  await expect(page.getByText(`${total - 1} unread`, { exact: true })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/#\/pages\/setting\/setting$/);
  await expect(entry.getByLabel(`${total - 1} unread`)).toHaveText(String(total - 1));

  // Mark all as read (the account notices too, on the server): the badge is gone.
  await entry.click();
  const readAll = page.waitForRequest((request) => request.url().includes('/api/user/notifications/read'));
  await page.getByRole('button', { name: 'Mark all as read' }).click();
  expect((await readAll).postData()).not.toContain('id=');
  await expect(page.getByText('You have read everything')).toBeVisible();
  await page.goBack();
  await expect(page.locator('.adm-list-item').filter({ hasText: 'System notifications' })).toBeVisible();
  await expect(entry.locator('.adm-badge')).toHaveCount(0);
  expect(problems).toEqual([]);
});
