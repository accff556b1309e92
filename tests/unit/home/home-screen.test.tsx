// Home: the site header and account menu, the popup notice, banners, quotes and news, with the
// generated handlers of the content, market, account and auth tags.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { unstableSetRender } from 'antd-mobile/es/utils/unstable-render';
import { http, HttpResponse } from 'msw';
import { createRoot, type Root } from 'react-dom/client';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import {
  getGetUserInfoMockHandler,
  getGetUserInfoResponseMock,
  getListNotificationsMockHandler,
  getListNotificationsResponseMock,
} from '@generated/api/account/account.msw';
import { getLogoutUserMockHandler } from '@generated/api/auth/auth.msw';
import {
  getGetPopupNoticeMockHandler,
  getGetPopupNoticeResponseMock,
  getGetSiteConfigMockHandler,
  getListNewsMockHandler,
  getListNewsResponseMock,
} from '@generated/api/content/content.msw';
import { getListQuotationsMockHandler, getListQuotationsResponseMock } from '@generated/api/market/market.msw';
import type { ListNews200, ListQuotations200, News, User } from '@generated/model';
import { getSession, setToken, setUser } from '@/api/session';
import { HomeScreen } from '@/features/home/home-screen';
import { emitSocketEvent } from '../fake-socket';
import { server } from '../msw-server';
import { renderScreen } from '../render';
import { interactive } from '../opened-dialog';

const TOKEN = '9f2c4e1a7b3d58e6c0a1f4b2d9e7c3a5';
const NOTICE_TITLE = 'Scheduled maintenance on 30 November';

// The kit's toast (logging out) opens with Toast.show(), outside React's tree. The
// kit render of tests/unit/setup.ts renders synchronously inside act(), which React refuses while
// it is committing ("Should not already be working"), so this file renders and unmounts the kit's
// pieces on the next task, each in a synchronous act() so that they never overlap another act().
const kitRoots = new WeakMap<Element | DocumentFragment, Root>();
unstableSetRender((node, container) => {
  let root = kitRoots.get(container);
  if (!root) {
    root = createRoot(container);
    kitRoots.set(container, root);
  }
  const current = root;
  setTimeout(() => act(() => current.render(node)), 0);
  return () =>
    new Promise<void>((resolve) =>
      setTimeout(() => {
        act(() => current.unmount());
        kitRoots.delete(container);
        resolve();
      }, 0),
    );
});

// jsdom has no pointer capture, which the kit's sheets call on pointer down (swipe to close).
const capture = Element.prototype as Partial<Pick<Element, 'setPointerCapture' | 'releasePointerCapture'>>;
beforeAll(() => {
  capture.setPointerCapture ??= () => {};
  capture.releasePointerCapture ??= () => {};
});

const lina = (): User => {
  const body = getGetUserInfoResponseMock();
  if (body.type !== 'ok') throw new Error('the generated user example is not a success');
  return body.message;
};

const secondsAgo = (ms: number) => Math.floor((Date.now() - ms) / 1000);

function newsPage(list: News[]): ListNews200 {
  return { type: 'ok', message: { count: list.length, limit: 10, list } };
}

type Handler = Parameters<typeof server.use>[number];

/**
 * Home with every call answered by the generated handlers; `handlers` go first and win. Banners
 * (news category 5) are empty unless given; the example notice counts as seen unless told.
 */
function setup({
  banners = [] as News[],
  noticeSeen = true,
  handlers = [] as Handler[],
}: { banners?: News[]; noticeSeen?: boolean; handlers?: Handler[] } = {}) {
  if (noticeSeen) localStorage.setItem('noticeSeen', JSON.stringify([getNoticeId()]));
  const calls = { notice: 0, logout: [] as Request[] };
  server.use(
    ...handlers,
    getGetSiteConfigMockHandler(),
    getGetPopupNoticeMockHandler(() => {
      calls.notice += 1;
      return getGetPopupNoticeResponseMock();
    }),
    getListNewsMockHandler(async ({ request }) => {
      const body = new URLSearchParams(await request.text());
      return body.get('c_id') === '5' ? newsPage(banners) : getListNewsResponseMock();
    }),
    getListQuotationsMockHandler(),
    getGetUserInfoMockHandler(),
    getListNotificationsMockHandler(),
    getLogoutUserMockHandler(({ request }) => {
      calls.logout.push(request);
      return { type: 'ok', message: 'Signed out' };
    }),
  );
  const user = userEvent.setup({ delay: null });
  const view = renderScreen(<HomeScreen />);
  return { user, calls, ...view };
}

function getNoticeId(): number {
  const body = getGetPopupNoticeResponseMock();
  if (body.type !== 'ok' || !body.message) throw new Error('the generated notice example has no notice');
  return body.message.id;
}

const quotesRegion = () => screen.getByRole('region', { name: 'Markets' });
const newsRegion = () => screen.getByRole('region', { name: 'News' });

async function quoteRows() {
  return within(quotesRegion()).findAllByTestId('quote-row');
}

function row(rows: HTMLElement[], pair: string) {
  const [base, quote] = pair.split('/');
  const found = rows.find((r) => within(r).queryByText(base!) !== null && within(r).queryByText(`/${quote}`) !== null);
  if (!found) throw new Error(`no quote row for ${pair}`);
  return found;
}

/** The notice dialog with that title. */
async function noticeDialog(title: string) {
  const dialog = (await screen.findByText(title)).closest<HTMLElement>('dialog, [role="dialog"]');
  if (!dialog) throw new Error(`"${title}" is not in a dialog`);
  return dialog;
}

describe('HomeScreen header', () => {
  it("shows the site's name", async () => {
    setup();
    expect(await screen.findByRole('heading', { name: 'Nova Exchange', level: 1 })).toBeInTheDocument();
  });

  it('signed out, offers "Log in", which opens the login page', async () => {
    const { user, location } = setup();
    expect(screen.queryByRole('button', { name: 'Account menu' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(location()).toBe('/pages/common/login');
  });

  it('signed in, shows the account button and refreshes the stored user', async () => {
    setToken(TOKEN);
    setUser({ ...lina(), nickname: 'Old name' });
    const asked: Request[] = [];
    const { user } = setup({
      handlers: [
        getGetUserInfoMockHandler(({ request }) => {
          asked.push(request);
          return getGetUserInfoResponseMock();
        }),
      ],
    });
    expect(screen.queryByRole('button', { name: 'Log in' })).not.toBeInTheDocument();
    await waitFor(() => expect(getSession().user?.nickname).toBe('Lina'));
    expect(asked[0]?.headers.get('authorization')).toBe(TOKEN);
    await user.click(screen.getByRole('button', { name: 'Account menu' }));
    expect(await screen.findByText('lina.chen@example.com')).toBeInTheDocument();
    expect(screen.getByText('Lina')).toBeInTheDocument();
  });

  it('signed in, the bell says how many notifications are unread and opens them', async () => {
    setToken(TOKEN);
    setUser(lina());
    const page = getListNotificationsResponseMock();
    if (page.type !== 'ok') throw new Error('the generated notices example is not a success');
    const news = getListNewsResponseMock();
    if (news.type !== 'ok') throw new Error('the generated news example is not a success');
    const { user, location } = setup({
      handlers: [getListNotificationsMockHandler({ type: 'ok', message: { ...page.message, unread: 4 } })],
    });
    // the announcements (none read on this device yet), the popup notice and the 4 account notices
    const unread = news.message.list.length + 1 + 4;
    // The bell loads once Home has shown its content, which in jsdom (where no image ever finishes
    // loading) can mean after-content's 5 s limit, then an idle second.
    const bell = await screen.findByRole('button', { name: `Notifications, ${unread} unread` }, { timeout: 8000 });
    expect(within(bell).getByTestId('bell-count')).toHaveTextContent(String(unread));
    await user.click(bell);
    expect(location()).toBe('/pages/setting/notice');
  });

  it('signed out, shows no bell', async () => {
    setup();
    await screen.findByRole('heading', { name: 'Nova Exchange', level: 1 });
    expect(screen.queryByRole('button', { name: /^Notifications/ })).not.toBeInTheDocument();
  });

  it('"Log out" ends the session on the server and here, and says so', async () => {
    setToken(TOKEN);
    setUser(lina());
    const { user, calls, location } = setup();
    await user.click(screen.getByRole('button', { name: 'Account menu' }));
    const logout = await screen.findByText('Log out');
    await interactive(logout);
    await user.click(logout);

    expect(await screen.findByText('You have logged out')).toBeInTheDocument();
    expect(calls.logout).toHaveLength(1);
    expect(calls.logout[0]?.headers.get('authorization')).toBe(TOKEN);
    expect(new URL(calls.logout[0]!.url).search).not.toContain(TOKEN);
    expect(getSession()).toEqual({ token: null, user: null, ended: 'logout' });
    expect(localStorage.getItem('token')).toBeNull();
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Account menu' })).not.toBeInTheDocument();
    expect(location()).toBe('/');
  });

  it('"Log out" still signs out here when the server cannot be reached', async () => {
    setToken(TOKEN);
    setUser(lina());
    const { user } = setup({ handlers: [http.get('*/user/logout', () => HttpResponse.error())] });
    await user.click(screen.getByRole('button', { name: 'Account menu' }));
    const logout = await screen.findByText('Log out');
    await interactive(logout);
    await user.click(logout);
    expect(await screen.findByText('You have logged out')).toBeInTheDocument();
    expect(getSession().token).toBeNull();
    expect(screen.queryByText('Network error. Check your connection and try again.')).not.toBeInTheDocument();
  });
});

describe('HomeScreen quotes', () => {
  it('ranks the rising pairs of every market as top gainers, with price, signed change and volume', async () => {
    setup();
    const rows = await quoteRows();
    // Nine pairs in the example (seven coins, two stocks): only the four that rose are gainers,
    // highest first; a falling pair is never listed among them.
    expect(rows.map((r) => within(r).getByText(/%$/).textContent)).toEqual(['+5.60%', '+2.32%', '+1.08%', '+0.86%']);
    expect(within(row(rows, 'AAPL/USDT')).getByText('231.42')).toBeInTheDocument();
    const btc = row(rows, 'BTC/USDT');
    expect(within(btc).getByText('96,420.50')).toBeInTheDocument();
    expect(within(btc).getByText('+2.32%')).toHaveClass('quote-row__change--up');
    expect(within(btc).getByText('Vol 18.4K')).toBeInTheDocument();
    expect(within(row(rows, 'DOGE/USDT')).getByText('0.38214')).toBeInTheDocument();
  });

  it('lists only falling pairs as losers, weakest first', async () => {
    const { user } = setup();
    await quoteRows();
    await user.click(within(quotesRegion()).getByRole('tab', { name: 'Losers' }));
    await waitFor(async () =>
      expect((await quoteRows()).map((r) => within(r).getByText(/%$/).textContent)).toEqual([
        '-3.19%',
        '-3.12%',
        '-1.47%',
        '-1.21%',
        '-0.95%',
      ]),
    );
    const rows = await quoteRows();
    const ltc = row(rows, 'LTC/USDT');
    expect(within(ltc).getByText('88.42')).toBeInTheDocument();
    expect(within(ltc).getByText('-0.95%')).toHaveClass('quote-row__change--down');
    expect(within(row(rows, 'XRP/USDT')).getByText('Vol 48.1M')).toBeInTheDocument();
  });

  it('switches to top losers and to turnover', async () => {
    const { user } = setup();
    await quoteRows();
    expect(within(quotesRegion()).getByRole('tab', { name: 'Gainers' })).toHaveAttribute('aria-selected', 'true');
    await user.click(within(quotesRegion()).getByRole('tab', { name: 'Losers' }));
    await waitFor(async () => {
      const first = (await quoteRows())[0]!;
      expect(within(first).getByText('/BTC')).toBeInTheDocument();
      expect(within(first).getByText('-3.19%')).toHaveClass('quote-row__change--down');
    });
    await user.click(within(quotesRegion()).getByRole('tab', { name: 'Turnover' }));
    await waitFor(async () => {
      const first = (await quoteRows())[0]!;
      expect(within(first).getByText('BTC')).toBeInTheDocument();
      expect(within(first).getByText('/USDT')).toBeInTheDocument();
    });
  });

  it('ticks a row live from a daymarket event, without reordering', async () => {
    setup();
    await quoteRows();
    act(() => {
      emitSocketEvent('daymarket', {
        type: 'daymarket',
        match_id: 1,
        currency_id: 2,
        legal_id: 1,
        symbol: 'BTC/USDT',
        close: '97001.25',
        now_price: '97001.25',
        change: '2.93',
        volume: '18500.1',
      });
    });
    await waitFor(() =>
      expect(within(row(screen.getAllByTestId('quote-row'), 'BTC/USDT')).getByText('97,001.25')).toBeInTheDocument(),
    );
    const btc = row(screen.getAllByTestId('quote-row'), 'BTC/USDT');
    expect(within(btc).getByText('+2.93%')).toHaveClass('quote-row__change--up');
    expect(within(btc).getByText('Vol 18.5K')).toBeInTheDocument();
  });

  it('opens the pair detail from a row', async () => {
    const { user, location } = setup();
    const rows = await quoteRows();
    await user.click(within(row(rows, 'ETH/USDT')).getByRole('button'));
    await waitFor(() => expect(location()).toBe('/pages/market/detail?id=2'));
  });

  it('says so when there are no markets', async () => {
    setup({ handlers: [getListQuotationsMockHandler({ type: 'ok', message: [] })] });
    expect(await within(quotesRegion()).findByText('No markets to show yet')).toBeInTheDocument();
  });

  const broken = getListQuotationsResponseMock() as unknown as {
    message: { quotation: Record<string, unknown>[] }[];
  };
  const withNumberPrice = structuredClone(broken);
  withNumberPrice.message[0]!.quotation[0]!.now_price = 96420.5;
  const withMissingFields = structuredClone(broken);
  delete withMissingFields.message[0]!.quotation[1]!.currency_name;
  delete withMissingFields.message[0]!.quotation[1]!.change;

  it.each([
    ['now_price sent as a number', withNumberPrice],
    ['a pair without its name and change', withMissingFields],
  ])('shows the contract error when the answer breaks the contract (%s), and recovers on retry', async (_, body) => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { user } = setup({ handlers: [getListQuotationsMockHandler(body as unknown as ListQuotations200)] });
    const alert = await within(quotesRegion()).findByRole('alert');
    expect(alert).toHaveTextContent('Could not load this');
    expect(alert).toHaveTextContent('The server sent an answer this app cannot read. Please try again later.');
    expect(within(quotesRegion()).queryAllByTestId('quote-row')).toHaveLength(0);
    // The other sections are not affected.
    expect(await within(newsRegion()).findByText('New listing - LTC/USDT seconds options')).toBeInTheDocument();

    server.use(getListQuotationsMockHandler());
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await quoteRows()).toHaveLength(4);
    expect(within(quotesRegion()).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the HTTP error text for a 502', async () => {
    setup({ handlers: [http.get('*/currency/quotation_new', () => new HttpResponse('Bad Gateway', { status: 502 }))] });
    const alert = await within(quotesRegion()).findByRole('alert');
    expect(alert).toHaveTextContent('The service is unavailable right now (HTTP 502). Please try again later.');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describe('HomeScreen news and banners', () => {
  it('lists the news titles with their summaries and relative times', async () => {
    setup({
      handlers: [
        getListNewsMockHandler(async ({ request }) => {
          const body = new URLSearchParams(await request.text());
          if (body.get('c_id') === '5') return newsPage([]);
          const base = getListNewsResponseMock();
          if (base.type !== 'ok') return base;
          const [a, b, c] = base.message.list;
          return newsPage([
            { ...a!, create_time: secondsAgo(2 * 60_000) },
            { ...b!, create_time: secondsAgo(3 * 3_600_000 + 60_000) },
            { ...c!, create_time: secondsAgo(2 * 86_400_000 + 60_000) },
          ]);
        }),
      ],
    });
    const news = newsRegion();
    const items = await within(news).findAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent('New listing - LTC/USDT seconds options');
    expect(items[0]).toHaveTextContent('Trade LTC/USDT in 30, 60 and 120 second options from today.');
    expect(items[0]).toHaveTextContent('Just now');
    expect(items[1]).toHaveTextContent('Copy trading now shows hourly trader statistics');
    expect(items[1]).toHaveTextContent('3 h ago');
    expect(items[2]).toHaveTextContent('Lock mining - 5-day cycle at 0.3% to 0.4% a day');
    expect(items[2]).toHaveTextContent('2 d ago');
  });

  it('opens an article from the news list', async () => {
    const { user, location } = setup();
    await user.click(await within(newsRegion()).findByText('Copy trading now shows hourly trader statistics'));
    expect(location()).toBe('/pages/common/article?id=118');
  });

  it('says so when there is no news', async () => {
    setup({ handlers: [getListNewsMockHandler(newsPage([]))] });
    expect(await within(newsRegion()).findByText('No news yet')).toBeInTheDocument();
  });

  it('follows a banner to an app page and never to another site', async () => {
    const banner = (id: number, title: string, link: string): News => ({
      id,
      c_id: 5,
      title,
      abstract: '',
      thumbnail: `/upload/banner/${id}.png`,
      link,
      create_time: 1795240800,
    });
    const { user, location } = setup({
      banners: [
        banner(51, 'Markets are open', '/pages/market/market'),
        banner(52, 'Win a prize', 'https://evil.test/phish'),
      ],
    });
    const banners = await screen.findByRole('region', { name: 'Highlights' });
    const outside = within(banners).getAllByRole('button', { name: 'Win a prize' })[0]!;
    expect(outside).toBeDisabled();
    await user.click(within(banners).getAllByRole('button', { name: 'Markets are open' })[0]!);
    expect(location()).toBe('/pages/market/market');
  });
});

describe('HomeScreen popup notice', () => {
  it('shows the notice once: "Got it" closes it and it is not shown again', async () => {
    const first = setup({ noticeSeen: false });
    const dialog = await noticeDialog(NOTICE_TITLE);
    // Named by its title for a screen reader.
    expect(screen.getByRole('dialog', { name: NOTICE_TITLE })).toBe(dialog);
    expect(dialog).toHaveTextContent('Spot and contract trading pause on 30 November, 02:00-03:00 UTC');
    expect(within(dialog).getByText('30 November, 02:00-03:00 UTC').tagName).toBe('STRONG');

    const ok = within(dialog).getByRole('button', { name: 'Got it' });
    await interactive(ok);
    await first.user.click(ok);
    await waitFor(() => expect(screen.queryByText(NOTICE_TITLE)).not.toBeInTheDocument());
    expect(JSON.parse(localStorage.getItem('noticeSeen') ?? '[]')).toContain(getNoticeId());

    first.unmount();
    const second = setup({ noticeSeen: false });
    await quoteRows();
    await waitFor(() => expect(second.calls.notice).toBeGreaterThan(0));
    // Give a notice every chance to open (the kit renders it on a later task).
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText(NOTICE_TITLE)).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('brings the notice back when the user left Home without dismissing it', async () => {
    const first = setup({ noticeSeen: false });
    await noticeDialog(NOTICE_TITLE);
    first.unmount();
    // Let the dialog's close run its course: leaving is not dismissing.
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(JSON.parse(localStorage.getItem('noticeSeen') ?? '[]')).not.toContain(getNoticeId());
  });

  it('shows a newer notice even after an older one was seen', async () => {
    setup({
      handlers: [
        getGetPopupNoticeMockHandler({
          type: 'ok',
          message: { id: 32, title: 'New seconds options', content: '<p>Now live.</p>', create_time: 1795237200 },
        }),
      ],
    });
    const dialog = await noticeDialog('New seconds options');
    expect(dialog).toHaveTextContent('Now live.');
  });

  it('sanitizes the HTML of the notice', async () => {
    setup({
      noticeSeen: false,
      handlers: [
        getGetPopupNoticeMockHandler({
          type: 'ok',
          message: {
            id: 33,
            title: 'Security notice',
            content:
              '<p>Keep your <b>password</b> safe.</p>' +
              '<img src="x" alt="badge" onerror="window.__pwned = 1">' +
              '<script>window.__pwned = 2</script>' +
              '<a href="javascript:window.__pwned = 3">Check</a>' +
              '<iframe src="https://evil.test"></iframe>',
            create_time: 1795237200,
          },
        }),
      ],
    });
    const dialog = await noticeDialog('Security notice');
    expect(dialog).toHaveTextContent('Keep your password safe.');
    expect(within(dialog).getByText('password').tagName).toBe('B');
    expect(document.querySelector('script, iframe, [onerror]')).toBeNull();
    expect(within(dialog).getByRole('img', { name: 'badge' })).not.toHaveAttribute('onerror');
    expect(within(dialog).getByText('Check')).not.toHaveAttribute('href', expect.stringContaining('javascript'));
    expect((window as { __pwned?: number }).__pwned).toBeUndefined();
  });
});
