// Price alerts: the form of a pair's new alert refuses a price on the wrong side of the current
// one with its message and sends nothing, sends a valid one (price or percent) and lists it; the
// list shows waiting and triggered alerts and deletes one.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  getCreatePriceAlertMockHandler,
  getCreatePriceAlertResponseMock,
  getDeletePriceAlertMockHandler,
  getListPriceAlertsMockHandler,
  getListPriceAlertsResponseMock,
  getListQuotationsMockHandler,
} from '@generated/api/market/market.msw';
import type { PriceAlert } from '@generated/model';
import { setToken } from '@/api/session';
import { PriceAlertsScreen } from '@/features/alerts/price-alerts-screen';
import { server } from '../msw-server';
import { renderScreen } from '../render';

const examples = (): PriceAlert[] => {
  const body = getListPriceAlertsResponseMock();
  if (body.type !== 'ok') throw new Error('the generated alerts example is not a success');
  return body.message;
};

function setup(route = '/pages/market/alerts?id=1') {
  setToken('9f2c4e1a7b3d58e6c0a1f4b2d9e7c3a5');
  let alerts = examples();
  const sent: URLSearchParams[] = [];
  const deleted: URLSearchParams[] = [];
  server.use(
    getListQuotationsMockHandler(),
    getListPriceAlertsMockHandler(() => ({ type: 'ok', message: alerts })),
    getCreatePriceAlertMockHandler(async ({ request }) => {
      const body = new URLSearchParams(await request.text());
      sent.push(body);
      const created = getCreatePriceAlertResponseMock();
      if (created.type !== 'ok') throw new Error('the generated alert example is not a success');
      const alert: PriceAlert = {
        ...created.message,
        id: 4000 + sent.length,
        type: body.get('type') as PriceAlert['type'],
        price: body.get('price'),
        percent: body.get('percent'),
      };
      alerts = [alert, ...alerts];
      return { type: 'ok', message: alert };
    }),
    getDeletePriceAlertMockHandler(async ({ request }) => {
      const body = new URLSearchParams(await request.text());
      deleted.push(body);
      alerts = alerts.filter((a) => String(a.id) !== body.get('id'));
      return { type: 'ok', message: 'Price alert deleted' };
    }),
  );
  const user = userEvent.setup({ delay: null });
  renderScreen(<PriceAlertsScreen />, { path: '/pages/market/alerts', route });
  return { user, sent, deleted };
}

describe('PriceAlertsScreen', () => {
  it('refuses a "rises to" price below the current price, then sets a valid one and lists it', async () => {
    const { user, sent } = setup();
    expect(await screen.findByTestId('alert-current-price')).toHaveTextContent('96,420.50');
    const price = screen.getByLabelText('Alert price');
    await user.type(price, '95000');
    await user.click(screen.getByRole('button', { name: 'Set alert' }));
    expect(await screen.findByText('Must be above the current price (96,420.50)')).toBeInTheDocument();
    expect(sent).toHaveLength(0);
    expect(price).toHaveValue('95000');

    await user.clear(price);
    await user.type(price, '100000');
    await user.click(screen.getByRole('button', { name: 'Set alert' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(Object.fromEntries(sent[0]!)).toMatchObject({ match_id: '1', type: 'above', price: '100000' });
    expect(sent[0]!.has('percent')).toBe(false);
    const list = await screen.findByRole('list', { name: 'My alerts' });
    expect(await within(list).findByText(/^Price rises to 100,000/)).toBeInTheDocument();
  });

  it('sets a move alert by percent, with the prices it fires at, and refuses more than 100 %', async () => {
    const { user, sent } = setup();
    await user.click(await screen.findByRole('radio', { name: 'Moves by %' }));
    const percent = screen.getByLabelText('Move either way');
    await user.type(percent, '150');
    await user.click(screen.getByRole('button', { name: 'Set alert' }));
    expect(await screen.findByText('Enter a percentage above 0 and at most 100')).toBeInTheDocument();
    await user.clear(percent);
    await user.type(percent, '5');
    expect(screen.getByTestId('alert-bounds')).toHaveTextContent(
      'Fires at 91,599.48 or below, or at 101,241.53 or above',
    );
    await user.click(screen.getByRole('button', { name: 'Set alert' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(Object.fromEntries(sent[0]!)).toMatchObject({ match_id: '1', type: 'change', percent: '5' });
  });

  it('lists waiting and triggered alerts of every pair and deletes one', async () => {
    const { user, deleted } = setup('/pages/market/alerts');
    const list = await screen.findByRole('list', { name: 'My alerts' });
    const rows = within(list).getAllByTestId('price-alert');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('ETH/USDT');
    expect(rows[0]).toHaveTextContent('Moves ±5% from 3,420.18');
    expect(rows[1]).toHaveTextContent('Triggered at 96,004.20');
    await user.click(within(rows[1]!).getByRole('button', { name: /^Delete the alert BTC\/USDT/ }));
    await waitFor(() => expect(within(list).getAllByTestId('price-alert')).toHaveLength(1));
    expect(deleted[0]?.get('id')).toBe('3101');
  });
});
