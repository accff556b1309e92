// Identity verification against the sandbox: an unverified new user binds a phone (the reviewer
// refuses an account without both an e-mail address and a phone, sandbox/src/domain/identity-kyc.ts)
// with the SMS code from the sandbox's mail log, submits the basic level, which is "in review" on
// the verification page and in Settings; the review ends 3 minutes later on the sandbox clock,
// and after a reload both screens show the basic level verified. Bad input is refused before any
// request and keeps what was typed.
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { expectToast } from '../helpers';
import { advance, control, newUser, signInAs, test } from './sandbox';

/** The review of a submission ends 3 minutes after it; a little more, to be past it. */
const KYC_REVIEW_MS = 3 * 60e3 + 5e3;

/** The newest code the sandbox texted to `to` (as its mail log writes it: `+86 139...`). */
async function textedCode(request: APIRequestContext, to: string): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const mail = await control<Array<{ code: string | null }>>(request, 'GET', `/mail?to=${encodeURIComponent(to)}`);
      code = mail[0]?.code ?? '';
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code;
}

const levelTag = (page: Page, level: 1 | 2) =>
  page
    .getByRole('heading', { name: level === 1 ? 'Level 1 · Basic' : 'Level 2 · Advanced' })
    .locator('xpath=ancestor::li[1]')
    .locator('.kyc-tag');

const settingsCard = (page: Page) => page.getByRole('region', { name: 'Your account' });

test('an unverified user binds a phone, submits basic verification, and is verified after the review', async ({
  page,
  request,
}) => {
  const user = await newUser(request, {}, { verified: 0 });
  // A mainland number of this user's own (11 digits, 1 then 3-9).
  const mobile = `139${String(user.id).padStart(8, '0')}`;
  await signInAs(page, user);

  await page.goto('#/pages/setting/setting');
  await expect(settingsCard(page).getByText('Not verified')).toBeVisible();

  // Not verified, and the phone is missing: no form yet.
  await page.goto('#/pages/setting/real');
  await expect(levelTag(page, 1)).toHaveText(/Not verified$/);
  await expect(levelTag(page, 2)).toHaveText(/Not verified$/);
  await expect(page.getByText('You are not verified yet')).toBeVisible();
  await expect(
    page.getByText('Bind both your e-mail address and your phone number before you submit your identity.'),
  ).toBeVisible();
  await expect(page.getByRole('form', { name: 'Basic verification' })).toHaveCount(0);

  // Bind the phone with the texted code.
  await page.getByRole('button', { name: 'Bind phone' }).click();
  await expect(page).toHaveURL(/#\/pages\/setting\/security\?bind=phone$/);
  await page.getByLabel('Phone number').fill(mobile);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByRole('button', { name: /Resend in \d+ s/ })).toBeDisabled();
  await page.getByLabel('Verification code').fill(await textedCode(request, `+86 ${mobile}`));
  await page.getByRole('button', { name: 'Bind', exact: true }).click();
  await expectToast(page, 'Phone bound');

  await page.goto('#/pages/setting/real');
  const form = page.getByRole('form', { name: 'Basic verification' });
  await expect(form).toBeVisible();

  // Bad input: the messages, what was typed kept, nothing sent.
  let submissions = 0;
  page.on('request', (r) => {
    if (r.url().includes('/api/user/real')) submissions += 1;
  });
  await form.getByRole('option', { name: 'Passport' }).click();
  await form.getByLabel('Full name').fill('Lina Chen');
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Enter the document number')).toBeVisible();
  await expect(form.getByLabel('Full name')).toHaveValue('Lina Chen');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(submissions).toBe(0);

  const documentNumber = `EA${user.id}`;
  await form.getByLabel('Document number').fill(documentNumber);
  await form.getByRole('button', { name: 'Submit' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Passport');
  await expect(dialog).toContainText('Lina Chen');
  await expect(dialog).toContainText(documentNumber);
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expectToast(page, 'Submitted, please wait for the review');
  expect(submissions).toBe(1);

  // In review, here and after a reload (the server says so), and in Settings. Read at once: the
  // clock is shared, and another spec's advance would end the review.
  await expect(levelTag(page, 1)).toHaveText(/In review$/);
  await page.reload();
  await expect(levelTag(page, 1)).toHaveText(/In review$/);
  await expect(page.getByText('We are reviewing your submission. This usually takes 1-3 working days.')).toBeVisible();
  await expect(page.getByRole('form', { name: 'Basic verification' })).toHaveCount(0);
  await page.goto('#/pages/setting/setting');
  await expect(settingsCard(page).getByText('In review')).toBeVisible();

  // The review ends: verified (the phone and the e-mail are bound, the name is not refused).
  await advance(request, KYC_REVIEW_MS);
  await page.goto('#/pages/setting/real');
  await page.reload();
  await expect(levelTag(page, 1)).toHaveText(/Verified$/);
  await expect(levelTag(page, 2)).toHaveText(/Not verified$/);
  await expect(page.getByText('Your limits at level 1')).toBeVisible();
  await expect(page.getByText(/^Verified as Lina Chen \(/)).toBeVisible();
  // Next: the advanced level's photos.
  await expect(page.getByRole('form', { name: 'Advanced verification' })).toBeVisible();
  await page.goto('#/pages/setting/setting');
  await expect(settingsCard(page).getByText('Basic verified')).toBeVisible();
});
