// Bills: every balance movement of one coin in one account (/wallet/legal_log), with the account,
// coin and direction filters, paging down to "No more data", an error with a retry and the empty
// state, with the generated handlers of the assets tag.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  getListCurrenciesMockHandler,
  getListLegalLogMockHandler,
  getListLegalLogResponseMock,
} from '@generated/api/assets/assets.msw';
import type { AccountLogEntry, ListLegalLog200 } from '@generated/model';
import { setToken } from '@/api/session';
import { i18next } from '@/app/i18n';
import { BillScreen } from '@/features/bill/bill-screen';
import { server } from '../msw-server';
import { renderScreen } from '../render';
import { interactive } from '../opened-dialog';

const PATH = '/pages/setting/bill';
const TOKEN = '9f2c4e1a7b3d58e6c0a1f4b2d9e7c3a5';

type Handler = Parameters<typeof server.use>[number];

beforeAll(async () => {
  // jsdom has no pointer capture, which the kit's sheets call on pointer down (swipe to close).
  const capture = Element.prototype as Partial<Pick<Element, 'setPointerCapture' | 'releasePointerCapture'>>;
  capture.setPointerCapture ??= () => {};
  capture.releasePointerCapture ??= () => {};
  await i18next.loadNamespaces(['bill']);
});

beforeEach(() => setToken(TOKEN));

function entry(id: number, patch: Partial<AccountLogEntry> = {}): AccountLogEntry {
  return {
    id,
    currency: 1,
    currency_name: 'USDT',
    value: id % 2 === 0 ? '25.00000000' : '-10.00000000',
    after: '100.00000000',
    info: `Movement ${id}`,
    type: 12,
    created_time: '2026-11-21 16:20:05',
    ...patch,
  };
}

const formBody = async (request: Request) => Object.fromEntries(new URLSearchParams(await request.text()));

/** A log of `count` movements served 10 a page; the request after the last page says "No more data". */
function pagedLog(count: number, requests: Record<string, string>[]): Handler {
  return getListLegalLogMockHandler(async ({ request }) => {
    const body = await formBody(request);
    requests.push(body);
    const page = Number(body.page);
    if ((page - 1) * 10 >= count) return { type: 'error', message: 'No more data' };
    const rows = Array.from({ length: Math.min(10, count - (page - 1) * 10) }, (_, i) =>
      entry((page - 1) * 10 + i + 1),
    );
    return { type: 'ok', message: { list: rows, count, limit: 10 } } satisfies ListLegalLog200;
  });
}

function setup({ route = PATH, handlers = [] as Handler[] } = {}) {
  const requests: Record<string, string>[] = [];
  server.use(
    ...handlers,
    getListCurrenciesMockHandler(),
    getListLegalLogMockHandler(async ({ request }) => {
      requests.push(await formBody(request));
      return getListLegalLogResponseMock();
    }),
  );
  const user = userEvent.setup({ pointerEventsCheck: 0 });
  const view = renderScreen(<BillScreen />, { path: PATH, route });
  return { user, requests, ...view };
}

const rows = async () => within(await screen.findByRole('list', { name: /^Movements of the/ })).getAllByRole('article');

describe('BillScreen', () => {
  it("shows the contract's example movements: signed, coloured, timed, with the balance after", async () => {
    const { requests } = setup();
    const list = await rows();
    expect(list.map((row) => row.getAttribute('aria-label'))).toEqual([
      'Transfer from spot account to contract account',
      'Deposit credited',
      'Withdrawal request',
    ]);
    const [transfer, deposit] = list;
    expect(within(transfer!).getByText('-1,000.00 USDT')).toHaveClass('record-row__value--down');
    expect(within(deposit!).getByText('+2,000.00 USDT')).toHaveClass('record-row__value--up');
    expect(transfer).toHaveTextContent('Nov 21, 2026, 4:20 PM · Spot');
    expect(transfer).toHaveTextContent('Balance 12,480.50');
    expect(await screen.findByText('No more data')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Movements of the Spot account' })).toBeInTheDocument();
    expect(requests).toEqual([{ currency: '1', type: '2', page: '1', lang: 'en' }]);
  });

  it('sends the chosen account and coin with the request', async () => {
    const { user, requests } = setup();
    await rows();
    await user.click(screen.getByText('Contract'));
    await waitFor(() => expect(requests.at(-1)).toMatchObject({ currency: '1', type: '3', page: '1' }));
    expect(await screen.findByRole('list', { name: 'Movements of the Contract account' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /^Coin USDT/ }));
    const heading = await screen.findByRole('heading', { name: 'Choose a coin' });
    const btc = within(heading.parentElement as HTMLElement).getByRole('button', { name: 'BTC' });
    await interactive(btc);
    await user.click(btc);
    await waitFor(() => expect(requests.at(-1)).toMatchObject({ currency: '2', type: '3', page: '1' }));
    expect(screen.getByRole('button', { name: /^Coin BTC/ })).toBeInTheDocument();

    await user.click(screen.getByText('Options'));
    await waitFor(() => expect(requests.at(-1)).toMatchObject({ currency: '2', type: '4', page: '1' }));
  });

  it('opens on the account and coin of a link', async () => {
    const { requests } = setup({ route: `${PATH}?account=legal&currency=3` });
    await rows();
    expect(requests[0]).toMatchObject({ currency: '3', type: '1' });
    expect(screen.getByRole('button', { name: /^Coin ETH/ })).toBeInTheDocument();
  });

  it('keeps only money in or money out when the direction is chosen', async () => {
    const { user } = setup();
    await rows();
    await user.click(screen.getByText('Money in'));
    expect((await rows()).map((row) => row.getAttribute('aria-label'))).toEqual(['Deposit credited']);
    await user.click(screen.getByText('Money out'));
    await waitFor(async () =>
      expect((await rows()).map((row) => row.getAttribute('aria-label'))).toEqual([
        'Transfer from spot account to contract account',
        'Withdrawal request',
      ]),
    );
    await user.click(screen.getByText('All'));
    await waitFor(async () => expect(await rows()).toHaveLength(3));
  });

  it('loads the next pages until the end and says "No more data"', async () => {
    const requests: Record<string, string>[] = [];
    const { user } = setup({ handlers: [pagedLog(23, requests)] });
    expect(await rows()).toHaveLength(10);
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(async () => expect(await rows()).toHaveLength(20));
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(async () => expect(await rows()).toHaveLength(23));
    expect(await screen.findByText('No more data')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(requests.map((r) => r.page)).toEqual(['1', '2', '3']);
  });

  it('ends the list on the server\'s "No more data" answer', async () => {
    const requests: Record<string, string>[] = [];
    // The server claims more rows than it has: page 2 answers "No more data".
    const lying = getListLegalLogMockHandler(async ({ request }) => {
      const body = await formBody(request);
      requests.push(body);
      if (body.page !== '1') return { type: 'error', message: 'No more data' };
      return { type: 'ok', message: { list: [entry(1), entry(2)], count: 40, limit: 10 } };
    });
    const { user } = setup({ handlers: [lying] });
    expect(await rows()).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('No more data')).toBeInTheDocument();
    expect(await rows()).toHaveLength(2);
    expect(requests.map((r) => r.page)).toEqual(['1', '2']);
  });

  it('says so when an account has no movements', async () => {
    setup({ handlers: [getListLegalLogMockHandler({ type: 'ok', message: { list: [], count: 0, limit: 10 } })] });
    expect(await screen.findByText('No movements yet')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: /^Movements of the/ })).not.toBeInTheDocument();
  });

  it('shows an error with a retry when the movements cannot be loaded, then the list', async () => {
    let broken = true;
    const { user } = setup({
      handlers: [
        http.post('*/wallet/legal_log', () =>
          broken ? new HttpResponse(null, { status: 502 }) : HttpResponse.json(getListLegalLogResponseMock()),
        ),
      ],
    });
    expect(
      await screen.findByText('The service is unavailable right now (HTTP 502). Please try again later.'),
    ).toBeInTheDocument();
    broken = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await rows()).toHaveLength(3);
  });

  it('offers a retry when a next page fails', async () => {
    let failNext = true;
    const requests: Record<string, string>[] = [];
    const paged = pagedLog(15, requests);
    const { user } = setup({
      handlers: [
        http.post('*/wallet/legal_log', async ({ request }) => {
          const body = await formBody(request.clone());
          if (body.page === '2' && failNext) {
            failNext = false;
            return new HttpResponse(null, { status: 500 });
          }
          return undefined;
        }),
        paged,
      ],
    });
    expect(await rows()).toHaveLength(10);
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Could not load more.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(async () => expect(await rows()).toHaveLength(15));
    expect(await screen.findByText('No more data')).toBeInTheDocument();
  });
});
