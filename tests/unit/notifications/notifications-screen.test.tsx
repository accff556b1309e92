// System notifications: the announcements (/news/list, category 4) and the popup notice
// (/news/index_pop) with their read state kept on the device per user, the unread count of the
// Settings entry, "mark all as read", paging down to "No more data", the empty state and an error
// with a retry, with the generated handlers of the content and account tags. The user's account
// notices (the proposed /user/notifications) answer an empty page here: account-notices.test.tsx
// covers them.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  getGetUserInfoMockHandler,
  getGetUserInfoResponseMock,
  getListNotificationsMockHandler,
} from '@generated/api/account/account.msw';
import { getListFiatRatesMockHandler } from '@generated/api/assets/assets.msw';
import {
  getGetPopupNoticeMockHandler,
  getListNewsMockHandler,
  getListNewsResponseMock,
} from '@generated/api/content/content.msw';
import type { ListNews200, News, User } from '@generated/model';
import { setToken, setUser } from '@/api/session';
import { i18next } from '@/app/i18n';
import { SettingScreen } from '@/features/account/setting-screen';
import { NotificationsScreen } from '@/features/notifications/notifications-screen';
import { useAppNavigation } from '@/hooks/use-app-navigation';
import { useLocation } from '@/lib/router';
import { MemoryRouter } from '@/lib/router-components';
import { Pages } from '../render';
import { server } from '../msw-server';

const SETTING = '/pages/setting/setting';
const NOTICE = '/pages/setting/notice';
const ARTICLE = '/pages/common/article';
const TOKEN = '9f2c4e1a7b3d58e6c0a1f4b2d9e7c3a5';

type Handler = Parameters<typeof server.use>[number];

beforeAll(async () => {
  const capture = Element.prototype as Partial<Pick<Element, 'setPointerCapture' | 'releasePointerCapture'>>;
  capture.setPointerCapture ??= () => {};
  capture.releasePointerCapture ??= () => {};
  await i18next.loadNamespaces(['notifications', 'account']);
});

function lina(patch: Partial<User> = {}): User {
  const body = getGetUserInfoResponseMock();
  if (body.type !== 'ok') throw new Error('the generated user example is not a success');
  return { ...body.message, ...patch };
}

function news(id: number, createTime: number): News {
  return { id, c_id: 4, title: `Announcement ${id}`, abstract: `About ${id}`, thumbnail: '', create_time: createTime };
}

const formBody = async (request: Request) => Object.fromEntries(new URLSearchParams(await request.text()));

/** `count` announcements, newest first, served by the page and limit of each request. */
function pagedNews(count: number, requests: Record<string, string>[]): Handler {
  return getListNewsMockHandler(async ({ request }) => {
    const body = await formBody(request);
    requests.push(body);
    const page = Number(body.page ?? 1);
    const limit = Number(body.limit ?? 10);
    const from = (page - 1) * limit;
    const rows = Array.from({ length: Math.max(0, Math.min(limit, count - from)) }, (_, i) =>
      news(1000 - from - i, 1795300000 - (from + i) * 3600),
    );
    return { type: 'ok', message: { list: rows, count, limit } } satisfies ListNews200;
  });
}

/** The article screen is another area's: here it only says where it is and goes back. */
function ArticleStub() {
  const { back } = useAppNavigation();
  const location = useLocation();
  return (
    <div>
      <p>Article page {location.search}</p>
      <button type="button" onClick={() => back()}>
        Back from article
      </button>
    </div>
  );
}

function renderApp(route: string, { user = lina(), handlers = [] as Handler[] } = {}) {
  server.use(
    ...handlers,
    getListNewsMockHandler(),
    getGetPopupNoticeMockHandler(),
    getListFiatRatesMockHandler(),
    getGetUserInfoMockHandler(() => ({ type: 'ok', message: user })),
    getListNotificationsMockHandler({
      type: 'ok',
      message: { data: [], page: 1, pages: 0, total: 0, unread: 0 },
    }),
  );
  setToken(TOKEN);
  setUser(user);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  let current = route;
  function LocationProbe() {
    const location = useLocation();
    current = location.pathname + location.search;
    return null;
  }
  const view = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[route]}>
        <LocationProbe />
        <Pages
          pages={{ [SETTING]: <SettingScreen />, [NOTICE]: <NotificationsScreen />, [ARTICLE]: <ArticleStub /> }}
        />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { events: userEvent.setup({ pointerEventsCheck: 0 }), location: () => current, ...view };
}

const items = async () =>
  within(await screen.findByRole('list', { name: 'Notifications' })).getAllByTestId('notification');
const itemOf = (title: string) => screen.getByText(title).closest('button') as HTMLElement;

describe('NotificationsScreen', () => {
  it('lists the popup notice first and the announcements, each unread, with the count', async () => {
    renderApp(NOTICE);
    const shown = await items();
    expect(shown.map((item) => item.querySelector('strong')?.textContent)).toEqual([
      'Scheduled maintenance on 30 November',
      'New listing - LTC/USDT seconds options',
      'Copy trading now shows hourly trader statistics',
      'Lock mining - 5-day cycle at 0.3% to 0.4% a day',
    ]);
    expect(shown[0]).toHaveTextContent('Notice');
    expect(shown[1]).toHaveTextContent('Trade LTC/USDT in 30, 60 and 120 second options from today.');
    for (const item of shown) expect(item).toHaveTextContent('Unread');
    expect(await screen.findByText('4 unread')).toBeInTheDocument();
    expect(await screen.findByText('No more data')).toBeInTheDocument();
  });

  it('opens an announcement as its article and counts it read, here and on the Settings badge', async () => {
    const { events, location } = renderApp(SETTING);
    expect(await screen.findByLabelText('4 unread')).toHaveTextContent('4');
    await events.click(screen.getByText('System notifications'));
    expect(location()).toBe(NOTICE);
    await items();
    await events.click(itemOf('Copy trading now shows hourly trader statistics'));
    expect(location()).toBe(`${ARTICLE}?id=118`);
    expect(screen.getByText('Article page ?id=118')).toBeInTheDocument();

    await events.click(screen.getByRole('button', { name: 'Back from article' }));
    expect(await screen.findByText('3 unread')).toBeInTheDocument();
    expect(itemOf('Copy trading now shows hourly trader statistics')).toHaveTextContent('Read');
    expect(itemOf('New listing - LTC/USDT seconds options')).toHaveTextContent('Unread');
    expect(JSON.parse(localStorage.getItem('notificationsRead:100238') ?? '{}')).toMatchObject({ news: [118] });

    // The page's back arrow (the navigation bar of the kit).
    await events.click(document.querySelector('.page-nav__back') as HTMLElement);
    expect(location()).toBe(SETTING);
    expect(await screen.findByLabelText('3 unread')).toHaveTextContent('3');
  });

  it('opens the popup notice in a sheet with its sanitized text, and counts it read', async () => {
    const { events, location } = renderApp(NOTICE, {
      handlers: [
        getGetPopupNoticeMockHandler({
          type: 'ok',
          message: {
            id: 31,
            title: 'Scheduled maintenance on 30 November',
            content: '<p>Trading pauses at <strong>02:00 UTC</strong>.</p><script>window.hacked = true</script>',
            create_time: 1795237200,
          },
        }),
      ],
    });
    await items();
    await events.click(itemOf('Scheduled maintenance on 30 November'));
    const text = await screen.findByText('02:00 UTC');
    expect(text.tagName).toBe('STRONG');
    expect(document.querySelector('.notification-sheet script')).toBeNull();
    expect(location()).toBe(NOTICE);
    expect(await screen.findByText('3 unread')).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('notificationsRead:100238') ?? '{}')).toMatchObject({ notices: [31] });
  });

  it('marks everything as read, and what is published later comes in unread', async () => {
    let newer = false;
    const list = getListNewsMockHandler(() => {
      const body = getListNewsResponseMock();
      if (body.type !== 'ok' || !newer) return body;
      return { ...body, message: { ...body.message, count: 4, list: [news(121, 1795300000), ...body.message.list] } };
    });
    const { events, unmount } = renderApp(NOTICE, { handlers: [list] });
    expect(await screen.findByText('4 unread')).toBeInTheDocument();
    await events.click(screen.getByRole('button', { name: 'Mark all as read' }));
    expect(await screen.findByText('You have read everything')).toBeInTheDocument();
    for (const item of await items()) expect(item).toHaveTextContent('Read');
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
    unmount();

    // A new announcement is published: Settings counts it.
    newer = true;
    renderApp(SETTING, { handlers: [list] });
    expect(await screen.findByLabelText('1 unread')).toHaveTextContent('1');
  });

  it('keeps the read state of each user apart', async () => {
    localStorage.setItem('notificationsRead:100238', JSON.stringify({ news: [], notices: [], readUpTo: 1795300000 }));
    renderApp(NOTICE, { user: lina({ id: 100777 }) });
    expect(await screen.findByText('4 unread')).toBeInTheDocument();
  });

  it('loads the next pages until the end and says "No more data"', async () => {
    const requests: Record<string, string>[] = [];
    const { events } = renderApp(NOTICE, { handlers: [pagedNews(23, requests)] });
    expect(await items()).toHaveLength(11);
    await events.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(async () => expect(await items()).toHaveLength(21));
    await events.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(async () => expect(await items()).toHaveLength(24));
    expect(await screen.findByText('No more data')).toBeInTheDocument();
    const pages = requests.filter((r) => r.limit === '10').map((r) => r.page);
    expect(pages).toEqual(['1', '2', '3']);
    expect(requests.every((r) => r.c_id === '4')).toBe(true);
  });

  it('says so when there is nothing to read', async () => {
    renderApp(NOTICE, {
      handlers: [
        getListNewsMockHandler({ type: 'ok', message: { list: [], count: 0, limit: 10 } }),
        getGetPopupNoticeMockHandler({ type: 'ok', message: null }),
      ],
    });
    expect(await screen.findByText('No notifications yet')).toBeInTheDocument();
    expect(await screen.findByText('You have read everything')).toBeInTheDocument();
  });

  it('shows an error with a retry when the announcements cannot be loaded, then the list', async () => {
    let broken = true;
    const { events } = renderApp(NOTICE, {
      handlers: [
        http.post('*/news/list', () =>
          broken ? new HttpResponse(null, { status: 502 }) : HttpResponse.json(getListNewsResponseMock()),
        ),
      ],
    });
    expect(
      await screen.findByText('The service is unavailable right now (HTTP 502). Please try again later.'),
    ).toBeInTheDocument();
    broken = false;
    await events.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await items()).toHaveLength(4);
  });
});
