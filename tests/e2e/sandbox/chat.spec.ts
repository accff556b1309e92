// The chat room against the sandbox: the room opens with its history, a message the user sends
// shows as theirs, and it is still there when the room is opened again later (the sandbox keeps
// the room's messages in its database; across a restart: sandbox/test/chat.test.ts).
import { expect } from '@playwright/test';
import { watchProblems } from '../helpers';
import { newUser, signInAs, test } from './sandbox';

test('a message sent in the chat room is in its history when the room opens again', async ({ page, request }) => {
  const problems = watchProblems(page);
  const user = await newUser(request, {}, { nickname: 'Chatty Kim' });
  await signInAs(page, user);
  const text = `Hello from ${user.id}`;

  await page.goto('#/pages/chat/room');
  const log = page.getByRole('log', { name: 'Chat messages' });
  // The room's history arrives first (its other voices).
  await expect(log.getByRole('listitem').first()).toBeVisible({ timeout: 20_000 });
  await page.getByRole('textbox', { name: 'Message' }).fill(text);
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(log.getByText(text)).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Message' })).toHaveValue('');

  // Away and back (a new socket, a new chat_join): the message is in the history, as the user's.
  await page.goto('#/pages/setting/setting');
  await page.goto('#/');
  await page.reload();
  await page.goto('#/pages/chat/room');
  const again = log.getByRole('listitem').filter({ hasText: text });
  await expect(again).toHaveCount(1, { timeout: 20_000 });
  await expect(again).toContainText('You');
  expect(problems).toEqual([]);
});
