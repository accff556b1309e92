// The chart's library is a chunk of its own, loaded once the page has painted. When it does not
// download (offline, a new deployment), the chart's box says so with a retry, the rest of the page
// stays, and the retry builds the chart with the history that arrived meanwhile.
import { act, configure, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, expect, it, vi } from 'vitest';
import { i18next } from '@/app/i18n';
import type { Candle } from '@/features/chart/candles';
import { ChartView } from '@/features/chart/chart-view';
import { createPairLiveStore } from '@/features/chart/pair-live-store';
import { findPeriod } from '@/features/chart/periods';
import { charts } from './fake-chart';

let downloads = 0;
vi.mock('@/features/chart/candle-chart', async (importOriginal) => {
  downloads += 1;
  if (downloads === 1) throw new TypeError('Failed to fetch dynamically imported module');
  return importOriginal();
});
vi.mock('lightweight-charts', () => import('./fake-chart'));
vi.mock('@/api/socket', () => import('./fake-socket'));

configure({ asyncUtilTimeout: 5000 });

beforeAll(async () => {
  await i18next.loadNamespaces(['chart', 'common']);
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
});

const history: Candle[] = Array.from({ length: 10 }, (_, i) => ({
  time: 1795323480 + i * 60,
  open: 100 + i,
  high: 102 + i,
  low: 99 + i,
  close: 101 + i,
  volume: 1 + i,
}));

it('says the chart could not be loaded, keeps the legend, and builds it on retry', async () => {
  const store = createPairLiveStore();
  const stop = store.start();
  store.setTarget('BTC/USDT', findPeriod('1min')!);
  render(
    <ChartView
      candles={history}
      period={findPeriod('1min')!}
      store={store}
      overlays={[]}
      precision={1}
      price={140}
      locale="en"
      label="Candlestick chart of BTC/USDT"
    />,
  );
  await act(() => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(() => resolve(), 0))));
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('The chart could not be loaded');
  expect(charts).toHaveLength(0);
  // The figures of the last candle are there without the chart.
  expect(screen.getByTestId('legend-close')).toHaveTextContent('110.0');

  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  await waitFor(() => expect(charts).toHaveLength(1));
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  // The history drawn when the chart was built, once.
  const candles = charts[0]!.byType('Candlestick')[0]!;
  expect(candles.setDataCalls).toBe(1);
  expect(candles.data).toHaveLength(10);
  stop();
});
