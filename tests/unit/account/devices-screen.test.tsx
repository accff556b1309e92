// Devices: the sessions listed (device, browser, address and place, time, "This device" on the one
// in hand), signing one other device out or all of them after a confirmation, the list read again.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  getCloseOtherSessionsMockHandler,
  getCloseSessionMockHandler,
  getListSessionsMockHandler,
} from '@generated/api/account/account.msw';
import type { UserSession } from '@generated/model';
import { DevicesScreen } from '@/features/account/devices-screen';
import { server } from '../msw-server';
import { renderScreen } from '../render';
import { lastDialog, loadAccountLocale, signIn } from './account-fixtures';

const PATH = '/pages/setting/devices';

beforeAll(loadAccountLocale);

const PHONE: UserSession = {
  id: 4102,
  device: 'iPhone, iOS 18',
  browser: 'Safari 18',
  ip: '192.168.1.23',
  location: 'Local network',
  created_at: 1795312800,
  current: 1,
};
const PC: UserSession = { ...PHONE, id: 4099, device: 'Windows PC', browser: 'Chrome 131', ip: '10.0.0.8', current: 0 };
const ODD: UserSession = {
  ...PHONE,
  id: 4090,
  device: null,
  browser: null,
  ip: '203.0.113.9',
  location: 'Unknown location',
  current: 0,
};

function setup(initial: UserSession[]) {
  let sessions = initial;
  const sent = { one: [] as URLSearchParams[], others: 0 };
  server.use(
    getListSessionsMockHandler(() => ({ type: 'ok', message: sessions })),
    getCloseSessionMockHandler(async ({ request }) => {
      const body = new URLSearchParams(await request.text());
      sent.one.push(body);
      sessions = sessions.filter((s) => s.id !== Number(body.get('id')));
      return { type: 'ok', message: 'The device has been signed out' };
    }),
    getCloseOtherSessionsMockHandler(() => {
      sent.others += 1;
      sessions = sessions.filter((s) => s.current === 1);
      return { type: 'ok', message: '2 other devices have been signed out' };
    }),
  );
  signIn();
  const user = userEvent.setup({ pointerEventsCheck: 0 });
  renderScreen(<DevicesScreen />, { path: PATH, route: PATH });
  return { user, sent };
}

const rows = () => screen.getAllByTestId('device');

describe('DevicesScreen', () => {
  it('lists each device with its browser, address, place and time, this one marked', async () => {
    setup([PHONE, PC, ODD]);
    await waitFor(() => expect(rows()).toHaveLength(3));
    const [phone, pc, odd] = rows() as [HTMLElement, HTMLElement, HTMLElement];
    expect(phone).toHaveTextContent('iPhone, iOS 18');
    expect(phone).toHaveTextContent('This device');
    expect(phone).toHaveTextContent('From 192.168.1.23 (Local network)');
    expect(phone).toHaveTextContent(/Signed in .*2026/);
    expect(within(phone).queryByRole('button', { name: /Sign out/ })).not.toBeInTheDocument();
    expect(pc).toHaveTextContent('Chrome 131');
    expect(pc).not.toHaveTextContent('This device');
    expect(odd).toHaveTextContent('Unknown device');
    expect(odd).toHaveTextContent('Unknown browser');
    expect(odd).toHaveTextContent('From 203.0.113.9 (Unknown location)');
  });

  it('signs one other device out after a confirmation, then lists the rest', async () => {
    const { user, sent } = setup([PHONE, PC, ODD]);
    await waitFor(() => expect(rows()).toHaveLength(3));
    await user.click(screen.getByRole('button', { name: 'Sign out Windows PC' }));
    const dialog = await lastDialog();
    expect(dialog).toHaveTextContent('Sign out this device?');
    expect(dialog).toHaveTextContent('From 10.0.0.8 (Local network)');
    expect(sent.one).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByText('The device has been signed out')).toBeInTheDocument();
    expect(Object.fromEntries(sent.one[0]!)).toEqual({ id: '4099', lang: 'en' });
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(screen.queryByText('Windows PC')).not.toBeInTheDocument();
  });

  it('signs every other device out at once; with none left the button is off', async () => {
    const { user, sent } = setup([PHONE, PC, ODD]);
    await waitFor(() => expect(rows()).toHaveLength(3));
    await user.click(screen.getByRole('button', { name: 'Sign out all other devices' }));
    const dialog = await lastDialog();
    expect(dialog).toHaveTextContent('Devices to sign out: 2.');
    await user.click(within(dialog).getByRole('button', { name: 'Sign out all other devices' }));
    expect(await screen.findByText('2 other devices have been signed out')).toBeInTheDocument();
    expect(sent.others).toBe(1);
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(screen.getByText('No other device is signed in.')).toBeInTheDocument();
    // the dialog's button of the same name gone, the page's is off
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'Sign out all other devices' })).toHaveLength(1));
    expect(screen.getByRole('button', { name: 'Sign out all other devices' })).toBeDisabled();
  });

  it('says when the list cannot be read, with a retry', async () => {
    setup([PHONE]);
    server.use(getListSessionsMockHandler({ type: 'error', message: 'Service unavailable' }));
    expect(await screen.findByRole('button', { name: /Try again|Retry/ })).toBeInTheDocument();
  });
});
