// The chat room against the socket mock (the proposed chat events): the Home tile opens it, the
// room's history shows (a text that looks like HTML stays text), a message sent appears as the
// user's own, and a second one sent at once is refused by the server's rate limit.
import { expect } from '@playwright/test';
import { test } from './test';
import { signedIn, watchProblems } from './helpers';

test('a signed-in user opens the chat room from Home, posts, and meets the rate limit', async ({ page }) => {
  const problems = watchProblems(page);
  await signedIn(page);
  await page.goto('#/');
  await page.getByRole('dialog').getByRole('button', { name: 'Got it' }).click();
  const features = page.getByRole('navigation', { name: 'Features' });
  await features.getByRole('button', { name: 'More' }).click();
  await features.getByRole('button', { name: 'Chat room' }).click();
  await expect(page).toHaveURL(/#\/pages\/chat\/room$/);

  // the history of the mock's room, the seeded messages of the other chatters among it
  const log = page.getByRole('log', { name: 'Chat messages' });
  await expect(log.getByText('Good morning, everyone.')).toBeVisible();
  await expect(log.getByText('Reminder: support never asks for your password. <b>Stay safe</b>')).toBeVisible();
  await expect(log.locator('b')).toHaveCount(0);

  const box = page.getByRole('textbox', { name: 'Message' });
  const send = page.getByRole('button', { name: 'Send' });
  await expect(send).toBeDisabled();
  const text = `Hello from the e2e test ${Date.now()}`;
  await box.fill(text);
  await expect(page.getByText(`${text.length}/500`)).toBeVisible();
  await send.click();
  const mine = log.locator('.chat-message--own').filter({ hasText: text });
  await expect(mine).toBeVisible();
  await expect(mine).toContainText('You');
  await expect(box).toHaveValue('');

  // at once again: the server allows one message every 2 seconds
  await box.fill(`${text} again`);
  await send.click();
  await expect(page.getByRole('alert')).toContainText('You are sending messages too fast. Try again in');
  await expect(box).toHaveValue(`${text} again`);
  await expect(log.getByText(`${text} again`)).toHaveCount(0);
  expect(problems).toEqual([]);
});

test('a signed-out visitor reads the room and is offered the login', async ({ page }) => {
  await page.goto('#/pages/chat/room');
  await expect(page.getByRole('log', { name: 'Chat messages' }).getByText('Good morning, everyone.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Message' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/#\/pages\/common\/login\?redirect=/);
});
