// Fixtures of the account screen tests: the contract's example user, a signed-in session, real
// image bytes and the locale namespace of the area.
import { configure, screen } from '@testing-library/react';
import { getGetUserInfoResponseMock } from '@generated/api/account/account.msw';
import type { User } from '@generated/model';
import { setToken, setUser } from '@/api/session';
import { i18next } from '@/app/i18n';
import { openedDialogOf } from '../opened-dialog';

// jsdom has no pointer capture, which the kit's sheets call on pointer down (swipe to close).
const capture = Element.prototype as Partial<Pick<Element, 'setPointerCapture' | 'releasePointerCapture'>>;
capture.setPointerCapture ??= () => {};
capture.releasePointerCapture ??= () => {};
// Nor scrolling: the passcode boxes scroll themselves into view when focused.
Element.prototype.scrollIntoView ??= () => {};

// The machine may be busy (two cores): wait longer than the default second for what appears.
configure({ asyncUtilTimeout: 8000 });

export const TOKEN = '9f2c4e1a7b3d58e6c0a1f4b2d9e7c3a5';

/** Lina, as the contract's `ok` example of /user/info describes her. */
export function lina(patch: Partial<User> = {}): User {
  const body = getGetUserInfoResponseMock();
  if (body.type !== 'ok') throw new Error('the generated user example is not a success');
  return { ...body.message, ...patch };
}

export function signIn(user: User | null = lina()): void {
  setToken(TOKEN);
  if (user) setUser(user);
}

export async function loadAccountLocale(): Promise<void> {
  await i18next.loadNamespaces(['account']);
}

/** The smallest valid PNG (1x1 pixel). */
const PNG_1X1 = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='),
  (c) => c.charCodeAt(0),
);

export const pngFile = (name = 'avatar.png') => new File([PNG_1X1], name, { type: 'image/png' });

/** A file larger than 2 MB that starts like a PNG. */
export function bigPngFile(): File {
  const bytes = new Uint8Array(2 * 1024 * 1024 + 1);
  bytes.set(PNG_1X1);
  return new File([bytes], 'big.png', { type: 'image/png' });
}

export const gifFile = () =>
  new File([Uint8Array.from([0x47, 0x49, 0x46, 0x38, 0x39, 0x61])], 'a.gif', { type: 'image/gif' });

/** Says .png but holds text. */
export const fakePngFile = () => new File(['not an image'], 'fake.png', { type: 'image/png' });

/** The dialog opened last (one closed by an earlier test may still be fading out). */
export async function lastDialog(): Promise<HTMLElement> {
  const dialogs = await screen.findAllByRole('dialog');
  const dialog = dialogs[dialogs.length - 1];
  if (!dialog) throw new Error('no dialog');
  return openedDialogOf(dialog);
}

/** Waits out the 500 ms click guard before pressing a submit button again. */
export const pastClickGuard = () => new Promise((resolve) => setTimeout(resolve, 550));
