// The one chart component, with lightweight-charts replaced by a recorder (jsdom has no canvas):
// history is drawn with setData() once per period, live candles go through update() only, the
// chart follows its container's size and is removed on unmount.
import { act, configure, render, screen, waitFor } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SocketKline } from '@generated/model';
import { i18next } from '@/app/i18n';
import type { Candle } from '@/features/chart/candles';
import { ChartView } from '@/features/chart/chart-view';
import type { OverlayId } from '@/features/chart/indicators';
import { createPairLiveStore, type PairLiveStore } from '@/features/chart/pair-live-store';
import { findPeriod, type ChartPeriod } from '@/features/chart/periods';
import { setThemeChoice, startTheme } from '@/lib/theme';
import { charts, type FakeChart } from './fake-chart';
import { emit } from './fake-socket';

vi.mock('lightweight-charts', () => import('./fake-chart'));
vi.mock('@/api/socket', () => import('./fake-socket'));

configure({ asyncUtilTimeout: 5000 });

beforeAll(async () => {
  await i18next.loadNamespaces('chart');
});

const T0 = 1795323480; // 2026-11-22 04:58 UTC
const history: Candle[] = Array.from({ length: 40 }, (_, i) => ({
  time: T0 - (39 - i) * 60,
  open: 100 + i,
  high: 102 + i,
  low: 99 + i,
  close: 101 + i,
  volume: 1 + i,
}));
const last = history[history.length - 1]!;

const nextFrame = () => act(() => new Promise<void>((resolve) => requestAnimationFrame(() => resolve())));
/** The chart is built after the first paint of the page, once its library has loaded. */
const painted = () =>
  act(() => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(() => resolve(), 0))));
/** Built, with what had arrived drawn (in a task after the chart's creation). */
const built = async () => {
  await waitFor(() => expect(charts).toHaveLength(1));
  await act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
};
async function renderPainted(ui: Parameters<typeof render>[0]) {
  const result = render(ui);
  await painted();
  await built();
  return result;
}

function kline(over: Partial<SocketKline>): SocketKline {
  return {
    type: 'kline',
    period: '1min',
    symbol: 'BTC/USDT',
    open: last.open,
    high: last.high,
    low: last.low,
    close: last.close,
    volume: last.volume,
    time: last.time * 1000,
    ...over,
  };
}

let observed: ResizeObserverCallback | null = null;
class RecordingResizeObserver {
  constructor(callback: ResizeObserverCallback) {
    observed = callback;
  }
  observe() {}
  unobserve() {}
  disconnect() {
    observed = null;
  }
}

let store: PairLiveStore;
let stopStore: () => void;
beforeEach(() => {
  charts.length = 0;
  vi.stubGlobal('ResizeObserver', RecordingResizeObserver);
  store = createPairLiveStore();
  stopStore = store.start();
  store.setTarget('BTC/USDT', findPeriod('1min')!);
  return () => {
    stopStore();
    vi.unstubAllGlobals();
  };
});

function view(
  candles: Candle[] | undefined,
  period: ChartPeriod = findPeriod('1min')!,
  overlays: OverlayId[] = ['ma'],
  onReachStart?: () => void,
) {
  return (
    <ChartView
      candles={candles}
      period={period}
      store={store}
      overlays={overlays}
      precision={1}
      price={140}
      locale="en"
      label="Candlestick chart of BTC/USDT"
      onReachStart={onReachStart}
    />
  );
}

const chart = (): FakeChart => {
  expect(charts).toHaveLength(1);
  return charts[0]!;
};
const candleSeries = () => chart().byType('Candlestick')[0]!;
const volumeSeries = () => chart().byType('Histogram')[0]!;
const lines = () => chart().byType('Line');

describe('ChartView', () => {
  it('creates one chart with candles, volume on its own scale and the overlay lines', async () => {
    await renderPainted(view(history));
    expect(screen.getByRole('img', { name: 'Candlestick chart of BTC/USDT' })).toBe(chart().element);
    expect(candleSeries().setDataCalls).toBe(1);
    expect(candleSeries().data).toHaveLength(40);
    expect(candleSeries().data[39]).toEqual({ time: last.time, open: 139, high: 141, low: 138, close: 140 });
    expect(volumeSeries().options.priceScaleId).toBe('volume');
    expect(chart().scales.get('volume')).toEqual({ scaleMargins: { top: 0.8, bottom: 0 } });
    expect(volumeSeries().data[39]).toMatchObject({ time: last.time, value: 40 });
    expect(lines()).toHaveLength(8);
    // MA5 at the last candle: the mean of the closes 136..140.
    expect(lines()[0]!.data[39]).toEqual({ time: last.time, value: 138 });
    expect(lines()[0]!.data[3]).toEqual({ time: history[3]!.time });
  });

  it('takes the colours of a new theme without being made again, the volume bars included', async () => {
    const root = document.documentElement.style;
    const colours = (bg: string, up: string, down: string, ma5: string) => {
      root.setProperty('--app-bg', bg);
      root.setProperty('--app-up', up);
      root.setProperty('--app-down', down);
      root.setProperty('--chart-ma5', ma5);
    };
    colours('#0f1115', '#16c784', '#f7525f', '#f0b90b');
    const stop = startTheme(null);
    try {
      await renderPainted(view(history));
      expect(chart().options.layout).toMatchObject({ background: { color: '#0f1115' } });
      expect(candleSeries().options).toMatchObject({ upColor: '#16c784', downColor: '#f7525f' });
      expect(lines()[0]!.options.color).toBe('#f0b90b');
      // The light theme's values, as its stylesheet gives them when <html data-theme="light">.
      colours('#ffffff', '#006c47', '#b3233a', '#9a6700');
      act(() => setThemeChoice('light'));
      await waitFor(() => expect(candleSeries().options).toMatchObject({ upColor: '#006c47', downColor: '#b3233a' }));
      expect(chart().options.layout).toMatchObject({ background: { color: '#ffffff' } });
      expect(lines()[0]!.options.color).toBe('#9a6700');
      expect(volumeSeries().data[39]).toMatchObject({ value: 40, color: 'rgba(0, 108, 71, 0.5)' });
      expect(charts).toHaveLength(1);
      expect(candleSeries().setDataCalls).toBe(1);
    } finally {
      setThemeChoice('system');
      stop();
      for (const name of ['--app-bg', '--app-up', '--app-down', '--chart-ma5']) root.removeProperty(name);
    }
  });

  it('builds the chart after the first paint, in a box that is there from the first render', async () => {
    render(view(history));
    expect(screen.getByRole('img', { name: 'Candlestick chart of BTC/USDT' })).toBeInTheDocument();
    expect(charts).toHaveLength(0);
    await painted();
    await built();
    expect(chart().element).toBe(screen.getByRole('img', { name: 'Candlestick chart of BTC/USDT' }));
    expect(candleSeries().setDataCalls).toBe(1);
    expect(candleSeries().data).toHaveLength(40);
    // A new chart shows the latest candles by itself: no scroll (and no 400 ms animation).
    expect(chart().scrolls).toEqual([]);
  });

  it('shows only the chosen overlays', async () => {
    const { rerender } = await renderPainted(view(history, undefined, ['ma']));
    expect(lines().map((l) => l.options.visible)).toEqual([true, true, true, false, false, false, false, false]);
    rerender(view(history, undefined, ['ema', 'boll']));
    expect(lines().map((l) => l.options.visible)).toEqual([false, false, false, true, true, true, true, true]);
    expect(charts).toHaveLength(1);
  });

  it('moves the last candle with update(), never setData, and shows it in the legend', async () => {
    await renderPainted(view(history));
    expect(await screen.findByTestId('legend-close')).toHaveTextContent('140.0');

    emit('kline', kline({ close: 145.5, high: 146 }));
    emit('kline', kline({ close: 147.5, high: 148 }));
    await nextFrame();
    expect(candleSeries().updates).toEqual([{ time: last.time, open: 139, high: 148, low: 138, close: 147.5 }]);
    expect(candleSeries().setDataCalls).toBe(1);
    expect(volumeSeries().setDataCalls).toBe(1);
    expect(volumeSeries().updates).toHaveLength(1);
    // MA5 follows: (136 + 137 + 138 + 139 + 147.5) / 5 = 139.5.
    expect(lines()[0]!.updates).toEqual([{ time: last.time, value: 139.5 }]);
    expect(screen.getByTestId('legend-close')).toHaveTextContent('147.5');

    emit('kline', kline({ time: (last.time + 60) * 1000, open: 147.5, high: 150, low: 147, close: 149 }));
    await nextFrame();
    expect(candleSeries().updates[1]).toEqual({ time: last.time + 60, open: 147.5, high: 150, low: 147, close: 149 });
    expect(candleSeries().data).toHaveLength(41);
    expect(candleSeries().setDataCalls).toBe(1);
    expect(screen.getByTestId('legend-close')).toHaveTextContent('149.0');
  });

  it('moves the last candle of a period the push server sends no kline for with the ticker price', async () => {
    // 1W: five weekly candles, the last one is this week's.
    const WEEK = 7 * 86_400;
    const weeks: Candle[] = Array.from({ length: 5 }, (_, i) => ({
      time: T0 - (4 - i) * WEEK,
      open: 96_000,
      high: 97_000,
      low: 95_000,
      close: 96_420.5,
      volume: 10,
    }));
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime((T0 + 3600) * 1000);
    store.setTarget('BTC/USDT', findPeriod('1week')!);
    await renderPainted(view(weeks, findPeriod('1week')!));
    emit('daymarket', { type: 'daymarket', symbol: 'BTC/USDT', now_price: '92323.00', close: '92323.00' } as never);
    await nextFrame();
    expect(candleSeries().updates).toEqual([
      { time: weeks[4]!.time, open: 96_000, high: 97_000, low: 92_323, close: 92_323 },
    ]);
    expect(screen.getByTestId('legend-close')).toHaveTextContent('92,323.0');
    // Another pair's ticker moves nothing.
    emit('daymarket', { type: 'daymarket', symbol: 'ETH/USDT', now_price: '3000', close: '3000' } as never);
    await nextFrame();
    expect(candleSeries().updates).toHaveLength(1);
    // A week later the ticker opens the next candle.
    vi.setSystemTime((T0 + WEEK + 60) * 1000);
    emit('daymarket', { type: 'daymarket', symbol: 'BTC/USDT', now_price: '93000', close: '93000' } as never);
    await nextFrame();
    expect(candleSeries().updates[1]).toEqual({
      time: weeks[4]!.time + WEEK,
      open: 93_000,
      high: 93_000,
      low: 93_000,
      close: 93_000,
    });
  });

  it('says why an indicator has no value yet: too few candles of the period', async () => {
    await renderPainted(view(history.slice(-12), undefined, ['ma', 'ema']));
    const note = await screen.findByRole('note');
    // 12 candles: MA5, MA10 and EMA12 have values; MA30 and EMA26 wait for more.
    expect(note).toHaveTextContent('MA30, EMA26: too few candles of this period yet (12 of 30)');
  });

  it('says nothing when every line has its candles', async () => {
    await renderPainted(view(history, undefined, ['ma', 'ema', 'boll']));
    expect(await screen.findByTestId('legend-close')).toHaveTextContent('140.0');
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });

  it('skips live candles older than the last one drawn', async () => {
    await renderPainted(view(history));
    emit('kline', kline({ time: (last.time - 600) * 1000, close: 1 }));
    await nextFrame();
    expect(candleSeries().updates).toEqual([]);
  });

  it('waits for the history before drawing live candles, then catches up', async () => {
    const { rerender } = await renderPainted(view(undefined));
    emit('kline', kline({ close: 150 }));
    await nextFrame();
    expect(candleSeries().updates).toEqual([]);
    expect(candleSeries().setDataCalls).toBe(0);

    rerender(view(history));
    expect(candleSeries().setDataCalls).toBe(1);
    expect(candleSeries().data[39]).toMatchObject({ time: last.time, close: 150 });
  });

  it('redraws with setData when another period loads, ignoring the old period meanwhile', async () => {
    const { rerender } = await renderPainted(view(history));
    const fiveMin = findPeriod('5min')!;
    rerender(view(undefined, fiveMin));
    store.setTarget('BTC/USDT', fiveMin);
    emit('kline', kline({ period: '5min', close: 150 }));
    await nextFrame();
    expect(candleSeries().updates).toEqual([]);
    rerender(view(history.slice(0, 10), fiveMin));
    expect(candleSeries().setDataCalls).toBe(2);
    // The ten candles of the new period, then its live candle, which is newer.
    expect(candleSeries().data).toHaveLength(11);
    expect(candleSeries().data[10]).toMatchObject({ time: last.time, close: 150 });
    expect(charts).toHaveLength(1);
    // The new period shows from its latest candle, at once.
    expect(chart().scrolls).toEqual([{ position: 4, animated: false }]);
  });

  it('asks for older candles when scrolled back to the start, and puts them in front without moving', async () => {
    const onReachStart = vi.fn();
    const recent = history.slice(20);
    const { rerender } = await renderPainted(view(recent, undefined, ['ma'], onReachStart));
    act(() => chart().scrollTo({ from: 30, to: 80 }));
    expect(onReachStart).not.toHaveBeenCalled();
    act(() => chart().scrollTo({ from: 4, to: 54 }));
    expect(onReachStart).toHaveBeenCalledTimes(1);

    // A live tick moved the last candle meanwhile: it survives the older candles' arrival.
    emit('kline', kline({ close: 155 }));
    await nextFrame();
    rerender(view(history, undefined, ['ma'], onReachStart));
    expect(candleSeries().setDataCalls).toBe(2);
    expect(candleSeries().data).toHaveLength(40);
    expect(candleSeries().data[0]).toMatchObject({ time: history[0]!.time });
    expect(candleSeries().data[39]).toMatchObject({ time: last.time, close: 155 });
    // The same candles stay in view: the range moves by the twenty put in front.
    expect(chart().ranges.at(-1)).toEqual({ from: 24, to: 74 });
    // MA5 of the first candles is now known too.
    expect(lines()[0]!.data[4]).toEqual({ time: history[4]!.time, value: 103 });
  });

  it('is created in the pair precision and language, and given them again only when they change', async () => {
    const at = (precision: number, locale: string) => (
      <ChartView
        candles={history}
        period={findPeriod('1min')!}
        store={store}
        overlays={['ma']}
        precision={precision}
        price={96420.54}
        locale={locale}
        label="Candlestick chart of BTC/USDT"
      />
    );
    const { rerender } = await renderPainted(at(1, 'en'));
    const priceLabel = (value: number) =>
      (chart().options.localization as { priceFormatter: (price: number) => string }).priceFormatter(value);
    expect(priceLabel(96420.54)).toBe('96,420.5');
    expect(candleSeries().options.priceFormat).toEqual({ type: 'price', precision: 1, minMove: 0.1 });
    expect(lines()[0]!.options.priceFormat).toEqual({ type: 'price', precision: 1, minMove: 0.1 });
    // Nothing applies them a second time (that would redraw the whole chart once more).
    await act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
    expect(chart().applied.filter((options) => 'localization' in options)).toEqual([]);

    rerender(at(3, 'fr'));
    await waitFor(() => expect(candleSeries().options.priceFormat).toMatchObject({ precision: 3 }));
    expect(priceLabel(96420.54)).toBe('96\u202f420,540');
    expect(lines()[0]!.options.priceFormat).toMatchObject({ precision: 3, minMove: 0.001 });
    expect(chart().applied.filter((options) => 'localization' in options)).toHaveLength(1);
  });

  it('says so when a period has no candles', async () => {
    await renderPainted(view([]));
    expect(screen.getByText('No candles for this period yet')).toBeInTheDocument();
  });

  it('shows the candle under the crosshair in the legend', async () => {
    await renderPainted(view(history));
    act(() => chart().crosshair?.({ time: history[10]!.time }));
    await nextFrame();
    expect(screen.getByTestId('legend-close')).toHaveTextContent('111.0');
    act(() => chart().crosshair?.({}));
    await nextFrame();
    expect(screen.getByTestId('legend-close')).toHaveTextContent('140.0');
  });

  it('resizes with its container and is removed on unmount', async () => {
    const { unmount } = await renderPainted(view(history));
    act(() =>
      observed?.([{ contentRect: { width: 375.6, height: 320 } } as ResizeObserverEntry], {} as ResizeObserver),
    );
    expect(chart().resizes).toEqual([[375, 320]]);
    unmount();
    expect(chart().removed).toBe(true);
    expect(observed).toBeNull();
    // Ticks after unmount reach nothing.
    emit('kline', kline({ close: 1 }));
    expect(candleSeries().updates).toEqual([]);
  });

  describe('its price axis, sized before the first frame for the labels it will show', () => {
    /** A canvas whose labels are 6 px a character, in the font the chart draws them with. */
    const fonts: string[] = [];
    class MeasuringCanvas {
      getContext() {
        return {
          set font(font: string) {
            fonts.push(font);
          },
          measureText: (text: string) => ({ width: text.length * 6 }),
        };
      }
    }
    const at = (candles: Candle[] | undefined, price: number) => (
      <ChartView
        candles={candles}
        period={findPeriod('1min')!}
        store={store}
        overlays={[]}
        precision={1}
        price={price}
        locale="en"
        label="Candlestick chart of BTC/USDT"
      />
    );
    // The library's width for a label of n px: border 1, tick 5, paddings 2 x 5 x 11/12, offset 5,
    // rounded up to an even number.
    const axisFor = (label: string) => {
      const width = Math.ceil(1 + 5 + (2 * 5 * 11) / 12 + 5 + label.length * 6);
      return width + (width % 2);
    };

    beforeEach(() => {
      fonts.length = 0;
      vi.stubGlobal('OffscreenCanvas', MeasuringCanvas);
    });

    it('for the last candle drawn, when the history came before the chart', async () => {
      await renderPainted(at(history, 96420.54));
      // The last close, 140, as the axis writes it: "140.0".
      expect(chart().scales.get('right')).toEqual({ minimumWidth: axisFor('140.0') });
      expect(axisFor('140.0')).toBe(52);
      expect(fonts).toEqual([`11px ${String((chart().options.layout as { fontFamily: string }).fontFamily)}`]);
    });

    it("for the page's last price while the history loads", async () => {
      await renderPainted(at(undefined, 96420.54));
      expect(chart().scales.get('right')).toEqual({ minimumWidth: axisFor('96,420.5') });
      expect(axisFor('96,420.5')).toBe(70);
    });

    it('left to the library without a price, or where there is no OffscreenCanvas', async () => {
      const { unmount } = await renderPainted(at(undefined, Number.NaN));
      expect(chart().scales.has('right')).toBe(false);
      unmount();
      charts.length = 0;
      vi.stubGlobal('OffscreenCanvas', undefined);
      await renderPainted(at(history, 96420.54));
      expect(chart().scales.has('right')).toBe(false);
      expect(candleSeries().data).toHaveLength(40);
    });
  });
});
