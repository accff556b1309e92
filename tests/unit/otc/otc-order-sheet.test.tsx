// Placing an OTC order from the ads: the ad's limits and the level's per-trade limit checked
// before any request, a confirmation with the figures, one request however often Confirm is
// tapped, the new order opened; and 998 (identity verification required) leading to verification.
import { screen, waitFor, within } from '@testing-library/react';
import userEventBase from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { getGetUserInfoMockHandler } from '@generated/api/account/account.msw';
import { getCreateOtcOrderMockHandler, getListOtcAdsMockHandler } from '@generated/api/otc/otc.msw';
import { setToken } from '@/api/session';
import { i18next } from '@/app/i18n';
import { OtcScreen } from '@/features/otc/otc-screen';
import { server } from '../msw-server';
import { renderScreen } from '../render';
import { useUiKitShims } from '../ui-kit-shims';
import { recordingRedirects } from '../withdraw/helpers';
import { ad, formBody, order, pages, TOKEN, user } from './fixtures';
import { openedDialogOf } from '../opened-dialog';

const userEvent = userEventBase.setup({ pointerEventsCheck: 0 });
const OTC = '/pages/otc/otc';

useUiKitShims();
beforeAll(async () => {
  await i18next.loadNamespaces(['otc']);
});
beforeEach(() => setToken(TOKEN));

async function openSheet() {
  const view = renderScreen(<OtcScreen />, { path: OTC, route: OTC });
  await userEvent.click(await screen.findByRole('button', { name: 'Buy with Golden Bridge OTC' }));
  const quantity = await screen.findByLabelText('Quantity');
  return { view, quantity };
}

describe('OTC order sheet', () => {
  it('checks the ad and level limits first, confirms, and places one order', async () => {
    const sent: Record<string, string>[] = [];
    server.use(
      getGetUserInfoMockHandler({ type: 'ok', message: user(1) }),
      getListOtcAdsMockHandler({ type: 'ok', message: pages([ad(3101)]) }),
      getCreateOtcOrderMockHandler(async ({ request }) => {
        sent.push(await formBody(request));
        await new Promise((resolve) => setTimeout(resolve, 50));
        return { type: 'ok', message: order() };
      }),
    );
    const { view, quantity } = await openSheet();
    expect(screen.getByText('Your per-trade limit (level 1): 2,000.00 USDT')).toBeInTheDocument();

    await userEvent.type(quantity, '10');
    await userEvent.click(screen.getByRole('button', { name: 'Buy USDT' }));
    expect(await screen.findByText("The total is below this ad's minimum of 100.00 CNY")).toBeInTheDocument();

    await userEvent.clear(quantity);
    await userEvent.type(quantity, '2500');
    await userEvent.click(screen.getByRole('button', { name: 'Buy USDT' }));
    expect(await screen.findByText('Above your per-trade limit of 2,000.00 USDT')).toBeInTheDocument();
    expect(sent).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Max' }));
    expect(quantity).toHaveValue('2000.00');
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '500');
    expect(screen.getByTestId('otc-order-total')).toHaveTextContent('3,625.00 CNY');
    await userEvent.click(screen.getByRole('button', { name: 'Buy USDT' }));
    const rows = await screen.findByTestId('otc-order-confirm');
    expect(within(rows).getByText('500.00 USDT')).toBeInTheDocument();
    expect(within(rows).getByText('3,625.00 CNY')).toBeInTheDocument();
    const dialog = await openedDialogOf(rows);
    expect(within(dialog).getByText(/within 15 minutes/)).toBeInTheDocument();
    const confirm = within(dialog).getByRole('button', { name: 'Place order' });
    await userEvent.click(confirm);
    await userEvent.click(confirm);
    await userEvent.click(confirm);
    await waitFor(() => expect(view.location()).toBe('/pages/otc/order?id=880412'));
    expect(sent).toEqual([{ ad_id: '3101', number: '500', lang: 'en' }]);
  });

  it('lets a level 2 user trade above 2,000 USDT', async () => {
    server.use(
      getGetUserInfoMockHandler({ type: 'ok', message: user(2) }),
      getListOtcAdsMockHandler({ type: 'ok', message: pages([ad(3101)]) }),
    );
    const { quantity } = await openSheet();
    await userEvent.type(quantity, '5000');
    await userEvent.click(screen.getByRole('button', { name: 'Buy USDT' }));
    expect(await screen.findByTestId('otc-order-confirm')).toHaveTextContent('36,250.00 CNY');
  });

  it('an unverified user is sent to identity verification on 998, keeping the form', async () => {
    await recordingRedirects(async (navigated) => {
      server.use(
        getGetUserInfoMockHandler({ type: 'ok', message: user(0) }),
        getListOtcAdsMockHandler({ type: 'ok', message: pages([ad(3101)]) }),
        getCreateOtcOrderMockHandler({ type: '998', message: 'Please complete identity verification first' }),
      );
      const { quantity } = await openSheet();
      expect(screen.getByText('OTC trading requires identity verification.')).toBeInTheDocument();
      await userEvent.type(quantity, '500');
      await userEvent.click(screen.getByRole('button', { name: 'Buy USDT' }));
      const dialog = await openedDialogOf(await screen.findByTestId('otc-order-confirm'));
      await userEvent.click(within(dialog).getByRole('button', { name: 'Place order' }));
      expect(await screen.findByText('Please complete identity verification first')).toBeInTheDocument();
      await waitFor(() => expect(navigated).toEqual(['/pages/setting/real_mark']));
      expect(screen.getByLabelText('Quantity')).toHaveValue('500');
    });
  });

  it('shows an error with a retry when the ads cannot be loaded', async () => {
    server.use(
      getGetUserInfoMockHandler({ type: 'ok', message: user(1) }),
      getListOtcAdsMockHandler({ type: 'ok', message: { data: 'broken' } } as never),
    );
    renderScreen(<OtcScreen />, { path: OTC, route: OTC });
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
