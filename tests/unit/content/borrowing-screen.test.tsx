// Borrowing and repayment: the operators' terms from the site setting `borrowing`, a clear note
// when they are not published, and the way to customer service.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { getGetSettingMockHandler } from '@generated/api/content/content.msw';
import { BorrowingScreen } from '@/features/content/borrowing-screen';
import { server } from '../msw-server';
import { renderScreen } from '../render';
import { expectDefused, HOSTILE_HTML, loadContentLocales, restoreToasts, watchToasts } from './content-fixtures';

const PATH = '/pages/common/borrowing';

beforeAll(loadContentLocales);
afterEach(() => {
  delete window.__pwned;
  restoreToasts();
});

function setup(message: string) {
  const keywords: (string | null)[] = [];
  server.use(
    getGetSettingMockHandler(({ request }) => {
      keywords.push(new URL(request.url).searchParams.get('keyword'));
      return { type: 'ok', message };
    }),
  );
  const user = userEvent.setup({ pointerEventsCheck: 0 });
  return { user, keywords, ...renderScreen(<BorrowingScreen />, { path: PATH, route: PATH }) };
}

describe('BorrowingScreen', () => {
  it('shows the borrowing and repayment terms of the site setting "borrowing"', async () => {
    const { keywords } = setup('<h3>Loans</h3><p>Loans are granted against USDT at 0.1% a day.</p>');
    expect(await screen.findByText('Loans are granted against USDT at 0.1% a day.')).toBeInTheDocument();
    expect(keywords).toEqual(['borrowing']);
    expect(screen.getByRole('region', { name: 'Borrowing and repayment terms' })).toBeInTheDocument();
    expect(screen.getByText(/Loans and repayments are arranged with customer service/)).toBeInTheDocument();
  });

  it('renders the terms sanitized', async () => {
    setup(HOSTILE_HTML);
    expect(await screen.findByText('Safe text')).toBeInTheDocument();
    expectDefused();
  });

  it('says the terms are not published when the site has no such setting, without a toast', async () => {
    server.use(getGetSettingMockHandler({ type: 'error', message: 'Parameter error' }));
    const toasts = watchToasts();
    renderScreen(<BorrowingScreen />, { path: PATH, route: PATH });
    expect(await screen.findByText('Terms not published')).toBeInTheDocument();
    expect(toasts).toEqual([]);
  });

  it('shows the reason with a retry when the terms cannot be loaded', async () => {
    server.use(http.get('*/getSetting', () => HttpResponse.json({}, { status: 502 })));
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderScreen(<BorrowingScreen />, { path: PATH, route: PATH });
    expect(await screen.findByText(/HTTP 502/)).toBeInTheDocument();
    server.use(getGetSettingMockHandler({ type: 'ok', message: '<p>Terms v2</p>' }));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Terms v2')).toBeInTheDocument();
  });

  it.each([
    ['Customer service', '/pages/kefu/index'],
    ['Contact us', '/pages/common/contactus'],
  ])('"%s" opens %s', async (label, path) => {
    const { user, location } = setup('<p>Terms</p>');
    await screen.findByText('Terms');
    await user.click(screen.getByRole('button', { name: label }));
    expect(location()).toBe(path);
  });
});
