// A coin's row of one account on the Assets screen, as the sandbox journeys read it after an
// action: the amount held, then "Available x" and "Frozen y".
import { expect, type Page } from '@playwright/test';

/** Opens Assets on `account`'s tab (Spot, Funding, ...) and expects `coin`'s row to read so. */
export async function expectCoinRow(
  page: Page,
  account: string,
  coin: string,
  figures: { held: string; available: string; frozen: string },
): Promise<void> {
  await page.goto('#/pages/fund/assets');
  await page.getByRole('tab', { name: account }).click();
  const row = page
    .getByRole('list', { name: `Coins in the ${account} account` })
    .getByTestId('coin-row')
    .filter({ has: page.locator('.coin-row__name', { hasText: new RegExp(`^${coin}$`) }) });
  await expect(row.locator('.coin-row__held strong')).toHaveText(figures.held);
  await expect(row).toContainText(`Available ${figures.available}`);
  await expect(row).toContainText(`Frozen ${figures.frozen}`);
}
