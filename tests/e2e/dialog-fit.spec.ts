// Every dialog fits a phone: at 360x640 (and 390x844) each action of a dialog or sheet is inside
// the screen without scrolling the page (the dialog scrolls inside). Walks every route of the app
// signed in and checks the dialogs a route opens by itself (notices, risk warnings), then opens
// the confirmations of the money actions where a cut-off button was seen. On the same walk, axe
// finds no serious or critical accessibility violation on any route (issue 15).
//
// The walk goes from route to route in two pages per worker, two routes side by side (a route is
// mostly waiting for its network to rest), as a user follows links (the address's hash changes;
// helpers.ts `walking`): each route still mounts afresh and asks its calls.
import { expect, type Locator, type Page } from '@playwright/test';
import { ROUTES } from '../../src/lib/routes';
import { seriousA11yViolations, signedIn, walking, type Walker } from './helpers';

/** Routes walked side by side, each in a page of its own: a route is mostly waiting for its network to rest. */
const SIDE_BY_SIDE = 2;
const test = walking(undefined, { pages: SIDE_BY_SIDE });

test.describe.configure({ timeout: 60_000 });

/** The routes, with an example id where a route needs one. */
const WITH_IDS: Record<string, string> = {
  [ROUTES.marketDetail]: '?id=1',
  [ROUTES.secondsTrade]: '?id=1',
  [ROUTES.article]: '?id=120',
  [ROUTES.followTrader]: '?id=200517',
};
const PATHS = [...new Set(Object.values(ROUTES))].map((path) => `${path}${WITH_IDS[path] ?? ''}`);

/** Each visible action of the dialog lies inside the viewport. */
async function expectActionsOnScreen(page: Page, dialog: Locator, what: string): Promise<void> {
  const viewport = page.viewportSize()!;
  const buttons = dialog.getByRole('button');
  const count = await buttons.count();
  for (let i = 0; i < count; i += 1) {
    const button = buttons.nth(i);
    if (!(await button.isVisible())) continue;
    const box = (await button.boundingBox())!;
    const name = ((await button.textContent()) ?? '').trim() || ((await button.getAttribute('aria-label')) ?? '');
    const inside =
      box.x >= 0 &&
      box.y >= 0 &&
      box.x + box.width <= viewport.width + 0.5 &&
      box.y + box.height <= viewport.height + 0.5;
    expect(
      inside,
      `${what}: "${name}" at y=${Math.round(box.y)}..${Math.round(box.y + box.height)} of ${viewport.height}`,
    ).toBe(true);
  }
}

async function settled(page: Page, networkIdle: () => Promise<void>): Promise<void> {
  await expect(page.locator('#root > *').first()).toBeVisible();
  await expect(page.locator('.adm-skeleton, [aria-busy="true"]')).toHaveCount(0, { timeout: 20_000 });
  // A dialog that is still fading in has half its contrast, and so has the page itself while the
  // route's transition fades it in: once the page's calls are answered (a notice may open then),
  // wait until the page and every open dialog are opaque, twice in a row 300 ms apart (a dialog
  // that opens just after the first look is caught by the second).
  await networkIdle();
  const opaque = () =>
    page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('.route-view, .adm-mask, .adm-center-popup-wrap, .adm-popup-body')]
        .filter((element) => element.getClientRects().length > 0)
        .every((element) => getComputedStyle(element).opacity === '1'),
    );
  await expect
    .poll(async () => (await opaque()) && (await page.waitForTimeout(300), await opaque()), {
      timeout: 10_000,
      intervals: [50],
    })
    .toBe(true);
}

/** Opens `path` at 360x640 in `walker`'s page: the dialogs it opens by itself fit, axe finds nothing serious. */
async function checkRoute(walker: Walker, path: string): Promise<void> {
  const { page } = walker;
  await page.setViewportSize({ width: 360, height: 640 });
  await walker.visit(path);
  await settled(page, walker.networkIdle);
  const dialogs = page.locator('[role="dialog"]:visible');
  for (let i = 0; i < (await dialogs.count()); i += 1) {
    await expectActionsOnScreen(page, dialogs.nth(i), `${path}, dialog ${i + 1}`);
  }
  const serious = await seriousA11yViolations(page);
  expect(serious, `${path}:\n${serious.join('\n')}`).toEqual([]);
}

const GROUPS = Array.from({ length: Math.ceil(PATHS.length / SIDE_BY_SIDE) }, (_, index) =>
  PATHS.slice(index * SIDE_BY_SIDE, (index + 1) * SIDE_BY_SIDE),
);

test.describe('at 360x640', () => {
  for (const paths of GROUPS) {
    test(`${paths.join(', ')}: the dialogs each opens by itself fit the screen, and axe finds no serious violation`, async ({
      walkers,
    }) => {
      // Every route checked to its end, then every failure reported (each names its route).
      const results = await Promise.allSettled(
        paths.map((path, index) =>
          checkRoute(walkers[index]!, path).catch((error: unknown) => {
            if (error instanceof Error && !error.message.includes(path)) error.message = `${path}: ${error.message}`;
            throw error;
          }),
        ),
      );
      const failures = results.flatMap((result) => (result.status === 'rejected' ? [result.reason as Error] : []));
      if (failures.length === 1) throw failures[0];
      if (failures.length > 1) throw new Error(failures.map((failure) => failure.message).join('\n\n'));
    });
  }
});

for (const viewport of [
  { width: 360, height: 640 },
  { width: 390, height: 844 },
]) {
  test.describe(`at ${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport });

    test('the contract risk notice and order confirmation show both their actions', async ({ page }) => {
      await signedIn(page);
      await page.goto('#/pages/transaction/index?mode=contract');
      await expect(page.getByRole('button', { name: 'Choose contract pair, now BTC/USDT Perpetual' })).toBeVisible();
      await page.getByRole('textbox', { name: 'Lots' }).fill('5');
      await page.getByRole('button', { name: 'Open long' }).click();
      const notice = page.getByRole('dialog', { name: 'Contract trading risk' });
      await expect(notice).toBeVisible();
      await expectActionsOnScreen(page, notice, 'risk notice');
      await notice.getByRole('button', { name: 'I understand, continue' }).click();
      const confirm = page.getByRole('dialog', { name: 'Confirm long order' });
      await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeVisible();
      await expectActionsOnScreen(page, confirm, 'order confirmation');
      await expect(confirm.getByRole('button', { name: 'Confirm' })).toBeInViewport();
      await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeInViewport();
    });

    test('the withdrawal confirmation shows both its actions', async ({ page }) => {
      await signedIn(page);
      await page.goto('#/pages/fund/withdraw');
      await expect(page.getByText('Available: 12,480.50 USDT')).toBeVisible();
      await page.getByLabel('Withdrawal address').fill('TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE');
      await page.getByLabel('Amount', { exact: true }).fill('100');
      await page.getByRole('button', { name: 'Pay password', exact: true }).click();
      await page.keyboard.type('260518');
      await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Confirm withdrawal' });
      await expect(dialog.getByRole('button', { name: 'Confirm' })).toBeVisible();
      await expectActionsOnScreen(page, dialog, 'withdrawal confirmation');
    });
  });
}
