// The trader list (/follow/index: ranking, search, follow state, pages until the last) and the
// trader page (/follow/traderDetail figures, the hourly note, /follow/historyTrade, follow or
// edit/stop with its confirmation), with the generated MSW handlers.
import { screen, waitFor, within } from '@testing-library/react';
import userEventBase from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  getGetTraderMockHandler,
  getListMyFollowsMockHandler,
  getListTraderHistoryMockHandler,
  getListTradersMockHandler,
  getUnfollowTraderMockHandler,
} from '@generated/api/copy-trade/copy-trade.msw';
import { setToken } from '@/api/session';
import { i18next } from '@/app/i18n';
import type { Trader } from '@generated/model';
import { TraderListScreen } from '@/features/copy-trade/trader-list-screen';
import { byRanking, matchesKeyword } from '@/features/copy-trade/trader-order';
import { TraderScreen } from '@/features/copy-trade/trader-screen';
import { server } from '../msw-server';
import { renderScreen } from '../render';
import { detail, formBody, paginator, TOKEN, trade, trader } from './fixtures';
import { findOpenedDialog } from '../opened-dialog';

beforeAll(async () => {
  await i18next.loadNamespaces(['copy-trade']);
});
beforeEach(() => setToken(TOKEN));

// The kit's dialogs animate in with pointer-events off; a person taps once they are shown.
const userEvent = userEventBase.setup({ pointerEventsCheck: 0 });

const LIST = '/pages/follow/index';
const TRADER = '/pages/follow/trader';

describe('ranking and search of the loaded traders', () => {
  const rows = [
    trader(1, 'Alpha', { total_profits: '500', correct_rate: '90', follow_num: 5 }),
    trader(2, 'Bravo', { total_profits: '900', correct_rate: '60', follow_num: 50 }),
    trader(3, 'Charlie', { total_profits: '-20.5', correct_rate: '75', follow_num: 500 }),
  ];
  const names = (list: Trader[]) => list.map((row) => row.nickname);
  it('orders highest first by the chosen figure, on decimals', () => {
    expect(names([...rows].sort(byRanking('total_profits')))).toEqual(['Bravo', 'Alpha', 'Charlie']);
    expect(names([...rows].sort(byRanking('correct_rate')))).toEqual(['Alpha', 'Charlie', 'Bravo']);
    expect(names([...rows].sort(byRanking('follow_num')))).toEqual(['Charlie', 'Bravo', 'Alpha']);
  });
  it('keeps the nicknames that contain the search, ignoring case', () => {
    expect(names(rows.filter(matchesKeyword(' aLp ')))).toEqual(['Alpha']);
    expect(names(rows.filter(matchesKeyword('')))).toHaveLength(3);
  });
});

describe('trader list', () => {
  it('ranks by profit, accuracy or followers, shows the follow state and reads every page', async () => {
    const asked: URLSearchParams[] = [];
    server.use(
      getListTradersMockHandler(({ request }) => {
        const params = new URL(request.url).searchParams;
        asked.push(params);
        const page = Number(params.get('page'));
        const rows =
          page === 1
            ? [
                trader(1, 'Alpha', { total_profits: '500', correct_rate: '90', follow_num: 5, is_followed: 1 }),
                trader(2, 'Bravo', { total_profits: '900', correct_rate: '60', follow_num: 50 }),
              ]
            : [trader(3, 'Charlie', { total_profits: '-20.5', correct_rate: '75', follow_num: 500 })];
        return { type: 'ok', message: paginator(rows, page, 2) };
      }),
    );
    renderScreen(<TraderListScreen />, { path: LIST, route: LIST });
    const list = await screen.findByRole('list', { name: 'Traders' });
    await waitFor(() => expect(within(list).getAllByRole('article')).toHaveLength(2));
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(list).getAllByRole('article')).toHaveLength(3));
    expect(screen.getByText('No more data')).toBeInTheDocument();
    const names = () =>
      within(list)
        .getAllByRole('article')
        .map((row) => row.getAttribute('aria-label'));
    expect(names()).toEqual(['Bravo', 'Alpha', 'Charlie']);
    expect(within(screen.getByRole('article', { name: 'Charlie' })).getByText('-20.50')).toHaveClass(
      'copy-trend--down',
    );
    expect(within(screen.getByRole('article', { name: 'Alpha' })).getByText('Following')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Follow Bravo' })).toBeInTheDocument();
    expect(screen.getByText('Trader data updates every hour.')).toBeInTheDocument();
    expect(asked[0]?.get('order')).toBe('total_profits');
  });

  it('searches by nickname and says when nobody matches', async () => {
    const keywords: (string | null)[] = [];
    server.use(
      getListTradersMockHandler(({ request }) => {
        keywords.push(new URL(request.url).searchParams.get('keyword'));
        return { type: 'ok', message: paginator([trader(1, 'Alpha'), trader(2, 'Bravo')]) };
      }),
    );
    renderScreen(<TraderListScreen />, { path: LIST, route: LIST });
    await screen.findByRole('article', { name: 'Alpha' });
    const search = screen.getByPlaceholderText('Search trader nickname');
    await userEvent.type(search, 'brav{Enter}');
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Alpha' })).not.toBeInTheDocument());
    expect(screen.getByRole('article', { name: 'Bravo' })).toBeInTheDocument();
    expect(keywords).toContain('brav');
    await userEvent.clear(search);
    await userEvent.type(search, 'zulu{Enter}');
    expect(await screen.findByText('No trader matches "zulu"')).toBeInTheDocument();
  });

  it('shows a failure with a retry that loads the list', async () => {
    let calls = 0;
    server.use(
      getListTradersMockHandler(() => {
        calls += 1;
        if (calls === 1) return { type: 'ok', message: { broken: true } } as never;
        return { type: 'ok', message: paginator([trader(1, 'Alpha')]) };
      }),
    );
    renderScreen(<TraderListScreen />, { path: LIST, route: LIST });
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Alpha' })).toBeInTheDocument();
  });
});

describe('trader page', () => {
  it('shows the figures, the hourly note and the closed orders, and follows from there', async () => {
    server.use(
      getGetTraderMockHandler({ type: 'ok', message: detail(false) }),
      getListTraderHistoryMockHandler({
        type: 'ok',
        message: paginator([trade(7781), trade(7769, { symbol: 'ETH/USDT', type: 2, fact_profits: '-12.5' })]),
      }),
    );
    const view = renderScreen(<TraderScreen />, { path: TRADER, route: `${TRADER}?id=200517` });
    expect(await screen.findByRole('heading', { name: 'AlphaWolf' })).toBeInTheDocument();
    expect(within(screen.getByLabelText('Statistics')).getByText('+48,210.35')).toBeInTheDocument();
    expect(screen.getByText('78.40%')).toBeInTheDocument();
    expect(screen.getByText('182.40%')).toBeInTheDocument();
    expect(screen.getByText('-320.50')).toHaveClass('copy-trend--down');
    expect(screen.getByText('Trader data updates every hour.')).toBeInTheDocument();
    const history = await screen.findByRole('list', { name: 'Trade history' });
    expect(within(history).getByText('ETH/USDT')).toBeInTheDocument();
    expect(within(history).getByText('Short')).toBeInTheDocument();
    expect(within(history).getAllByText('95,210.00')).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: 'Follow' }));
    expect(view.location()).toBe('/pages/follow/follow?id=200517');
  });

  it('stops following only after the confirmation, with one request', async () => {
    const sent: Record<string, string>[] = [];
    let followed = true;
    server.use(
      getGetTraderMockHandler(() => ({ type: 'ok', message: detail(followed) })),
      getListTraderHistoryMockHandler({ type: 'ok', message: paginator([]) }),
      getListMyFollowsMockHandler({ type: 'ok', message: { total_amount: '0', total_profits: '0', list: [] } }),
      getUnfollowTraderMockHandler(async ({ request }) => {
        sent.push(await formBody(request));
        followed = false;
        return { type: 'ok', message: 'Unfollowed' };
      }),
    );
    renderScreen(<TraderScreen />, { path: TRADER, route: `${TRADER}?id=200517` });
    expect(await screen.findByText('No closed orders yet')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Stop following' }));
    const dialog = await findOpenedDialog({ name: 'Stop following AlphaWolf?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(sent).toHaveLength(0);
    await userEvent.click(screen.getAllByRole('button', { name: 'Stop following' })[0] as HTMLElement);
    const again = await findOpenedDialog({ name: 'Stop following AlphaWolf?' });
    const confirm = within(again).getByRole('button', { name: 'Stop following' });
    await userEvent.click(confirm);
    await userEvent.click(confirm);
    expect(await screen.findByText('You no longer follow AlphaWolf')).toBeInTheDocument();
    expect(sent).toEqual([{ follow_user_id: '200517', lang: 'en' }]);
    expect(await screen.findByRole('button', { name: 'Follow' })).toBeInTheDocument();
  });

  it('explains a link without a trader', async () => {
    renderScreen(<TraderScreen />, { path: TRADER, route: TRADER });
    expect(await screen.findByText('No trader was chosen. Pick one from the list.')).toBeInTheDocument();
  });
});
