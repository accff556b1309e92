// The deposit and withdrawal history: statuses shown as processing, completed and failed (with a
// sign besides the colour), figures per record, paging to "No more data", empty and error states.
import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import { getListRechargeLogMockHandler } from '@generated/api/deposit/deposit.msw';
import { getListWithdrawalsMockHandler, getListWithdrawalsResponseMock } from '@generated/api/withdraw/withdraw.msw';
import type { RechargeRecord } from '@generated/model';
import { setToken } from '@/api/session';
import { i18next } from '@/app/i18n';
import { DepositWithdrawRecordScreen } from '@/features/deposit/deposit-withdraw-record-screen';
import { server } from '../msw-server';
import { renderScreen } from '../render';

beforeAll(async () => {
  configure({ asyncUtilTimeout: 5000 });
  await i18next.loadNamespaces(['deposit']);
});

function setup(route = '/pages/fund/receive_withdraw_record') {
  setToken('9f2c4e1a7b3d58e6c0a1f4b2d9e7c3a5');
  const user = userEvent.setup();
  const view = renderScreen(<DepositWithdrawRecordScreen />, { path: '/pages/fund/receive_withdraw_record', route });
  return { user, ...view };
}

const deposit = (id: number): RechargeRecord => ({
  id,
  currency_id: 1,
  name: 'USDT',
  sub_type: 'TRC20',
  amount: `${id}.00000000`,
  status: 1,
  created_at: '2026-11-22 04:41:00',
});

describe('DepositWithdrawRecordScreen', () => {
  it('lists deposits with their status, amount, network and sender', async () => {
    server.use(getListRechargeLogMockHandler());
    setup();
    const list = await screen.findByRole('list', { name: 'Deposit records' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent('USDTTRC20');
    expect(items[0]).toHaveTextContent('Processing');
    expect(items[0]).toHaveTextContent('500.00 USDT');
    expect(items[0]).toHaveTextContent('TQ7mWd…uE1aR5');
    expect(items[0]).toHaveTextContent('2026-11-22 04:41:00');
    expect(items[1]).toHaveTextContent('✓ Completed');
    expect(items[1]).toHaveTextContent('2,000.00 USDT');
    expect(items[2]).toHaveTextContent('✕ Failed');
    expect(items[2]).toHaveTextContent('0.01 BTC');
    expect(screen.getByText('No more data')).toBeInTheDocument();
  });

  it('lists withdrawals with amount, fee, amount received and the address shortened', async () => {
    server.use(getListRechargeLogMockHandler(), getListWithdrawalsMockHandler());
    const { user, location } = setup();
    await user.click(await screen.findByRole('tab', { name: 'Withdrawals' }));
    expect(location()).toBe('/pages/fund/receive_withdraw_record?tab=withdrawals');
    const list = await screen.findByRole('list', { name: 'Withdrawal records' });
    const first = within(list).getAllByRole('listitem')[0]!;
    expect(first).toHaveTextContent('Processing');
    expect(within(first).getByText('Amount').nextElementSibling).toHaveTextContent('100.00 USDT');
    expect(within(first).getByText('Network fee').nextElementSibling).toHaveTextContent('1.00 USDT');
    expect(within(first).getByText('Received').nextElementSibling).toHaveTextContent('99.00 USDT');
    expect(within(first).getByText('To address').nextElementSibling).toHaveTextContent('TQn9Y2…KcbLSE');
    expect(first).toHaveTextContent('TRC20');
    expect(first).toHaveTextContent('To my own TRON wallet');
    expect(within(list).getAllByRole('listitem')[2]).toHaveTextContent('Failed');
  });

  it("shows the memo/tag of a withdrawal on a memo network apart from the user's note", async () => {
    const answer = getListWithdrawalsResponseMock();
    if (answer.type !== 'ok') throw new Error('the example is a success');
    const [usdt] = answer.message.data;
    const xrp = {
      ...usdt!,
      id: 5013,
      currency: 5,
      currency_name: 'XRP',
      type: 'xrp',
      address: 'rPEPPER7kfTD9w2To4CQk6UCfuHM9c6GDY',
      memo: '104853217',
      notes: 'Rent',
    };
    server.use(getListWithdrawalsMockHandler({ ...answer, message: { ...answer.message, data: [xrp, usdt!] } }));
    setup('/pages/fund/receive_withdraw_record?tab=withdrawals');
    const list = await screen.findByRole('list', { name: 'Withdrawal records' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(within(first!).getByText('Memo / Tag').nextElementSibling).toHaveTextContent('104853217');
    expect(within(first!).getByText('Remark').nextElementSibling).toHaveTextContent('Rent');
    expect(within(second!).queryByText('Memo / Tag')).not.toBeInTheDocument();
  });

  it('opens on the withdrawals tab from the link of the withdraw page', async () => {
    server.use(getListWithdrawalsMockHandler());
    setup('/pages/fund/receive_withdraw_record?tab=withdrawals');
    expect(await screen.findByRole('list', { name: 'Withdrawal records' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Withdrawals' })).toHaveAttribute('aria-selected', 'true');
  });

  it('loads the next page and says "No more data" after the last', async () => {
    const pages: string[] = [];
    server.use(
      getListRechargeLogMockHandler(({ request }) => {
        const page = Number(new URL(request.url).searchParams.get('page'));
        pages.push(String(page));
        const data = page === 1 ? Array.from({ length: 10 }, (_, i) => deposit(i + 1)) : [deposit(11)];
        return { type: 'ok', message: { page, pages: 2, total: 11, data } };
      }),
    );
    const { user } = setup();
    await screen.findByText('1.00 USDT');
    expect(screen.queryByText('No more data')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('11.00 USDT')).toBeInTheDocument();
    expect(screen.getByText('No more data')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(11);
    expect(pages).toEqual(['1', '2']);
  });

  it('offers a retry when a next page fails, keeping the rows already shown', async () => {
    let failPage2 = true;
    server.use(
      getListRechargeLogMockHandler(({ request }) => {
        const page = Number(new URL(request.url).searchParams.get('page'));
        if (page === 2 && failPage2) return { type: 'ok', message: { page: 'x' } } as never;
        const data = page === 1 ? Array.from({ length: 10 }, (_, i) => deposit(i + 1)) : [deposit(11)];
        return { type: 'ok', message: { page, pages: 2, total: 11, data } };
      }),
    );
    const { user } = setup();
    await screen.findByText('1.00 USDT');
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Could not load more.')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(10);
    failPage2 = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('11.00 USDT')).toBeInTheDocument();
  });

  it('says when there is no deposit yet and offers to deposit', async () => {
    server.use(getListRechargeLogMockHandler({ type: 'ok', message: { page: 1, pages: 0, total: 0, data: [] } }));
    const { user, location } = setup();
    expect(await screen.findByText('No deposits yet')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Deposit now' }));
    expect(location()).toBe('/pages/fund/select');
  });

  it('shows an error with a retry, never a blank screen', async () => {
    let fail = true;
    server.use(
      http.get('*/user/withdraw/list', () =>
        fail
          ? HttpResponse.error()
          : HttpResponse.json({ type: 'ok', message: { page: 1, pages: 0, total: 0, data: [] } }),
      ),
    );
    const { user } = setup('/pages/fund/receive_withdraw_record?tab=withdrawals');
    expect(await screen.findByText('Network error. Check your connection and try again.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No withdrawals yet')).toBeInTheDocument();
  });
});
