// Financial records: one coin in one account (assets_record), every record with coin and account
// filters (assets_all_record), and the transfer history, with the generated handlers.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  getListCurrenciesMockHandler,
  getListFiatRatesMockHandler,
  getListLegalLogMockHandler,
  getListLegalLogResponseMock,
  getListWalletDetailMockHandler,
} from '@generated/api/assets/assets.msw';
import {
  getListTransferHistoryMockHandler,
  getListTransferHistoryResponseMock,
} from '@generated/api/transfer/transfer.msw';
import type { AccountLogEntry, ListLegalLog200 } from '@generated/model';
import { AssetsAllRecordScreen } from '@/features/assets/assets-all-record-screen';
import { AssetsRecordScreen } from '@/features/assets/assets-record-screen';
import { TransferHistoryScreen } from '@/features/assets/transfer-history-screen';
import { setBalancesHidden } from '@/features/assets/use-hidden-balances';
import { server } from '../msw-server';
import { renderScreen } from '../render';
import { formBody, interactive, useAssetsTestSetup } from './helpers';

useAssetsTestSetup();

type Handler = Parameters<typeof server.use>[number];

function entry(id: number, patch: Partial<AccountLogEntry> = {}): AccountLogEntry {
  return {
    id,
    currency: 1,
    currency_name: 'USDT',
    value: '-1.00000000',
    after: '10.00000000',
    info: `Record ${id}`,
    type: 12,
    created_time: '2026-11-21 16:20:05',
    ...patch,
  };
}

/** A log of `count` records served 10 per page. */
function pagedLog(count: number, requests: Record<string, string>[]): Handler {
  return getListLegalLogMockHandler(async ({ request }) => {
    const body = await formBody(request);
    requests.push(body);
    const page = Number(body.page);
    const rows = Array.from({ length: Math.max(0, Math.min(10, count - (page - 1) * 10)) }, (_, i) =>
      entry((page - 1) * 10 + i + 1),
    );
    return { type: 'ok', message: { list: rows, count, limit: 10 } } satisfies ListLegalLog200;
  });
}

function setupRecord({
  route = '/pages/fund/assets_record?currency=1&account=change',
  handlers = [] as Handler[],
} = {}) {
  const requests = { detail: [] as Record<string, string>[], log: [] as Record<string, string>[] };
  server.use(
    ...handlers,
    getListFiatRatesMockHandler(),
    getListWalletDetailMockHandler(async ({ request }) => {
      const body = await formBody(request);
      requests.detail.push(body);
      return {
        type: 'ok',
        message: {
          id: 512001,
          currency: 1,
          currency_name: 'USDT',
          usdt_price: '1.00',
          [`${body.type}_balance`]: body.type === 'change' ? '12480.50000000' : '3000.00000000',
          [`lock_${body.type}_balance`]: '20.00000000',
          ExRate: '7.2',
          is_charge: true,
        },
      };
    }),
    getListLegalLogMockHandler(async ({ request }) => {
      requests.log.push(await formBody(request));
      return getListLegalLogResponseMock();
    }),
  );
  const user = userEvent.setup();
  const view = renderScreen(<AssetsRecordScreen />, { path: '/pages/fund/assets_record', route });
  return { user, requests, ...view };
}

const recordList = (name = 'Records of the Spot account') => screen.findByRole('list', { name }, { timeout: 8000 });

describe('AssetsRecordScreen', () => {
  it('shows the coin in its account: available, frozen and value', async () => {
    const { requests } = setupRecord();
    expect(
      await screen.findByRole('heading', { name: 'USDT in the Spot account' }, { timeout: 8000 }),
    ).toBeInTheDocument();
    const figures = screen.getByRole('heading', { name: 'USDT in the Spot account' }).closest('section') as HTMLElement;
    expect(within(figures).getByText('Available').nextSibling).toHaveTextContent('12,480.50');
    expect(within(figures).getByText('Frozen').nextSibling).toHaveTextContent('20.00');
    expect(within(figures).getByText('Value').nextSibling).toHaveTextContent('$12,500.50');
    expect(requests.detail[0]).toEqual({ currency: '1', type: 'change', lang: 'en' });
  });

  it('lists the records with signed changes, statuses and the end of the list', async () => {
    const { requests } = setupRecord();
    const list = await recordList();
    const [transferOut, deposit, withdrawal] = within(list).getAllByRole('article');
    expect(transferOut).toHaveTextContent('Transfer from spot account to contract account');
    expect(within(transferOut!).getByText('-1,000.00 USDT')).toHaveClass('record-row__value--down');
    expect(transferOut).toHaveTextContent('Balance 12,480.50');
    expect(within(deposit!).getByText('+2,000.00 USDT')).toHaveClass('record-row__value--up');
    expect(withdrawal).toHaveTextContent('Withdrawal request');
    expect(within(withdrawal!).getByText('Processing')).toBeInTheDocument();
    expect(screen.getByText('No more data')).toBeInTheDocument();
    expect(requests.log).toEqual([{ currency: '1', type: '2', page: '1', lang: 'en' }]);
  });

  it('shows done and refused withdrawals', async () => {
    const rows = [
      entry(1, { type: 100, info: 'Withdrawal done' }),
      entry(2, { type: 101, info: 'Withdrawal refused' }),
    ];
    setupRecord({
      handlers: [getListLegalLogMockHandler({ type: 'ok', message: { list: rows, count: 2, limit: 10 } })],
    });
    const list = await recordList();
    expect(within(list).getByRole('article', { name: 'Withdrawal done' })).toHaveTextContent('Completed');
    expect(within(list).getByRole('article', { name: 'Withdrawal refused' })).toHaveTextContent('Failed');
  });

  it('loads the next pages until the last one, then says "No more data"', async () => {
    const log: Record<string, string>[] = [];
    const { user } = setupRecord({ handlers: [pagedLog(25, log)] });
    const list = await recordList();
    expect(within(list).getAllByRole('article')).toHaveLength(10);
    expect(screen.queryByText('No more data')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(list).getAllByRole('article')).toHaveLength(20));
    await user.click(await screen.findByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(list).getAllByRole('article')).toHaveLength(25));
    expect(await screen.findByText('No more data')).toBeInTheDocument();
    expect(log.map((body) => body.page)).toEqual(['1', '2', '3']);
  });

  it('ends the list quietly when the server answers "No more data"', async () => {
    let page = 0;
    const { user } = setupRecord({
      handlers: [
        getListLegalLogMockHandler(() => {
          page += 1;
          return page === 1
            ? {
                type: 'ok',
                message: { list: Array.from({ length: 10 }, (_, i) => entry(i + 1)), count: 30, limit: 10 },
              }
            : { type: 'error', message: 'No more data' };
        }),
      ],
    });
    await recordList();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('No more data')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('says so when there is no record', async () => {
    setupRecord({ handlers: [getListLegalLogMockHandler({ type: 'ok', message: { list: [], count: 0, limit: 10 } })] });
    expect(await screen.findByText('No records yet', undefined, { timeout: 8000 })).toBeInTheDocument();
  });

  it('offers a retry when the first page fails, and when a next page fails', async () => {
    let fail = true;
    const log: Record<string, string>[] = [];
    const paged = pagedLog(15, log);
    const { user } = setupRecord({
      handlers: [
        http.post('*/wallet/legal_log', () => (fail ? new HttpResponse(null, { status: 503 }) : undefined)),
        paged,
      ],
    });
    expect(
      await screen.findByText('The service is unavailable right now (HTTP 503). Please try again later.', undefined, {
        timeout: 3000,
      }),
    ).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    const list = await recordList();
    fail = true;
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Could not load more.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(within(list).getAllByRole('article')).toHaveLength(15));
    expect(await screen.findByText('No more data')).toBeInTheDocument();
  });

  it('filters by account', async () => {
    const { user, requests } = setupRecord();
    await recordList();
    await user.click(screen.getByRole('tab', { name: 'Contract' }));
    expect(await screen.findByRole('heading', { name: 'USDT in the Contract account' })).toBeInTheDocument();
    await recordList('Records of the Contract account');
    expect(requests.detail.at(-1)).toMatchObject({ type: 'lever' });
    expect(requests.log.at(-1)).toMatchObject({ currency: '1', type: '3', page: '1' });
  });

  it('hides the figures behind the eye', async () => {
    setBalancesHidden(true);
    setupRecord();
    const list = await recordList();
    expect(within(list).queryByText('-1,000.00 USDT')).not.toBeInTheDocument();
    expect(within(list).getAllByText('****** USDT').length).toBeGreaterThan(0);
  });

  it('offers transfer of the coin from this account', async () => {
    const { user, location } = setupRecord();
    await screen.findByRole('heading', { name: 'USDT in the Spot account' }, { timeout: 8000 });
    await user.click(screen.getByRole('button', { name: 'Transfer' }));
    expect(location()).toBe('/pages/fund/transfer?currency=1&from=2');
  });
});

describe('AssetsAllRecordScreen', () => {
  function setupAll(handlers: Handler[] = []) {
    const log: Record<string, string>[] = [];
    server.use(
      ...handlers,
      getListCurrenciesMockHandler(),
      getListLegalLogMockHandler(async ({ request }) => {
        log.push(await formBody(request));
        return getListLegalLogResponseMock();
      }),
    );
    const user = userEvent.setup();
    renderScreen(<AssetsAllRecordScreen />);
    return { user, log };
  }

  it('starts with the first coin in the spot account and filters by coin and account', async () => {
    const { user, log } = setupAll();
    await recordList();
    expect(screen.getByRole('button', { name: 'Coin USDT' })).toBeInTheDocument();
    expect(log[0]).toEqual({ currency: '1', type: '2', page: '1', lang: 'en' });

    await user.click(screen.getByRole('button', { name: 'Coin USDT' }));
    const heading = await screen.findByRole('heading', { name: 'Choose a coin' });
    const btc = within(heading.parentElement as HTMLElement).getByText('BTC');
    await interactive(btc);
    await user.click(btc);
    await waitFor(() => expect(log.at(-1)).toMatchObject({ currency: '2', type: '2' }));

    await user.click(screen.getByText('Funding'));
    await recordList('Records of the Funding account');
    expect(log.at(-1)).toMatchObject({ currency: '2', type: '1', page: '1' });
  });

  it('shows a failed coin list with a retry', async () => {
    let fail = true;
    const { user } = setupAll([http.get('*/currency/list', () => (fail ? HttpResponse.error() : undefined))]);
    expect(
      await screen.findByText('Network error. Check your connection and try again.', undefined, { timeout: 8000 }),
    ).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await recordList();
  });
});

describe('TransferHistoryScreen', () => {
  it('shows both sides of each transfer with their signs, then "No more data"', async () => {
    server.use(getListTransferHistoryMockHandler());
    renderScreen(<TransferHistoryScreen />);
    const list = await screen.findByRole('list', { name: 'Transfer history' }, { timeout: 8000 });
    const rows = within(list).getAllByRole('article');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByText('+1,000.00 USDT')).toHaveClass('record-row__value--up');
    expect(rows[0]).toHaveTextContent('Contract account');
    expect(within(rows[1]!).getByText('-1,000.00 USDT')).toHaveClass('record-row__value--down');
    expect(screen.getByText('No more data')).toBeInTheDocument();
  });

  it('loads the next page while there is one', async () => {
    const pages: string[] = [];
    server.use(
      getListTransferHistoryMockHandler(({ request }) => {
        const page = new URL(request.url).searchParams.get('page') ?? '';
        pages.push(page);
        const body = getListTransferHistoryResponseMock();
        if (body.type !== 'ok') throw new Error('not a success');
        return {
          type: 'ok',
          message: {
            ...body.message,
            current_page: Number(page),
            last_page: 2,
            next_page_url: page === '1' ? 'https://h5.exchange.test/api/wallet/hzhistory?page=2' : null,
            data: body.message.data.map((row) => ({ ...row, id: row.id + Number(page) * 1000 })),
          },
        };
      }),
    );
    const user = userEvent.setup();
    renderScreen(<TransferHistoryScreen />);
    const list = await screen.findByRole('list', { name: 'Transfer history' }, { timeout: 8000 });
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(list).getAllByRole('article')).toHaveLength(4));
    expect(await screen.findByText('No more data')).toBeInTheDocument();
    expect(pages).toEqual(['1', '2']);
  });

  it('says so when there is no transfer', async () => {
    server.use(getListTransferHistoryMockHandler({ type: 'error', message: 'No more data' }));
    renderScreen(<TransferHistoryScreen />);
    expect(await screen.findByText('No transfers yet', undefined, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.queryByText('No more data')).not.toBeInTheDocument();
  });
});
