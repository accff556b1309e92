// Motion: the end-to-end tests run as a user who asked the phone to reduce motion
// (playwright.config.ts); this spec checks what a device without that setting gets, and that the
// setting takes the motion away, followed while the page is open. The kit's sheets slide up
// (react-spring: src/app/ui-kit-render.ts hands it the setting), the app's routes fade.
import { expect, type Page } from '@playwright/test';
import { test } from './test';
import { signedIn } from './helpers';

test.use({ reducedMotion: 'no-preference' });

const FRAMES = 8;

/** The first frames of the kit's sheet on the page, as painted: its transform at each. */
async function sheetFrames(page: Page, open: () => Promise<void>): Promise<string[]> {
  await page.evaluate((count) => {
    const frames: string[] = [];
    Object.assign(window, { sheetFrames: frames });
    const look = () => {
      const body = document.querySelector('.adm-popup-body');
      if (body && getComputedStyle(body).display !== 'none') frames.push(getComputedStyle(body).transform);
      if (frames.length < count) requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  }, FRAMES);
  await open();
  const frames = () => page.evaluate(() => (window as unknown as { sheetFrames: string[] }).sheetFrames);
  await expect.poll(async () => (await frames()).length).toBe(FRAMES);
  return frames();
}

/** A sheet in place: no transform, or one that moves it nowhere. */
const inPlace = (transform: string) => transform === 'none' || transform === 'matrix(1, 0, 0, 1, 0, 0)';

test('a sheet slides up on a default device, and is in place at once when the device asks to reduce motion', async ({
  page,
}) => {
  await signedIn(page);
  await page.goto('#/pages/setting/setting');
  const row = page.locator('.adm-list-item', { hasText: 'Theme' });
  await expect(row).toContainText('Follow system');
  const sheet = page.locator('.adm-popup-body');
  // (a tap above the sheet, on its mask)
  const closeByMask = () => page.locator('.adm-mask').click({ position: { x: 20, y: 20 } });

  const moving = await sheetFrames(page, () => row.click());
  expect(inPlace(moving[0]!), `first frame: ${moving[0]}`).toBe(false);
  await expect.poll(async () => inPlace(await sheet.evaluate((body) => getComputedStyle(body).transform))).toBe(true);
  await closeByMask();
  await expect(sheet).toBeHidden();

  // The device's setting changes while the page is open.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const still = await sheetFrames(page, () => row.click());
  expect(
    still.filter((transform) => !inPlace(transform)),
    still.join(' | '),
  ).toEqual([]);
  await closeByMask();
  await expect(sheet).toBeHidden();
});

test('a new route fades in on a default device, and not when the device asks to reduce motion', async ({ page }) => {
  await signedIn(page);
  await page.goto('#/pages/setting/setting');
  await expect(page.locator('.adm-list-item', { hasText: 'Theme' })).toBeVisible();
  const opacityAfterNavigation = (path: string) =>
    page.evaluate(
      (to) =>
        new Promise<string[]>((resolve) => {
          const seen: string[] = [];
          location.hash = to;
          const look = () => {
            const view = document.querySelector('.route-view');
            if (view) seen.push(getComputedStyle(view).opacity);
            if (seen.length < 20) requestAnimationFrame(look);
            else resolve(seen);
          };
          requestAnimationFrame(look);
        }),
      path,
    );
  const fading = await opacityAfterNavigation('/pages/setting/security');
  expect(
    fading.some((opacity) => Number(opacity) < 1),
    fading.join(' '),
  ).toBe(true);

  await page.emulateMedia({ reducedMotion: 'reduce' });
  const still = await opacityAfterNavigation('/pages/setting/setting');
  expect(
    still.every((opacity) => opacity === '1'),
    still.join(' '),
  ).toBe(true);
});
