// Content pages and customer service against Prism, in the built app under its strict CSP: an
// article whose HTML carries scripts is rendered without running them, the help centre opens an
// answer, webView shows an allow-listed page and refuses a foreign one, and customer service
// loads its widget only when opened and says so when it cannot.
import { expect as baseExpect, type Page } from '@playwright/test';
import { test } from './test';
import { contractExample, watchProblems } from './helpers';
import { intercept } from './intercept';

// The pages wait on mock answers and the widget on its 15 s time limit at worst.
const expect = baseExpect.configure({ timeout: 15_000 });

const SUPPORT_ORIGIN = 'https://chat.support.test';

declare global {
  interface Window {
    __pwned?: number;
  }
}

/** Counts the requests the page makes to the live-chat origin. */
function supportRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(SUPPORT_ORIGIN)) seen.push(request.url());
  });
  return seen;
}

test('an article whose HTML carries a script is rendered without running it', async ({ page }) => {
  const problems = watchProblems(page);
  const ok = contractExample('NewsDetailOk') as { type: string; message: { content: string } };
  const hostile = `${ok.message.content}<script>window.__pwned=1</script><img src=x onerror="window.__pwned=2">`;
  await intercept(page, '**/api/news/detail*', (route) =>
    route.fulfill({ json: { ...ok, message: { ...ok.message, content: hostile } } }),
  );
  await page.goto('#/pages/common/article?id=120');
  await expect(page.getByRole('heading', { name: 'New listing - LTC/USDT seconds options' })).toBeVisible();
  await expect(page.getByText(/can be traded as/)).toBeVisible();
  await expect(page.getByText('Published', { exact: false })).toBeVisible();
  // The broken image has been tried (its error would have fired the handler) and nothing ran.
  await page.waitForFunction(() => {
    const image = document.querySelector<HTMLImageElement>('.html-content img[src="x"]');
    return image !== null && image.complete;
  });
  expect(await page.evaluate(() => window.__pwned)).toBeUndefined();
  expect(await page.locator('.html-content script').count()).toBe(0);
  expect(await page.locator('.html-content [onerror]').count()).toBe(0);
  // Chromium checks the CSP as soon as an inline handler is parsed, even in the inert document
  // DOMPurify parses into, and reports it (blocked, nothing ran). Nothing else may be reported.
  expect(problems.filter((p) => !p.startsWith('Executing inline event handler violates'))).toEqual([]);
});

test('the help centre opens an answer', async ({ page }) => {
  await page.goto('#/pages/common/faq');
  await page.getByText('What are the withdrawal limits?').click();
  await expect(page.getByText(/may withdraw up to/)).toBeVisible();
  await page.getByPlaceholder('Search questions').fill('verify');
  await expect(page.getByText('What are the withdrawal limits?')).toBeHidden();
  await expect(page.getByText('How do I verify my identity?')).toBeVisible();
});

test('webView refuses a foreign address and names it', async ({ page }) => {
  await page.goto(`#/pages/common/webView?url=${encodeURIComponent('https://evil.test/phish')}`);
  await expect(page.getByText('This address is not allowed')).toBeVisible();
  await expect(page.getByText(/evil\.test is not one of them/)).toBeVisible();
  await expect(page.locator('iframe')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Open in browser' })).toHaveCount(0);
});

test('webView refuses the live-chat origin when the build does not let it into a frame', async ({ page }) => {
  // The default build lists no VITE_SUPPORT_ORIGIN / VITE_WEBVIEW_ORIGINS: its CSP frame-src is
  // 'self' only, so the page refuses the address before the browser would.
  const requests = supportRequests(page);
  await page.goto(`#/pages/common/webView?url=${encodeURIComponent(`${SUPPORT_ORIGIN}/help`)}&title=Help`);
  await expect(page.getByText('This address is not allowed')).toBeVisible();
  await expect(page.locator('iframe')).toHaveCount(0);
  expect(requests).toEqual([]);
});

test('customer service loads nothing before it is opened, and says in plain words that the default build switches the chat off', async ({
  page,
}) => {
  const requests = supportRequests(page);
  const problems = watchProblems(page);
  await page.goto('#/');
  await expect(page.getByRole('heading', { name: 'Nova Exchange' })).toBeVisible();
  await expect(page.getByText('New listing - LTC/USDT seconds options')).toBeVisible();
  expect(requests).toEqual([]);
  expect(await page.locator('script[data-support-widget]').count()).toBe(0);

  await page.goto('#/pages/kefu/index');
  await expect(page.getByText('Live chat is switched off in this app')).toBeVisible();
  await expect(page.getByText(/only opens chat services its operator has approved/)).toBeVisible();
  expect(requests).toEqual([]);
  expect(problems).toEqual([]);
  await page.getByText('Contact us', { exact: true }).click();
  await expect(page).toHaveURL(/#\/pages\/common\/contactus$/);
  await expect(page.getByRole('link', { name: 'support@exchange.test' }).first()).toBeVisible();
});
