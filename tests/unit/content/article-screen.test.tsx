// The news article page: the article of the id in the address, sanitized; not found, error and
// retry. With the generated handlers of the content tag.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { getGetNewsDetailMockHandler, getGetNewsDetailResponseMock } from '@generated/api/content/content.msw';
import type { NewsDetail } from '@generated/model';
import { ArticleScreen } from '@/features/content/article-screen';
import { server } from '../msw-server';
import { renderScreen } from '../render';
import { expectDefused, HOSTILE_HTML, loadContentLocales, restoreToasts, watchToasts } from './content-fixtures';

const PATH = '/pages/common/article';

beforeAll(loadContentLocales);
afterEach(() => {
  delete window.__pwned;
  restoreToasts();
});

function example(patch: Partial<NewsDetail> = {}): NewsDetail {
  const body = getGetNewsDetailResponseMock();
  if (body.type !== 'ok') throw new Error('the generated article example is not a success');
  return { ...body.message, ...patch };
}

function setup(query: string, article: NewsDetail = example()) {
  const asked: string[] = [];
  server.use(
    getGetNewsDetailMockHandler(async ({ request }) => {
      asked.push(new URLSearchParams(await request.text()).get('id') ?? '');
      return { type: 'ok', message: article };
    }),
  );
  const user = userEvent.setup({ pointerEventsCheck: 0 });
  const view = renderScreen(<ArticleScreen />, { path: PATH, route: `${PATH}${query}` });
  return { user, asked, ...view };
}

describe('ArticleScreen', () => {
  it('shows the article of the id in the address: title, date, picture and body', async () => {
    const { asked } = setup('?id=120');
    expect(document.querySelector('[aria-busy="true"]')).not.toBeNull();
    expect(await screen.findByRole('heading', { name: 'New listing - LTC/USDT seconds options' })).toBeInTheDocument();
    expect(asked).toEqual(['120']);
    const date = screen.getByText(/^Published /);
    expect(date).toHaveTextContent('2026');
    expect(date).toHaveAttribute('datetime', new Date(1795240800 * 1000).toISOString());
    expect(screen.getByText(/can be traded as/)).toBeInTheDocument();
    expect(screen.getByText('seconds options').tagName).toBe('STRONG');
    expect(document.querySelector('.content-article__picture')).toHaveAttribute(
      'src',
      `${location.origin}/upload/news/ltc-options.svg`,
    );
  });

  it('renders HTML with a script tag and an onerror handler without running them', async () => {
    setup('?id=120', example({ content: HOSTILE_HTML }));
    expect(await screen.findByText('Safe text')).toBeInTheDocument();
    expectDefused();
  });

  it.each(['', '?id=', '?id=abc', '?id=0', '?id=-3', '?id=1.5', '?id=123456789'])(
    'says the article was not found for the address "%s" without asking the server',
    async (query) => {
      const { asked } = setup(query);
      expect(await screen.findByText('Article not found')).toBeInTheDocument();
      expect(screen.getByText('This article does not exist or is no longer published.')).toBeInTheDocument();
      expect(asked).toEqual([]);
    },
  );

  it('says the article was not found when the server does not know the id, without a toast', async () => {
    server.use(getGetNewsDetailMockHandler({ type: 'error', message: 'Parameter error' }));
    const toasts = watchToasts();
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const { location } = renderScreen(<ArticleScreen />, { path: PATH, route: `${PATH}?id=999` });
    expect(await screen.findByText('Article not found')).toBeInTheDocument();
    expect(toasts).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Go to Home' }));
    expect(location()).toBe('/');
  });

  it('shows the reason with a retry when the article cannot be loaded, and loads it on retry', async () => {
    server.use(http.post('*/news/detail', () => HttpResponse.json({ message: 'down' }, { status: 503 })));
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderScreen(<ArticleScreen />, { path: PATH, route: `${PATH}?id=120` });
    expect(
      await screen.findByText('The service is unavailable right now (HTTP 503). Please try again later.'),
    ).toBeInTheDocument();
    server.use(getGetNewsDetailMockHandler({ type: 'ok', message: example({ title: 'Back online' }) }));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Back online' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });
});
