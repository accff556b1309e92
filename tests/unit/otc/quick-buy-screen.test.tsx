// Quick buy: the amount checked first, the best ad for it picked (the lowest price whose limits
// and available USDT can fill it), the quantity it buys, one order after the confirmation; and a
// clear message when no ad can fill the amount.
import { screen, waitFor, within } from '@testing-library/react';
import userEventBase from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { getGetUserInfoMockHandler } from '@generated/api/account/account.msw';
import { getCreateOtcOrderMockHandler, getListOtcAdsMockHandler } from '@generated/api/otc/otc.msw';
import { setToken } from '@/api/session';
import { i18next } from '@/app/i18n';
import { QuickBuyScreen } from '@/features/otc/quick-buy-screen';
import { server } from '../msw-server';
import { renderScreen } from '../render';
import { useUiKitShims } from '../ui-kit-shims';
import { ad, formBody, order, pages, TOKEN, user } from './fixtures';
import { findOpenedDialog } from '../opened-dialog';

const userEvent = userEventBase.setup({ pointerEventsCheck: 0 });
const ROUTE = '/pages/otc/quick';

useUiKitShims();
beforeAll(async () => {
  await i18next.loadNamespaces(['otc']);
});
beforeEach(() => setToken(TOKEN));

describe('quick buy', () => {
  it('buys at the best price for the amount, once', async () => {
    const sent: Record<string, string>[] = [];
    const asked: string[] = [];
    server.use(
      getGetUserInfoMockHandler({ type: 'ok', message: user(1) }),
      getListOtcAdsMockHandler(({ request }) => {
        asked.push(new URL(request.url).search);
        return {
          type: 'ok',
          message: pages([
            ad(1, { price: '7.20', max_amount: '300.00' }),
            ad(2, { price: '7.26', merchant: { ...ad(2).merchant, nickname: 'Harbor Trade' } }),
            ad(3, { price: '7.30' }),
          ]),
        };
      }),
      getCreateOtcOrderMockHandler(async ({ request }) => {
        sent.push(await formBody(request));
        return { type: 'ok', message: order({ id: 880500 }) };
      }),
    );
    const view = renderScreen(<QuickBuyScreen />, { path: ROUTE, route: ROUTE });
    const find = await screen.findByRole('button', { name: 'Find the best price' });
    await waitFor(() => expect(find).toBeEnabled());
    await userEvent.click(find);
    expect(await screen.findByText('Enter an amount')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('I want to spend'), '1000');
    await userEvent.click(screen.getByRole('button', { name: 'Find the best price' }));
    expect(await screen.findByTestId('quick-quantity')).toHaveTextContent('137.74 USDT');
    expect(asked[0]).toContain('side=buy');
    expect(asked[0]).toContain('fiat=CNY');
    expect(asked[0]).toContain('amount=1000');
    const quote = screen.getByRole('region', { name: 'Best offer' });
    expect(quote).toHaveTextContent('Harbor Trade');
    await userEvent.click(within(quote).getByRole('button', { name: 'Buy USDT' }));
    const dialog = await findOpenedDialog();
    const confirm = within(dialog).getByRole('button', { name: 'Place order' });
    await userEvent.click(confirm);
    await userEvent.click(confirm);
    await waitFor(() => expect(view.location()).toBe('/pages/otc/order?id=880500'));
    expect(sent).toEqual([{ ad_id: '2', number: '137.74', lang: 'en' }]);
  });

  it('says so when no merchant can fill the amount, and lets it be changed', async () => {
    server.use(
      getGetUserInfoMockHandler({ type: 'ok', message: user(1) }),
      getListOtcAdsMockHandler({ type: 'ok', message: pages([]) }),
    );
    renderScreen(<QuickBuyScreen />, { path: ROUTE, route: ROUTE });
    await userEvent.type(await screen.findByLabelText('I want to spend'), '99999999');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Find the best price' })).toBeEnabled());
    await userEvent.click(screen.getByRole('button', { name: 'Find the best price' }));
    expect(await screen.findByText(/No merchant can fill 99,999,999.00 CNY right now/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Change amount' }));
    expect(screen.getByLabelText('I want to spend')).toHaveValue('99999999');
  });

  it('refuses above the per-trade limit of level 1 without a request', async () => {
    const sent: unknown[] = [];
    server.use(
      getGetUserInfoMockHandler({ type: 'ok', message: user(1) }),
      getListOtcAdsMockHandler({ type: 'ok', message: pages([ad(1)]) }),
      getCreateOtcOrderMockHandler(() => {
        sent.push(1);
        return { type: 'ok', message: order() };
      }),
    );
    renderScreen(<QuickBuyScreen />, { path: ROUTE, route: ROUTE });
    await userEvent.type(await screen.findByLabelText('I want to spend'), '20000');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Find the best price' })).toBeEnabled());
    await userEvent.click(screen.getByRole('button', { name: 'Find the best price' }));
    expect(await screen.findByText('Above your per-trade limit of 2,000.00 USDT')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Buy USDT' })).toBeDisabled();
    expect(sent).toHaveLength(0);
  });
});
