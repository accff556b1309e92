// The help centre: questions collapsed, one answer open at a time, search, empty state, errors.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { getListFaqMockHandler } from '@generated/api/content/content.msw';
import { FaqScreen } from '@/features/content/faq-screen';
import { server } from '../msw-server';
import { renderScreen } from '../render';
import { expectDefused, HOSTILE_HTML, loadContentLocales } from './content-fixtures';

const PATH = '/pages/common/faq';
const VERIFY = 'How do I verify my identity?';
const LIMITS = 'What are the withdrawal limits?';
const SECONDS = 'How are seconds options settled?';

beforeAll(loadContentLocales);
afterEach(() => {
  delete window.__pwned;
});

function setup() {
  const user = userEvent.setup({ pointerEventsCheck: 0 });
  const view = renderScreen(<FaqScreen />, { path: PATH, route: PATH });
  return { user, ...view };
}

/** The questions, as headings that a screen reader lists. */
const questions = () => screen.queryAllByRole('heading', { level: 3 }).map((h) => h.textContent);

describe('FaqScreen', () => {
  it('lists the questions collapsed and opens one answer at a time', async () => {
    server.use(getListFaqMockHandler());
    const { user } = setup();
    expect(await screen.findByText(VERIFY)).toBeInTheDocument();
    expect(questions()).toEqual([VERIFY, LIMITS, SECONDS]);
    expect(screen.queryByText(/may withdraw up to/)).toBeNull();

    const header = (question: string) => screen.getByRole('button', { name: question });
    expect(header(LIMITS)).toHaveAttribute('aria-expanded', 'false');
    await user.click(screen.getByText(LIMITS));
    expect(await screen.findByText(/may withdraw up to/)).toBeVisible();
    expect(header(LIMITS)).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('200 BTC').tagName).toBe('STRONG');

    await user.click(screen.getByText(SECONDS));
    expect(await screen.findByText(/a correct prediction pays the stake/)).toBeVisible();
    expect(header(SECONDS)).toHaveAttribute('aria-expanded', 'true');
    expect(header(LIMITS)).toHaveAttribute('aria-expanded', 'false');
  });

  it('filters the questions with the search, and says when none matches', async () => {
    server.use(getListFaqMockHandler());
    const { user } = setup();
    const search = await screen.findByPlaceholderText('Search questions');
    await user.type(search, 'WITHDRAWAL limits');
    expect(questions()).toEqual([LIMITS]);
    await user.clear(search);
    await user.type(search, 'how');
    expect(questions()).toEqual([VERIFY, SECONDS]);
    await user.clear(search);
    await user.type(search, 'margin call');
    expect(questions()).toEqual([]);
    expect(screen.getByRole('status')).toHaveTextContent('No question matches “margin call”.');
  });

  it('says so when no question is published', async () => {
    server.use(getListFaqMockHandler({ type: 'ok', message: [] }));
    setup();
    expect(await screen.findByText('No questions have been published yet.')).toBeInTheDocument();
    expect(screen.queryByPlaceholderText('Search questions')).toBeNull();
  });

  it('renders answers sanitized: nothing in them runs', async () => {
    server.use(
      getListFaqMockHandler({ type: 'ok', message: [{ id: 9, question: 'Is it safe?', answer: HOSTILE_HTML }] }),
    );
    const { user } = setup();
    await user.click(await screen.findByText('Is it safe?'));
    expect(await screen.findByText('Safe text')).toBeInTheDocument();
    expectDefused();
  });

  it('shows the reason with a retry when the questions cannot be loaded', async () => {
    server.use(http.get('*/faq', () => HttpResponse.error()));
    const { user } = setup();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Network error. Check your connection and try again.');
    server.use(getListFaqMockHandler());
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(VERIFY)).toBeInTheDocument();
  });

  it('leads on to customer service', async () => {
    server.use(getListFaqMockHandler());
    const { user, location } = setup();
    await screen.findByText(VERIFY);
    await user.click(screen.getByRole('button', { name: 'Customer service' }));
    expect(location()).toBe('/pages/kefu/index');
  });
});
