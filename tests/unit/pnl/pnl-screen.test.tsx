// P/L analysis: today's and the range's P/L, the rate and the days up and down summed by the
// daily P/L module from /user/pnl_history, the chart fed the days and their running sum, each day's
// figures (inflows said), the range switch asking for 30 days, an error with a retry.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { getGetPnlHistoryMockHandler, getGetPnlHistoryResponseMock } from '@generated/api/assets/assets.msw';
import { setToken } from '@/api/session';
import { PnlScreen } from '@/features/pnl/pnl-screen';
import { server } from '../msw-server';
import { renderScreen } from '../render';

const draw = vi.hoisted(() => vi.fn((..._args: unknown[]) => ({ remove: () => undefined })));
vi.mock('@/features/pnl/pnl-chart-draw', () => ({ drawPnlChart: draw }));

function setup() {
  setToken('9f2c4e1a7b3d58e6c0a1f4b2d9e7c3a5');
  const asked: string[] = [];
  server.use(
    getGetPnlHistoryMockHandler(({ request }) => {
      asked.push(new URL(request.url).searchParams.get('days') ?? '');
      return getGetPnlHistoryResponseMock();
    }),
  );
  const user = userEvent.setup({ delay: null });
  const view = renderScreen(<PnlScreen />, { path: '/pages/fund/pnl', route: '/pages/fund/pnl' });
  return { user, asked, ...view };
}

describe('PnlScreen', () => {
  it("shows today's and the range's P/L, the rate, the days and the chart of the example days", async () => {
    const { asked } = setup();
    // the example: +337.70, -75.55, +87.45 (500 came in on the 27th)
    expect(await screen.findByTestId('pnl-today')).toHaveTextContent('+87.45 USDT');
    expect(screen.getByTestId('pnl-range')).toHaveTextContent('+349.60 USDT');
    // 349.60 over 31,250.40 at the start plus the 500 that came in
    expect(screen.getByText('+1.10%')).toBeInTheDocument();
    expect(screen.getByText('2 / 1')).toBeInTheDocument();
    expect(asked).toEqual(['7']);
    const rows = screen.getAllByTestId('pnl-day');
    expect(rows.map((row) => within(row).getAllByRole('cell')[0]?.textContent)).toEqual([
      '+87.45 USDT',
      '-75.55 USDT',
      '+337.70 USDT',
    ]);
    expect(rows[1]).toHaveTextContent('Net inflow +500.00');
    await waitFor(() => expect(draw).toHaveBeenCalled());
    expect(draw.mock.calls.at(-1)?.[1]).toEqual([
      { date: '2026-11-26', pnl: 337.7, cumulative: 337.7 },
      { date: '2026-11-27', pnl: -75.55, cumulative: 262.15 },
      { date: '2026-11-28', pnl: 87.45, cumulative: 349.6 },
    ]);
  });

  it('asks for 30 days when chosen, and keeps the choice in the address', async () => {
    const { user, asked, location } = setup();
    await screen.findByTestId('pnl-today');
    await user.click(screen.getByRole('radio', { name: '30 days' }));
    await waitFor(() => expect(asked).toEqual(['7', '30']));
    expect(location()).toBe('/pages/fund/pnl?tab=30');
    expect(await screen.findByText('30-day PnL')).toBeInTheDocument();
  });

  it('shows an error with a retry when the history cannot be read, then the figures', async () => {
    setToken('9f2c4e1a7b3d58e6c0a1f4b2d9e7c3a5');
    let fail = true;
    server.use(
      http.get('*/user/pnl_history', () =>
        fail ? HttpResponse.json({}, { status: 500 }) : HttpResponse.json(getGetPnlHistoryResponseMock()),
      ),
    );
    const user = userEvent.setup({ delay: null });
    renderScreen(<PnlScreen />, { path: '/pages/fund/pnl', route: '/pages/fund/pnl' });
    const retry = await screen.findByRole('button', { name: 'Try again' });
    fail = false;
    await user.click(retry);
    expect(await screen.findByTestId('pnl-today')).toHaveTextContent('+87.45 USDT');
  });
});
