// The Account tab of the notifications screen: the user's own notices (the proposed
// /user/notifications) with their title, text and relative time, unread ones marked and counted
// with the announcements in the summary and on the Settings badge; tapping one marks it read on
// the server (/user/notifications/read), "Mark all as read" marks them all; paging, the empty
// state, an error with a retry and a refused read. With the generated handlers of the account and
// content tags.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  getGetUserInfoMockHandler,
  getGetUserInfoResponseMock,
  getListNotificationsMockHandler,
  getListNotificationsResponseMock,
  getReadNotificationsMockHandler,
} from '@generated/api/account/account.msw';
import { getListFiatRatesMockHandler } from '@generated/api/assets/assets.msw';
import { getGetPopupNoticeMockHandler, getListNewsMockHandler } from '@generated/api/content/content.msw';
import type { ListNotifications200, User, UserNotification } from '@generated/model';
import { setToken, setUser } from '@/api/session';
import { i18next } from '@/app/i18n';
import { SettingScreen } from '@/features/account/setting-screen';
import { NotificationsScreen } from '@/features/notifications/notifications-screen';
import { useLocation } from '@/lib/router';
import { MemoryRouter } from '@/lib/router-components';
import { Pages } from '../render';
import { server } from '../msw-server';

const SETTING = '/pages/setting/setting';
const NOTICE = '/pages/setting/notice';
const ACCOUNT_TAB = `${NOTICE}?tab=account`;
const TOKEN = '9f2c4e1a7b3d58e6c0a1f4b2d9e7c3a5';
const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** The generated examples: three announcements and the popup notice, all unread. */
const NEWS_UNREAD = 4;

type Handler = Parameters<typeof server.use>[number];

beforeAll(async () => {
  const capture = Element.prototype as Partial<Pick<Element, 'setPointerCapture' | 'releasePointerCapture'>>;
  capture.setPointerCapture ??= () => {};
  capture.releasePointerCapture ??= () => {};
  await i18next.loadNamespaces(['notifications', 'account']);
});

function lina(): User {
  const body = getGetUserInfoResponseMock();
  if (body.type !== 'ok') throw new Error('the generated user example is not a success');
  return body.message;
}

const nowSeconds = () => Math.floor(Date.now() / 1000);

/** The contract's example notices (one unread deposit, a read withdrawal and a read order), dated now. */
function exampleNotices(): UserNotification[] {
  const body = getListNotificationsResponseMock();
  if (body.type !== 'ok') throw new Error('the generated notifications example is not a success');
  const ages = [2 * MINUTE, 2 * HOUR, 3 * DAY];
  return body.message.data.map((notice, i) => ({ ...notice, created_at: nowSeconds() - ages[i]! }));
}

/**
 * A server that keeps the notices and their read flags: GET pages them (newest first as given),
 * POST /user/notifications/read marks one (`id`) or all; every read request body is recorded.
 */
function noticeServer(notices: UserNotification[], reads: Record<string, string>[] = []): Handler[] {
  const rows = notices.map((notice) => ({ ...notice }));
  return [
    getListNotificationsMockHandler(({ request }) => {
      const url = new URL(request.url);
      const page = Number(url.searchParams.get('page') ?? 1);
      const limit = Number(url.searchParams.get('limit') ?? 10);
      const data = rows.slice((page - 1) * limit, page * limit).map((notice) => ({ ...notice }));
      return {
        type: 'ok',
        message: {
          data,
          page,
          pages: Math.ceil(rows.length / limit),
          total: rows.length,
          unread: rows.filter((notice) => notice.is_read === 0).length,
        },
      } satisfies ListNotifications200;
    }),
    getReadNotificationsMockHandler(async ({ request }) => {
      const body = Object.fromEntries(new URLSearchParams(await request.text()));
      reads.push(body);
      const id = body.id === undefined ? undefined : Number(body.id);
      if (id !== undefined && !rows.some((notice) => notice.id === id)) {
        return { type: 'error', message: 'This notification does not exist' };
      }
      for (const notice of rows) if (id === undefined || notice.id === id) notice.is_read = 1;
      return { type: 'ok', message: 'Marked as read' };
    }),
  ];
}

function renderApp(route: string, handlers: Handler[]) {
  server.use(
    ...handlers,
    getListNewsMockHandler(),
    getGetPopupNoticeMockHandler(),
    getListFiatRatesMockHandler(),
    getGetUserInfoMockHandler(() => ({ type: 'ok', message: lina() })),
  );
  setToken(TOKEN);
  setUser(lina());
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  let current = route;
  function LocationProbe() {
    const location = useLocation();
    current = location.pathname + location.search;
    return null;
  }
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[route]}>
        <LocationProbe />
        <Pages pages={{ [SETTING]: <SettingScreen />, [NOTICE]: <NotificationsScreen /> }} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { events: userEvent.setup({ pointerEventsCheck: 0 }), location: () => current };
}

const accountList = async () => screen.findByRole('list', { name: 'Account notices' });
const rows = async () => within(await accountList()).getAllByTestId('notification');
const rowOf = (text: string) => screen.getByText(text).closest('button') as HTMLElement;

describe('the Account tab of the notifications screen', () => {
  it("lists the user's notices with their text and relative time, unread ones marked and counted", async () => {
    renderApp(ACCOUNT_TAB, noticeServer(exampleNotices()));
    const shown = await rows();
    expect(shown.map((row) => row.querySelector('strong')?.textContent)).toEqual([
      'Deposit',
      'Withdrawal',
      'Spot order',
    ]);
    expect(shown[0]).toHaveTextContent('Deposit credited: 500.00000000 USDT');
    expect(shown[0]).toHaveTextContent('Just now');
    expect(shown[0]).toHaveTextContent('Unread');
    expect(shown[0]).toHaveClass('notification--unread');
    expect(shown[1]).toHaveTextContent('Withdrawal completed: 0.05000000 BTC');
    expect(shown[1]).toHaveTextContent('2 h ago');
    expect(shown[1]).toHaveTextContent('Read');
    expect(shown[1]).not.toHaveClass('notification--unread');
    expect(shown[2]).toHaveTextContent('3 d ago');
    // The announcements and the notice (4, all unread) and the one unread account notice.
    expect(await screen.findByText(`${NEWS_UNREAD + 1} unread`)).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Account' })).toHaveAttribute('aria-selected', 'true');
  });

  it('opens on the announcements and keeps the chosen tab in the address', async () => {
    const { events, location } = renderApp(NOTICE, noticeServer(exampleNotices()));
    expect(await screen.findByRole('list', { name: 'Notifications' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Account notices' })).not.toBeInTheDocument();
    await events.click(screen.getByRole('tab', { name: 'Account' }));
    expect(await rows()).toHaveLength(3);
    expect(location()).toBe(ACCOUNT_TAB);
    await events.click(screen.getByRole('tab', { name: 'Announcements' }));
    expect(await screen.findByRole('list', { name: 'Notifications' })).toBeInTheDocument();
  });

  it('marks a notice read on the server when tapped, here and on the Settings badge', async () => {
    const reads: Record<string, string>[] = [];
    const { events } = renderApp(SETTING, noticeServer(exampleNotices(), reads));
    expect(await screen.findByLabelText(`${NEWS_UNREAD + 1} unread`)).toHaveTextContent(String(NEWS_UNREAD + 1));
    await events.click(screen.getByText('System notifications'));
    await events.click(await screen.findByRole('tab', { name: 'Account' }));
    await rows();

    await events.click(rowOf('Deposit credited: 500.00000000 USDT'));
    await waitFor(() => expect(rowOf('Deposit credited: 500.00000000 USDT')).toHaveTextContent('Read'));
    expect(rowOf('Deposit credited: 500.00000000 USDT')).not.toHaveClass('notification--unread');
    expect(reads).toEqual([{ id: '9054', lang: 'en' }]);
    expect(await screen.findByText(`${NEWS_UNREAD} unread`)).toBeInTheDocument();

    // A notice already read asks nothing.
    await events.click(rowOf('Withdrawal completed: 0.05000000 BTC'));
    expect(reads).toHaveLength(1);

    await events.click(document.querySelector('.page-nav__back') as HTMLElement);
    expect(await screen.findByLabelText(`${NEWS_UNREAD} unread`)).toHaveTextContent(String(NEWS_UNREAD));
  });

  it('"Mark all as read" marks the account notices on the server with the announcements', async () => {
    const reads: Record<string, string>[] = [];
    const notices = exampleNotices().map((notice) => ({ ...notice, is_read: 0 as const }));
    const { events } = renderApp(ACCOUNT_TAB, noticeServer(notices, reads));
    expect(await screen.findByText(`${NEWS_UNREAD + 3} unread`)).toBeInTheDocument();
    for (const row of await rows()) expect(row).toHaveTextContent('Unread');

    await events.click(screen.getByRole('button', { name: 'Mark all as read' }));
    expect(await screen.findByText('You have read everything')).toBeInTheDocument();
    for (const row of await rows()) expect(row).toHaveTextContent('Read');
    expect(reads).toEqual([{ lang: 'en' }]);
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  });

  it('keeps a notice unread and says why when the server refuses to mark it', async () => {
    const { events } = renderApp(ACCOUNT_TAB, [
      getReadNotificationsMockHandler({ type: 'error', message: 'This notification does not exist' }),
      ...noticeServer(exampleNotices()),
    ]);
    await rows();
    await events.click(rowOf('Deposit credited: 500.00000000 USDT'));
    expect(await screen.findByText('This notification does not exist')).toBeInTheDocument();
    expect(rowOf('Deposit credited: 500.00000000 USDT')).toHaveTextContent('Unread');
    expect(screen.getByText(`${NEWS_UNREAD + 1} unread`)).toBeInTheDocument();
  });

  it('loads the next page of notices until "No more data"', async () => {
    const many = Array.from({ length: 12 }, (_, i) => ({
      id: 500 - i,
      kind: 'deposit',
      title: 'Deposit',
      content: `Deposit credited: ${i + 1}.00000000 USDT`,
      is_read: 1 as const,
      created_at: nowSeconds() - (i + 1) * HOUR,
    }));
    const { events } = renderApp(ACCOUNT_TAB, noticeServer(many));
    expect(await rows()).toHaveLength(10);
    await events.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(async () => expect(await rows()).toHaveLength(12));
    expect(await screen.findByText('No more data')).toBeInTheDocument();
    expect(screen.getByText('Deposit credited: 12.00000000 USDT')).toBeInTheDocument();
  });

  it('says so when there is no account notice', async () => {
    renderApp(ACCOUNT_TAB, noticeServer([]));
    expect(await screen.findByText('No account notices yet')).toBeInTheDocument();
    expect(await screen.findByText(`${NEWS_UNREAD} unread`)).toBeInTheDocument();
  });

  it('shows an error with a retry when the notices cannot be loaded, then the list', async () => {
    let broken = true;
    const working = noticeServer(exampleNotices());
    const { events } = renderApp(ACCOUNT_TAB, [
      http.get('*/user/notifications', () => (broken ? new HttpResponse(null, { status: 502 }) : undefined)),
      ...working,
    ]);
    expect(
      await screen.findByText('The service is unavailable right now (HTTP 502). Please try again later.'),
    ).toBeInTheDocument();
    broken = false;
    await events.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await rows()).toHaveLength(3);
  });
});
