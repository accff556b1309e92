// lightweight-charts, loaded by the chart component (chart-view.tsx) once the page's first figures
// have been painted: the library (~45 KiB) is not on the pair page's first paint. It builds the
// chart with its candle, volume and overlay series, and the language of its axes and crosshair.
import {
  CandlestickSeries,
  ColorType,
  createChart,
  CrosshairMode,
  HistogramSeries,
  LineSeries,
  TickMarkType,
  type IChartApi,
  type ISeriesApi,
  type Time,
} from 'lightweight-charts';
import { formatPrice } from '@/lib/format';
import { OVERLAYS } from './indicators';

export interface Handles {
  chart: IChartApi;
  candles: ISeriesApi<'Candlestick'>;
  volume: ISeriesApi<'Histogram'>;
  lines: Map<string, ISeriesApi<'Line'>>;
  upVolume: string;
  downVolume: string;
}

/** The chart's height when its box has none yet. */
const CHART_HEIGHT = 320;
/** The labels' font: the library's own family, at 11 px. */
const FONT_SIZE = 11;
const FONT_FAMILY = "-apple-system, BlinkMacSystemFont, 'Trebuchet MS', Roboto, Ubuntu, sans-serif";

const asSeconds = (time: Time): number => (typeof time === 'number' ? time : 0);

function themeColor(name: string, fallback: string): string {
  const value = getComputedStyle(document.documentElement).getPropertyValue(name).trim();
  return value || fallback;
}

function withAlpha(hex: string, alpha: number): string {
  const m = /^#([0-9a-f]{6})$/i.exec(hex);
  if (!m) return hex;
  const n = parseInt(m[1]!, 16);
  return `rgba(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255}, ${alpha})`;
}

const timeFormatsByLocale = new Map<string, ReturnType<typeof makeTimeFormats>>();
/** Local-time axis and crosshair labels, with the formatters built once per locale. */
function timeFormats(locale: string) {
  let formats = timeFormatsByLocale.get(locale);
  if (!formats) {
    formats = makeTimeFormats(locale);
    timeFormatsByLocale.set(locale, formats);
  }
  return formats;
}

function makeTimeFormats(locale: string) {
  const make = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(locale, options);
  const year = make({ year: 'numeric' });
  const month = make({ month: 'short' });
  const day = make({ month: '2-digit', day: '2-digit' });
  const time = make({ hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  const seconds = make({ hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' });
  const full = make({
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  const date = make({ year: 'numeric', month: '2-digit', day: '2-digit' });
  return {
    tick(t: Time, type: TickMarkType): string {
      const d = new Date(asSeconds(t) * 1000);
      switch (type) {
        case TickMarkType.Year:
          return year.format(d);
        case TickMarkType.Month:
          return month.format(d);
        case TickMarkType.DayOfMonth:
          return day.format(d);
        case TickMarkType.Time:
          return time.format(d);
        case TickMarkType.TimeWithSeconds:
          return seconds.format(d);
      }
    },
    crosshair(t: Time, intraday: boolean): string {
      const d = new Date(asSeconds(t) * 1000);
      return intraday ? full.format(d) : date.format(d);
    },
  };
}

/**
 * The labels' language and the pair's price precision, as chart options: given at creation and
 * again when either changes (each time the chart applies them, it redraws everything).
 */
function localization(locale: string, precision: number, intraday: () => boolean) {
  const formats = timeFormats(locale);
  return {
    localization: {
      locale,
      timeFormatter: (t: Time) => formats.crosshair(t, intraday()),
      priceFormatter: (price: number) => formatPrice(price, locale, precision),
    },
    tickMarkFormatter: (t: Time, type: TickMarkType) => formats.tick(t, type),
    priceFormat: { type: 'price' as const, precision, minMove: Number(`1e-${precision}`) },
  };
}

/** The chart's colours in the page's theme (src/styles/app.css), read when it is made or recoloured. */
function themeColors() {
  const up = themeColor('--app-up', '#16c784');
  const down = themeColor('--app-down', '#ea3943');
  const border = themeColor('--app-border', '#2a2f3a');
  const text = themeColor('--app-text-2', '#9aa0aa');
  return {
    up,
    down,
    chart: {
      layout: { background: { type: ColorType.Solid, color: themeColor('--app-bg', '#0f1115') }, textColor: text },
      grid: { vertLines: { color: withAlpha(border, 0.5) }, horzLines: { color: withAlpha(border, 0.5) } },
      crosshair: {
        vertLine: { color: text, labelBackgroundColor: themeColor('--app-surface-2', '#20242d') },
        horzLine: { color: text, labelBackgroundColor: themeColor('--app-surface-2', '#20242d') },
      },
      rightPriceScale: { borderColor: border },
      timeScale: { borderColor: border },
    },
    candles: {
      upColor: up,
      downColor: down,
      borderUpColor: up,
      borderDownColor: down,
      wickUpColor: up,
      wickDownColor: down,
    },
  };
}

export function createCandleChart(
  element: HTMLElement,
  locale: string,
  precision: number,
  intraday: () => boolean,
): Handles {
  const colors = themeColors();
  const labels = localization(locale, precision, intraday);
  const chart = createChart(element, {
    width: element.clientWidth || 360,
    height: element.clientHeight || CHART_HEIGHT,
    layout: {
      ...colors.chart.layout,
      fontSize: FONT_SIZE,
      fontFamily: FONT_FAMILY,
      // The attribution the library's licence asks for is a link of our own beside the chart: the
      // library's logo is a link inside the chart's image, which screen readers cannot reach.
      attributionLogo: false,
    },
    grid: colors.chart.grid,
    crosshair: { mode: CrosshairMode.Normal, ...colors.chart.crosshair },
    rightPriceScale: { ...colors.chart.rightPriceScale, scaleMargins: { top: 0.08, bottom: 0.26 } },
    timeScale: {
      ...colors.chart.timeScale,
      rightOffset: 4,
      barSpacing: 7,
      timeVisible: true,
      secondsVisible: false,
      tickMarkFormatter: labels.tickMarkFormatter,
    },
    localization: labels.localization,
  });
  const candles = chart.addSeries(CandlestickSeries, { ...colors.candles, priceFormat: labels.priceFormat });
  const volume = chart.addSeries(HistogramSeries, {
    priceScaleId: 'volume',
    priceFormat: { type: 'volume' },
    lastValueVisible: false,
    priceLineVisible: false,
  });
  chart.priceScale('volume').applyOptions({ scaleMargins: { top: 0.8, bottom: 0 } });
  const lines = new Map<string, ISeriesApi<'Line'>>();
  for (const overlay of OVERLAYS) {
    for (const line of overlay.lines) {
      lines.set(
        line.key,
        chart.addSeries(LineSeries, {
          color: themeColor(line.color, '#f0b90b'),
          lineWidth: 1,
          lastValueVisible: false,
          priceLineVisible: false,
          crosshairMarkerVisible: false,
          visible: false,
          priceFormat: labels.priceFormat,
        }),
      );
    }
  }
  return {
    chart,
    candles,
    volume,
    lines,
    upVolume: withAlpha(colors.up, 0.5),
    downVolume: withAlpha(colors.down, 0.5),
  };
}

/**
 * The page's theme changed (light or dark): the chart, its candles and overlay lines take its
 * colours; the volume bars' colours (given with each bar) are for the caller to draw again.
 */
export function recolorChart(handles: Handles): void {
  const colors = themeColors();
  handles.chart.applyOptions(colors.chart);
  handles.candles.applyOptions(colors.candles);
  for (const overlay of OVERLAYS) {
    for (const line of overlay.lines) {
      handles.lines.get(line.key)?.applyOptions({ color: themeColor(line.color, '#f0b90b') });
    }
  }
  handles.upVolume = withAlpha(colors.up, 0.5);
  handles.downVolume = withAlpha(colors.down, 0.5);
}

/**
 * The price axis sized for labels of `price` before the chart first draws. The library sizes the
 * axis for the labels it has: none on an empty chart, so when the history arrived a frame later it
 * widened the axis, resized the chart's canvases and drew everything again (~25 ms of a 90 ms frame
 * at a phone's CPU). Measured as the library does (its font, its paddings). A label that turns out
 * wider (a price that gains a digit) still widens the axis, as before.
 */
export function reservePriceAxis(handles: Handles, price: number, locale: string, precision: number): void {
  // (Without an OffscreenCanvas, Safari before 16.4, the library sizes it as before.)
  if (!(price > 0) || typeof OffscreenCanvas === 'undefined') return;
  const context = new OffscreenCanvas(1, 1).getContext('2d');
  if (!context) return;
  context.font = `${FONT_SIZE}px ${FONT_FAMILY}`;
  const label = context.measureText(formatPrice(price, locale, precision)).width;
  // The library's axis: border 1, tick 5, inner and outer paddings of 5 px per 12 px of font, a
  // label offset of 5; rounded up to an even width.
  const width = Math.ceil(1 + 5 + (2 * 5 * FONT_SIZE) / 12 + 5 + label);
  handles.chart.priceScale('right').applyOptions({ minimumWidth: width + (width % 2) });
}

/** The language of the axis and crosshair labels, and the pair's price precision, changed. */
export function localizeChart(handles: Handles, locale: string, precision: number, intraday: () => boolean): void {
  const labels = localization(locale, precision, intraday);
  handles.chart.applyOptions({
    localization: labels.localization,
    timeScale: { tickMarkFormatter: labels.tickMarkFormatter },
  });
  handles.candles.applyOptions({ priceFormat: labels.priceFormat });
  handles.lines.forEach((line) => line.applyOptions({ priceFormat: labels.priceFormat }));
}
