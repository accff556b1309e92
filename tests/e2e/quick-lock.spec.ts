import { expect, type Page } from '@playwright/test';
import { test } from './test';
import { signedIn } from './helpers';

// Quick lock, as a user meets it: turned on in Settings › Security › Quick lock with a PIN typed
// twice; the app sent to the background (the page's visibility) for longer than the delay (the
// page's clock moved on) comes back locked, over every route and after a reload; a wrong PIN says
// the tries left, the right one unlocks.

async function background(page: Page, away: string): Promise<void> {
  const setVisibility = (state: string) =>
    page.evaluate((value) => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => value });
      document.dispatchEvent(new Event('visibilitychange'));
    }, state);
  await setVisibility('hidden');
  await page.clock.fastForward(away);
  await setVisibility('visible');
}

test('quick lock: turned on with a PIN, locks after the delay in the background, a wrong PIN is counted, the right one unlocks', async ({
  page,
}) => {
  await page.clock.install();
  await signedIn(page);
  await page.goto('/h5/#/pages/setting/quickLock');
  await page.getByRole('button', { name: 'Turn on quick lock' }).click();
  const newPin = page.getByRole('group', { name: 'Choose a PIN of 4 to 6 digits' });
  await expect(newPin).toBeFocused();
  await page.keyboard.type('2580');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('group', { name: 'Enter the same PIN again' })).toBeFocused();
  await page.keyboard.type('2580');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('radio', { name: '1 minute' })).toBeChecked();

  // less than the delay away: still open
  await background(page, '00:30');
  await expect(page.getByRole('button', { name: 'Change PIN' })).toBeVisible();
  await background(page, '01:05');
  const lock = page.getByRole('dialog', { name: 'App locked' });
  await expect(lock).toBeVisible();
  // a modal dialog: the page behind is inert, the focus on the pad
  expect(await lock.evaluate((dialog) => dialog.matches(':modal'))).toBe(true);
  await expect(lock.getByRole('group', { name: 'Enter your PIN to unlock' })).toBeFocused();
  // a reload keeps it locked
  await page.reload();
  await expect(lock).toBeVisible();
  const pad = lock.getByRole('group', { name: 'Enter your PIN to unlock' });
  for (const digit of '1111') await pad.getByRole('button', { name: digit, exact: true }).click();
  await expect(lock.getByRole('alert')).toHaveText('Wrong PIN. 4 tries left before you are signed out.');
  for (const digit of '2580') await pad.getByRole('button', { name: digit, exact: true }).click();
  await expect(lock).toBeHidden();
  await expect(page.getByRole('button', { name: 'Change PIN' })).toBeVisible();
});
