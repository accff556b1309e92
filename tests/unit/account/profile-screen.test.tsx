// Profile: avatar upload (checked before sending, then /upload and /user/uploadHeadPortrait), the
// nickname (/user/editNickname) and the signature kept on the device.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  getGetUserInfoMockHandler,
  getUpdateHeadPortraitMockHandler,
  getUpdateNicknameMockHandler,
  getUploadFileMockHandler,
} from '@generated/api/account/account.msw';
import { getSession } from '@/api/session';
import { ProfileScreen } from '@/features/account/profile-screen';
import { server } from '../msw-server';
import { renderScreen } from '../render';
import {
  bigPngFile,
  fakePngFile,
  gifFile,
  lina,
  loadAccountLocale,
  pastClickGuard,
  pngFile,
  signIn,
} from './account-fixtures';

const PATH = '/pages/setting/userInfo';

beforeAll(loadAccountLocale);

function setup(user = lina()) {
  const sent = {
    uploads: [] as File[],
    portraits: [] as URLSearchParams[],
    nicknames: [] as URLSearchParams[],
  };
  // A small stateful server: what the profile calls change, /user/info answers afterwards.
  let current = user;
  server.use(
    getGetUserInfoMockHandler(() => ({ type: 'ok', message: current })),
    getUploadFileMockHandler(async ({ request }) => {
      const form = await request.formData();
      sent.uploads.push(form.get('file') as File);
      return { type: 'ok', message: '/upload/avatar/100238.png' };
    }),
    getUpdateHeadPortraitMockHandler(async ({ request }) => {
      const body = new URLSearchParams(await request.text());
      sent.portraits.push(body);
      current = { ...current, head_portrait: body.get('head_portrait') ?? '' };
      return { type: 'ok', message: 'Avatar updated' };
    }),
    getUpdateNicknameMockHandler(async ({ request }) => {
      const body = new URLSearchParams(await request.text());
      sent.nicknames.push(body);
      current = { ...current, nickname: body.get('nickname') ?? '' };
      return { type: 'ok', message: 'Nickname updated' };
    }),
  );
  signIn(user);
  const events = userEvent.setup({ pointerEventsCheck: 0 });
  const view = renderScreen(<ProfileScreen />, { path: PATH, route: PATH });
  return { user: events, sent, ...view };
}

/** Chooses a file in the avatar input (the input accepts only jpg and png; the check is the app's). */
function choose(file: File) {
  fireEvent.change(screen.getByLabelText('Change avatar'), { target: { files: [file] } });
}

describe('ProfileScreen', () => {
  it('shows the account details, masked, with the phone to bind', () => {
    setup();
    const details = screen.getByText('Account details').closest('.adm-list') as HTMLElement;
    expect(within(details).getByText('100238')).toBeInTheDocument();
    expect(within(details).getByText('li***@example.com')).toBeInTheDocument();
    expect(within(details).getByText('Bind now')).toBeInTheDocument();
    expect(within(details).getByText('NX7K2Q')).toBeInTheDocument();
    expect(screen.getByLabelText('Nickname')).toHaveValue('Lina');
    expect(screen.getByLabelText('Signature')).toHaveValue('Long BTC, patient hands');
  });

  it('uploads a PNG, then sets it as the avatar', async () => {
    const { sent } = setup();
    choose(pngFile());
    expect(await screen.findByText('Avatar updated')).toBeInTheDocument();
    expect(sent.uploads).toHaveLength(1);
    // The multipart field `file` carries the image (jsdom's XHR keeps its type but not its bytes or
    // name on the way to MSW; the end-to-end test sends a real file).
    expect(sent.uploads[0]?.type).toBe('image/png');
    expect(sent.portraits[0]?.get('head_portrait')).toBe('/upload/avatar/100238.png');
    expect(getSession().user?.head_portrait).toBe('/upload/avatar/100238.png');
  });

  it.each([
    ['a GIF', gifFile, 'Choose a JPG or PNG image.'],
    ['a text file named .png', fakePngFile, 'Choose a JPG or PNG image.'],
    ['an image over 2 MB', bigPngFile, 'This image is larger than 2 MB. Choose a smaller one.'],
  ])('refuses %s before any upload', async (_label, file, message) => {
    const { sent } = setup();
    choose(file());
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(sent.uploads).toHaveLength(0);
    expect(sent.portraits).toHaveLength(0);
  });

  it('says why an upload failed, keeps the avatar and offers a retry', async () => {
    const { user, sent } = setup();
    server.use(http.post('*/upload', () => new HttpResponse(null, { status: 413 })));
    choose(pngFile());
    expect(
      await screen.findByText(
        'The avatar was not changed: The service is unavailable right now (HTTP 413). Please try again later.',
      ),
    ).toBeInTheDocument();
    expect(sent.portraits).toHaveLength(0);
    expect(getSession().user?.head_portrait).toBe('/upload/avatar/100238.svg');
    server.use(getUploadFileMockHandler({ type: 'ok', message: '/upload/avatar/100238.png' }));
    await pastClickGuard();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Avatar updated')).toBeInTheDocument();
    expect(sent.portraits).toHaveLength(1);
  });

  it('changes the nickname', async () => {
    const { user, sent } = setup();
    const input = screen.getByLabelText('Nickname');
    await user.clear(input);
    await user.type(input, '莉娜Chen88');
    await user.click(screen.getByRole('button', { name: 'Save nickname' }));
    expect(await screen.findByText('Nickname updated')).toBeInTheDocument();
    expect(sent.nicknames[0]?.get('nickname')).toBe('莉娜Chen88');
    expect(getSession().user?.nickname).toBe('莉娜Chen88');
  });

  it.each([
    ['', 'Enter a nickname'],
    ['L', 'A nickname has 2-10 characters'],
    ['LinaChen12345', 'A nickname has 2-10 characters'],
    ['Lina Chen', 'Use only Chinese characters, letters and digits'],
    ['Lina!', 'Use only Chinese characters, letters and digits'],
  ])('refuses the nickname "%s" before any request', async (value, message) => {
    const { user, sent } = setup();
    const input = screen.getByLabelText('Nickname');
    await user.clear(input);
    if (value) await user.type(input, value);
    await user.click(screen.getByRole('button', { name: 'Save nickname' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(sent.nicknames).toHaveLength(0);
  });

  it('shows the server refusal and keeps the typed nickname', async () => {
    const { user } = setup();
    server.use(getUpdateNicknameMockHandler({ type: 'error', message: 'Special characters are not allowed' }));
    const input = screen.getByLabelText('Nickname');
    await user.clear(input);
    await user.type(input, 'Trader9');
    await user.click(screen.getByRole('button', { name: 'Save nickname' }));
    expect(await screen.findByText('Special characters are not allowed')).toBeInTheDocument();
    expect(input).toHaveValue('Trader9');
    expect(getSession().user?.nickname).toBe('Lina');
  });

  it('keeps the signature on this device, checked for length and characters', async () => {
    const { user } = setup();
    const input = screen.getByLabelText('Signature');
    await user.clear(input);
    await user.type(input, 'x');
    await user.click(screen.getByRole('button', { name: 'Save signature' }));
    expect(await screen.findByText('A signature has 2-30 characters')).toBeInTheDocument();
    await user.clear(input);
    await user.type(input, 'HODL <3');
    await pastClickGuard();
    await user.click(screen.getByRole('button', { name: 'Save signature' }));
    expect(await screen.findByText('Special characters are not allowed')).toBeInTheDocument();
    await user.clear(input);
    await user.type(input, 'Buy the dip, calmly');
    await pastClickGuard();
    await user.click(screen.getByRole('button', { name: 'Save signature' }));
    expect(await screen.findByText('Signature saved')).toBeInTheDocument();
    expect(getSession().user?.signature).toBe('Buy the dip, calmly');
    expect(localStorage.getItem('signature:100238')).toBe('Buy the dip, calmly');
  });

  it('sends one nickname change for a burst of clicks', async () => {
    const { user, sent } = setup();
    const input = screen.getByLabelText('Nickname');
    await user.clear(input);
    await user.type(input, 'Trader9');
    await user.tripleClick(screen.getByRole('button', { name: 'Save nickname' }));
    await waitFor(() => expect(sent.nicknames).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(sent.nicknames).toHaveLength(1);
  });
});
