// Following a trader: the copy rules checked before any request (number, multiple at most 5, the
// follow amount against the contract account's USDT, the agreement), a confirmation that repeats
// the settings, one request however often it is tapped, and the form kept on a refusal.
import { screen, waitFor, within } from '@testing-library/react';
import userEventBase from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { getListWalletsMockHandler } from '@generated/api/assets/assets.msw';
import { getFollowTraderMockHandler, getGetTraderMockHandler } from '@generated/api/copy-trade/copy-trade.msw';
import { setToken } from '@/api/session';
import { i18next } from '@/app/i18n';
import { FollowScreen } from '@/features/copy-trade/follow-screen';
import { server } from '../msw-server';
import { renderScreen } from '../render';
import { detail, formBody, TOKEN, wallets } from './fixtures';
import { openedDialogOf } from '../opened-dialog';

const userEvent = userEventBase.setup({ pointerEventsCheck: 0 });
const FOLLOW = '/pages/follow/follow';

beforeAll(async () => {
  await i18next.loadNamespaces(['copy-trade']);
});
beforeEach(() => setToken(TOKEN));

describe('follow settings', () => {
  it('refuses bad input before any request, then follows with fixed lots once after the confirmation', async () => {
    const sent: Record<string, string>[] = [];
    server.use(
      getGetTraderMockHandler({ type: 'ok', message: detail(false) }),
      getListWalletsMockHandler(wallets('300')),
      getFollowTraderMockHandler(async ({ request }) => {
        sent.push(await formBody(request));
        return { type: 'ok', message: 'Followed successfully' };
      }),
    );
    const view = renderScreen(<FollowScreen />, { path: FOLLOW, route: `${FOLLOW}?id=200517` });
    expect(await screen.findByRole('heading', { name: 'Follow AlphaWolf' })).toBeInTheDocument();
    await screen.findByText('Available in contract account: 300.00 USDT');

    const number = screen.getByLabelText('Multiple');
    await userEvent.type(number, '6');
    await userEvent.click(screen.getByRole('button', { name: 'Follow' }));
    expect(await screen.findByText('The multiple is at most 5')).toBeInTheDocument();
    expect(screen.getByText('Please accept the copy trading agreement')).toBeInTheDocument();

    await userEvent.click(screen.getByText('Fixed lots'));
    const lots = screen.getByLabelText('Lots per order');
    await userEvent.clear(lots);
    await userEvent.type(lots, '1.005');
    expect(await screen.findByText('A 5-lot order of the trader is copied as 1.01 lots.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Follow amount (USDT)'), '500');
    await userEvent.click(screen.getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: 'Follow' }));
    expect(await screen.findByText('Insufficient balance')).toBeInTheDocument();
    expect(sent).toHaveLength(0);

    const amount = screen.getByLabelText('Follow amount (USDT)');
    await userEvent.clear(amount);
    await userEvent.type(amount, '250');
    await userEvent.click(screen.getByRole('button', { name: 'Follow' }));
    const rows = await screen.findByTestId('follow-confirm');
    expect(within(rows).getByText('Fixed lots')).toBeInTheDocument();
    expect(within(rows).getByText('1.01 lots')).toBeInTheDocument();
    expect(within(rows).getByText('250.00 USDT')).toBeInTheDocument();
    const dialog = await openedDialogOf(rows);
    const confirm = within(dialog).getByRole('button', { name: 'Confirm' });
    await userEvent.click(confirm);
    await userEvent.click(confirm);
    await waitFor(() => expect(view.location()).toBe('/pages/copytrade/my'));
    expect(sent).toEqual([{ trader_user_id: '200517', type: '2', number: '1.01', amount: '250', lang: 'en' }]);
  });

  it('keeps what was typed when the server refuses', async () => {
    server.use(
      getGetTraderMockHandler({ type: 'ok', message: detail(false) }),
      getListWalletsMockHandler(wallets('3000')),
      getFollowTraderMockHandler({ type: 'error', message: 'The multiple is too high' }),
    );
    const view = renderScreen(<FollowScreen />, { path: FOLLOW, route: `${FOLLOW}?id=200517` });
    await userEvent.type(await screen.findByLabelText('Multiple'), '2');
    await userEvent.click(screen.getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: 'Follow' }));
    const rows = await screen.findByTestId('follow-confirm');
    await userEvent.click(within(await openedDialogOf(rows)).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('The multiple is too high')).toBeInTheDocument();
    expect(screen.getByLabelText('Multiple')).toHaveValue('2');
    expect(screen.getByRole('checkbox')).toBeChecked();
    expect(view.location()).toBe(`${FOLLOW}?id=200517`);
  });

  it('goes to My copy trading as soon as the follow is made, without waiting for the figures asked afresh', async () => {
    // (the trader's figures are asked again after the follow; their answer is held back: a user
    // who left meanwhile must not be taken to My copy trading once it comes)
    let followed = false;
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(
      getGetTraderMockHandler(async () => {
        if (followed) await held;
        return { type: 'ok', message: detail(followed) };
      }),
      getListWalletsMockHandler(wallets('3000')),
      getFollowTraderMockHandler(() => {
        followed = true;
        return { type: 'ok', message: 'Followed successfully' };
      }),
    );
    const view = renderScreen(<FollowScreen />, { path: FOLLOW, route: `${FOLLOW}?id=200517` });
    // (the draft the refused follow above kept is there again: the multiple 2, the agreement accepted)
    expect(await screen.findByLabelText('Multiple')).toHaveValue('2');
    expect(screen.getByRole('checkbox')).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Follow' }));
    const rows = await screen.findByTestId('follow-confirm');
    await userEvent.click(within(await openedDialogOf(rows)).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(view.location()).toBe('/pages/copytrade/my'));
    release();
  });
});
