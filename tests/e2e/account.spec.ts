// Account and identity verification against Prism: the settings of the signed-in user, the
// nickname and avatar changes, the pay password, the invitation, level 1 verification, and each
// verification state forced with Prism's named examples of /real/state.
import { expect as baseExpect, type Page } from '@playwright/test';
import { test } from './test';
import { contractExample, expectToast, preferExample, signedIn, watchProblems } from './helpers';
import { intercept } from './intercept';

// Pages here wait on several mock answers; give a busy machine more than the default 7 s.
const expect = baseExpect.configure({ timeout: 15_000 });

/** The smallest valid PNG (1x1 pixel), a real image file for the upload. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** /user/info as the contract's example, with a phone bound (the example has none). */
async function withPhoneBound(page: Page): Promise<void> {
  const body = contractExample('UserInfoOk') as { type: string; message: Record<string, unknown> };
  await intercept(page, '**/api/user/info*', (route) =>
    route.fulfill({ json: { ...body, message: { ...body.message, phone: '13812345678' } } }),
  );
}

test.beforeEach(async ({ page }) => {
  await signedIn(page);
});

test('Settings shows the signed-in user and leads to each part of the account', async ({ page }) => {
  const problems = watchProblems(page);
  await page.goto('#/pages/setting/setting');
  const card = page.getByRole('region', { name: 'Your account' });
  await expect(card.getByText('Lina', { exact: true })).toBeVisible();
  await expect(card).toContainText('UID 100238');
  await expect(card.getByText('Basic verified')).toBeVisible();
  await expect(page.getByText('Invite friends')).toBeVisible();
  await page.getByText('Security', { exact: true }).click();
  await expect(page).toHaveURL(/#\/pages\/setting\/security$/);
  await expect(page.getByRole('heading', { name: 'Security level: medium' })).toBeVisible();
  expect(problems).toEqual([]);
});

test('changes the nickname', async ({ page }) => {
  await page.goto('#/pages/setting/userInfo');
  const nickname = page.getByLabel('Nickname');
  await expect(nickname).toHaveValue('Lina');
  await nickname.fill('Lina 8');
  await page.getByRole('button', { name: 'Save nickname' }).click();
  await expect(page.getByText('Use only Chinese characters, letters and digits')).toBeVisible();
  await nickname.fill('莉娜Trader8');
  await page.waitForTimeout(600); // the save button takes one press per 500 ms
  const request = page.waitForRequest((r) => r.url().includes('/api/user/editNickname'));
  await page.getByRole('button', { name: 'Save nickname' }).click();
  expect(new URLSearchParams((await request).postData() ?? '').get('nickname')).toBe('莉娜Trader8');
  await expectToast(page, 'Nickname updated');
  await expect(nickname).toHaveValue('莉娜Trader8');
});

test('uploads a real PNG as the avatar, with a preview', async ({ page }) => {
  await page.goto('#/pages/setting/userInfo');
  await expect(page.getByLabel('Nickname')).toHaveValue('Lina');
  const upload = page.waitForRequest((r) => r.url().includes('/api/upload') && r.method() === 'POST');
  const portrait = page.waitForRequest((r) => r.url().includes('/api/user/uploadHeadPortrait'));
  await page.getByLabel('Change avatar').setInputFiles({ name: 'avatar.png', mimeType: 'image/png', buffer: PNG });
  const sent = await upload;
  // Multipart with the file in it (Prism checks the body against the contract and answers the path).
  expect(sent.headers()['content-type']).toMatch(/^multipart\/form-data; boundary=/);
  expect(await (await sent.response())?.json()).toEqual({ type: 'ok', message: '/upload/avatar/100238.png' });
  expect(new URLSearchParams((await portrait).postData() ?? '').get('head_portrait')).toBe('/upload/avatar/100238.png');
  await expectToast(page, 'Avatar updated');
  await expect(page.locator('.profile-avatar img.user-avatar')).toHaveAttribute('src', /^blob:/);
});

test('refuses a file that is not a JPG or PNG before uploading it', async ({ page }) => {
  let uploads = 0;
  page.on('request', (r) => {
    if (r.url().includes('/api/upload')) uploads += 1;
  });
  await page.goto('#/pages/setting/userInfo');
  await page
    .getByLabel('Change avatar')
    .setInputFiles({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('not an image') });
  await expect(page.getByText('Choose a JPG or PNG image.')).toBeVisible();
  expect(uploads).toBe(0);
});

test('sets the pay password with a code sent by e-mail', async ({ page }) => {
  await page.goto('#/pages/setting/password');
  await page.getByLabel('New pay password').fill('360147');
  await page.getByLabel('Confirm pay password').fill('360147');
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByRole('button', { name: /Resend in \d+ s/ })).toBeDisabled();
  await page.getByLabel('Verification code').fill('482913');
  await page.getByRole('button', { name: 'Change pay password' }).click();
  await expectToast(page, 'Transaction password set successfully');
});

test('shows the invitation code, link and QR code', async ({ page }) => {
  await page.goto('#/pages/setting/share');
  await expect(page.getByText('NX7K2Q', { exact: true })).toBeVisible();
  await expect(page.getByText(/\/h5\/#\/pages\/common\/register\?code=NX7K2Q$/)).toBeVisible();
  await expect(page.getByRole('img', { name: 'QR code of your invitation link' })).toBeVisible();
});

test('identity verification waits for the phone to be bound, and leads there', async ({ page }) => {
  await preferExample(page, '/real/state', 'unverified');
  await page.goto('#/pages/setting/real');
  await expect(
    page.getByText('Bind both your e-mail address and your phone number before you submit your identity.'),
  ).toBeVisible();
  await expect(page.getByRole('form', { name: 'Basic verification' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Bind phone' }).click();
  await expect(page).toHaveURL(/#\/pages\/setting\/security\?bind=phone$/);
  await expect(page.getByRole('heading', { name: 'Bind phone' })).toBeVisible();
});

test('submits level 1 verification', async ({ page }) => {
  await preferExample(page, '/real/state', 'unverified');
  await withPhoneBound(page);
  await page.goto('#/pages/setting/real');
  const form = page.getByRole('form', { name: 'Basic verification' });
  await form.getByRole('option', { name: 'Passport' }).click();
  await form.getByLabel('Full name').fill('Lina Chen');
  await form.getByLabel('Document number').fill('EA4821395');
  await form.getByRole('button', { name: 'Submit' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Passport');
  await expect(dialog).toContainText('Lina Chen');
  await expect(dialog).toContainText('EA4821395');
  const request = page.waitForRequest((r) => r.url().includes('/api/user/real'));
  await dialog.getByRole('button', { name: 'Submit' }).click();
  const body = new URLSearchParams((await request).postData() ?? '');
  expect(Object.fromEntries(body)).toEqual({
    real_type: '1',
    id_type: '1',
    name: 'Lina Chen',
    card_id: 'EA4821395',
    lang: 'en',
  });
  await expectToast(page, 'Submitted successfully, please wait for the review');
  await expect(page.getByRole('heading', { name: 'Level 1 · Basic' }).locator('..')).toContainText('In review');
});

const STATES: [example: string, level1: string, level2: string, shown: string][] = [
  ['ok', 'Verified', 'Not verified', 'Advanced verification'],
  ['unverified', 'Not verified', 'Not verified', 'You are not verified yet'],
  ['inReview', 'In review', 'Not verified', 'We are reviewing your submission. This usually takes 1-3 working days.'],
  [
    'failed',
    'Verification failed',
    'Not verified',
    'Your submission was not approved. Check your details and submit again.',
  ],
  ['advanced', 'Verified', 'Verified', 'Both levels are verified. You have the highest limits.'],
];

for (const [example, level1, level2, shown] of STATES) {
  test(`shows the verification state "${example}"`, async ({ page }) => {
    await preferExample(page, '/real/state', example);
    await withPhoneBound(page);
    await page.goto('#/pages/setting/real');
    const basic = page.getByRole('heading', { name: 'Level 1 · Basic' }).locator('xpath=ancestor::li[1]');
    const advanced = page.getByRole('heading', { name: 'Level 2 · Advanced' }).locator('xpath=ancestor::li[1]');
    await expect(basic.locator('.kyc-tag')).toHaveText(new RegExp(`${level1}$`));
    await expect(advanced.locator('.kyc-tag')).toHaveText(new RegExp(`${level2}$`));
    await expect(basic).toContainText('Withdraw up to 200 BTC per 24 hours');
    await expect(advanced).toContainText('Fiat trades up to 1,000,000 USDT each');
    await expect(page.getByText(shown, { exact: true }).first()).toBeVisible();
  });
}

test('Log out from Settings says "You have logged out" and goes home, never "Please log in first"', async ({
  page,
}) => {
  const problems = watchProblems(page);
  const said: string[] = [];
  await page.exposeFunction('noteToast', (text: string) => said.push(text));
  await page.addInitScript(() => {
    new MutationObserver(() => {
      for (const toast of document.querySelectorAll('.adm-toast-main')) {
        const text = toast.textContent ?? '';
        if (!toast.hasAttribute('data-noted')) {
          toast.setAttribute('data-noted', '');
          (window as unknown as { noteToast: (t: string) => void }).noteToast(text);
        }
      }
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto('#/pages/setting/setting');
  await page.getByRole('main').getByRole('button', { name: 'Log out' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Log out' }).click();
  await expectToast(page, 'You have logged out');
  await expect(page).toHaveURL(/#\/$/);
  await expect(page.getByRole('button', { name: 'Log in' }).first()).toBeVisible();
  expect(said).not.toContain('Please log in first');
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  expect(problems).toEqual([]);
});

test('the privacy statement shows the privacy statement, not the user agreement', async ({ page }) => {
  await page.goto('#/pages/setting/setting');
  await page.getByRole('main').getByText('Privacy statement').click();
  const sheet = page.locator('.adm-popup-body').filter({ hasText: 'Privacy statement' });
  await expect(sheet.getByRole('heading', { name: 'Privacy Statement', exact: true })).toBeVisible();
  await expect(sheet).not.toContainText('User Agreement');
});
