// The light theme (issue 36): the Settings switch changes the whole page at once and the choice
// survives a reload, painted in its colours from the first frame (no dark flash); with the
// default choice the page follows the device's setting while it is open, charts included.
// (The project emulates a dark device; axe checks both themes in a11y.spec.ts.)
import { expect, type Page } from '@playwright/test';
import { test } from './test';
import { signedIn } from './helpers';

/** The theme on <html> at the page's first frame, recorded before any of its scripts runs. */
async function recordFirstFrame(page: Page): Promise<void> {
  await page.addInitScript(() => {
    requestAnimationFrame(() => {
      (window as unknown as { firstFrameTheme: string }).firstFrameTheme =
        `${document.documentElement.dataset.theme ?? 'none'} ${getComputedStyle(document.documentElement).backgroundColor}`;
    });
  });
}
const firstFrame = (page: Page) =>
  page.evaluate(() => (window as unknown as { firstFrameTheme?: string }).firstFrameTheme);

const pageColours = (page: Page) =>
  page.evaluate(() => ({
    background: getComputedStyle(document.body).backgroundColor,
    text: getComputedStyle(document.body).color,
    bar: document.querySelector('meta[name="theme-color"]')?.getAttribute('content'),
  }));

test('the Settings switch turns the page light at once, and it stays light after a reload', async ({ page }) => {
  await signedIn(page);
  await recordFirstFrame(page);
  await page.goto('#/pages/setting/setting');
  const row = page.locator('.adm-list-item', { hasText: 'Theme' });
  await expect(row).toContainText('Follow system');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  expect(await pageColours(page)).toEqual({
    background: 'rgb(15, 17, 21)',
    text: 'rgb(232, 234, 237)',
    bar: '#0f1115',
  });

  await row.click();
  await page.locator('.adm-popup-body').getByText('Light', { exact: true }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await expect(row).toContainText('Light');
  expect(await pageColours(page)).toEqual({
    background: 'rgb(255, 255, 255)',
    text: 'rgb(30, 35, 41)',
    bar: '#ffffff',
  });

  await page.reload();
  await expect(page.locator('.adm-list-item', { hasText: 'Theme' })).toContainText('Light');
  // On a dark device, the first frame after the reload is already the chosen light one.
  expect(await firstFrame(page)).toBe('light rgb(255, 255, 255)');
});

test('with the default choice the page and its chart follow the device switching to light', async ({ page }) => {
  await page.goto('#/pages/market/detail?id=1');
  await expect(page.getByTestId('chart-legend')).toBeVisible();
  const canvas = page.getByTestId('chart-canvas');
  await expect(canvas.locator('canvas').first()).toBeVisible();
  /** The chart's background: a pixel of its drawing near the top left corner. */
  const chartBackground = () =>
    canvas.evaluate((box) => {
      for (const canvas of box.querySelectorAll('canvas')) {
        const pixel = canvas.getContext('2d')?.getImageData(3, 3, 1, 1).data;
        if (pixel && pixel[3] === 255) return `rgb(${pixel[0]}, ${pixel[1]}, ${pixel[2]})`;
      }
      return 'none';
    });
  await expect.poll(chartBackground).toBe('rgb(15, 17, 21)');

  await page.emulateMedia({ colorScheme: 'light' });
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await expect.poll(chartBackground).toBe('rgb(255, 255, 255)');
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect.poll(chartBackground).toBe('rgb(15, 17, 21)');
});
