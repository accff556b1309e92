// The one component that owns lightweight-charts: it loads the library once the page has painted
// (candle-chart.ts) and creates the chart from a ref, resizes it with its container
// (ResizeObserver), draws the history with setData() when a period's candles arrive, feeds live
// candles with series.update() (never setData per tick) straight from the pair's live store,
// outside React, and removes the chart on unmount. Candles with volume on its own price scale, and
// the MA/EMA/BOLL overlays, updated at the last candle only on each tick.
import type { LogicalRange, MouseEventParams, Time, UTCTimestamp } from 'lightweight-charts';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryError } from '@/components/query-error';
import { usePainted } from '@/hooks/use-painted';
import { useTheme } from '@/hooks/use-theme';
import { formatAmount, formatPercent, formatPrice } from '@/lib/format';
import { candleChange, type Candle } from './candles';
import type { Handles } from './candle-chart';
import { createFrameValue, useFrameValue, type FrameValue } from './frame-value';
import { OVERLAYS, overlaySeries, overlayValuesAt, type OverlayId } from './indicators';
import type { LiveCandle, PairLiveStore } from './pair-live-store';
import type { ChartPeriod } from './periods';
import { nextTask } from '@/lib/next-task';

export interface LegendState {
  candle: Candle;
  /** Overlay values at that candle, keyed as in OVERLAYS. */
  values: Record<string, number | undefined>;
  /** True for the latest candle, false for one under the crosshair. */
  latest: boolean;
  /** How many candles there are up to this one (an indicator needs its window of them). */
  count: number;
}

interface ChartViewProps {
  /** id of the chart element (the period tabs point at it). */
  id?: string;
  /** The history of `period`, oldest first; undefined while it loads. */
  candles: readonly Candle[] | undefined;
  period: ChartPeriod;
  store: PairLiveStore;
  overlays: readonly OverlayId[];
  /** Decimals of the pair's prices. */
  precision: number;
  /** The pair's last price as the page shows it (sizes the price axis before the candles come). */
  price: number;
  /** BCP 47 locale for the axis labels and the legend. */
  locale: string;
  /** Accessible name of the chart. */
  label: string;
  /** Called when the trader scrolls back to the first candles (time to load older ones). */
  onReachStart?: () => void;
}

/** Why there is no chart: no canvas here, or its library did not download. */
type ChartFailure = { kind: 'unsupported' } | { kind: 'load'; error: unknown };

/** What is drawn: the candles of one period and their overlay values (kept for live updates). */
interface Model {
  period: string | null;
  seconds: number;
  candles: Candle[];
  closes: number[];
  overlays: Record<string, (number | undefined)[]>;
  /** The history the chart of `handlesRef` has drawn (a new history is a new array). */
  drawn?: Candle[];
}

/** Older candles are asked for when fewer than this many are left of the visible range. */
const REACH_START_BARS = 10;

const asSeconds = (time: Time): number => (typeof time === 'number' ? time : 0);
const utc = (seconds: number) => seconds as UTCTimestamp;
const bar = (c: Candle) => ({ time: utc(c.time), open: c.open, high: c.high, low: c.low, close: c.close });
const point = (time: number, value: number | undefined) =>
  value === undefined ? { time: utc(time) } : { time: utc(time), value };

function legendAt(model: Model, index: number, latest: boolean): LegendState | null {
  const candle = model.candles[index];
  if (!candle) return null;
  const values: Record<string, number | undefined> = {};
  for (const [key, series] of Object.entries(model.overlays)) values[key] = series[index];
  return { candle, values, latest, count: index + 1 };
}

/** Index of the candle that opened at `time` (binary search; candles are sorted). */
function indexOf(candles: readonly Candle[], time: number): number {
  let lo = 0;
  let hi = candles.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const t = candles[mid]!.time;
    if (t === time) return mid;
    if (t < time) lo = mid + 1;
    else hi = mid - 1;
  }
  return -1;
}

const candleOf = (live: LiveCandle, last: Candle | undefined): Candle | null =>
  last && live.time < last.time
    ? null // older than what is drawn: nothing to move
    : { time: live.time, open: live.open, high: live.high, low: live.low, close: live.close, volume: live.volume };

/**
 * A ticker's last price on the chart: within the current candle's period it becomes its close
 * (and high or low); past it, it opens the next candle of the period. Nothing drawn, nothing moved.
 */
function tickCandle(last: Candle | undefined, tick: LiveCandle, seconds: number): Candle | null {
  if (!last || tick.time < last.time) return null;
  const price = tick.close;
  if (tick.time < last.time + seconds) {
    return { ...last, close: price, high: Math.max(last.high, price), low: Math.min(last.low, price) };
  }
  const time = last.time + Math.floor((tick.time - last.time) / seconds) * seconds;
  return { time, open: price, high: price, low: price, close: price, volume: 0 };
}

/**
 * Live candles of one frame: update the last bar or append one, and its overlay values, through
 * series.update(). Candles of another period, or older than the last drawn one, are skipped.
 * Returns whether anything moved.
 */
function applyLive(model: Model, handles: Handles | null, frame: readonly LiveCandle[]): boolean {
  let changed = false;
  for (const live of frame) {
    if (live.period !== model.period) continue;
    const last = model.candles[model.candles.length - 1];
    const candle = live.tick ? tickCandle(last, live, model.seconds) : candleOf(live, last);
    if (!candle) continue;
    if (last && live.time === last.time) {
      model.candles[model.candles.length - 1] = candle;
      model.closes[model.closes.length - 1] = candle.close;
    } else {
      model.candles.push(candle);
      model.closes.push(candle.close);
    }
    const index = model.candles.length - 1;
    const values = overlayValuesAt(model.closes, index, model.overlays);
    for (const [key, value] of Object.entries(values)) {
      const series = (model.overlays[key] ??= []);
      series[index] = value;
      series.length = index + 1;
    }
    if (handles) {
      handles.candles.update(bar(candle));
      handles.volume.update({
        time: utc(candle.time),
        value: candle.volume,
        color: candle.close >= candle.open ? handles.upVolume : handles.downVolume,
      });
      for (const [key, series] of handles.lines) series.update(point(candle.time, values[key]));
    }
    changed = true;
  }
  return changed;
}

/** The volume bars of the whole history, each in the colour of its candle's direction. */
function drawVolume(handles: Handles, model: Model): void {
  handles.volume.setData(
    model.candles.map((c) => ({
      time: utc(c.time),
      value: c.volume,
      color: c.close >= c.open ? handles.upVolume : handles.downVolume,
    })),
  );
}

/** The whole history of the model, with setData() (a period's first draw, or older candles). */
function drawHistory(handles: Handles, model: Model): void {
  handles.chart.applyOptions({ timeScale: { timeVisible: model.seconds < 86_400 } });
  model.drawn = model.candles;
  handles.candles.setData(model.candles.map(bar));
  drawVolume(handles, model);
  for (const [key, series] of handles.lines) {
    const values = model.overlays[key] ?? [];
    series.setData(model.candles.map((c, i) => point(c.time, values[i])));
  }
}

export function ChartView({
  id,
  candles,
  period,
  store,
  overlays,
  precision,
  price,
  locale,
  label,
  onReachStart,
}: ChartViewProps) {
  const { t } = useTranslation('chart');
  const containerRef = useRef<HTMLDivElement>(null);
  const handlesRef = useRef<Handles | null>(null);
  const modelRef = useRef<Model>({ period: null, seconds: period.seconds, candles: [], closes: [], overlays: {} });
  const [legend] = useState<FrameValue<LegendState | null>>(() => createFrameValue<LegendState | null>(null));
  const [failure] = useState(() => createFrameValue<ChartFailure | null>(null));
  const reachStartRef = useRef(onReachStart);
  useEffect(() => {
    reachStartRef.current = onReachStart;
  }, [onReachStart]);

  // The chart is built once the page's first figures (the price above it) have been painted: its
  // library is loaded then and its work comes after them. Its box has its size from the first
  // render. `chart` is set once it exists (the effects below apply options to it then).
  const painted = usePainted();
  const [chart, setChart] = useState<Handles | null>(null);
  /** The labels' language and the price precision the chart was last given. */
  const localizedRef = useRef<{ locale: string; precision: number } | null>(null);
  const [attempt, setAttempt] = useState(0);

  // Load the library and create the chart once, size it with its container, remove it on unmount.
  useEffect(() => {
    const element = containerRef.current;
    if (!painted || !element) return;
    let active = true;
    let remove: (() => void) | undefined;
    failure.set(null);
    // The library's evaluation, the chart's creation and its history's first draw each run in a
    // task of their own: together they were one task of 35-60 ms (150-250 ms at a phone's CPU).
    import('./candle-chart')
      .then((module) => nextTask().then(() => module))
      .then(
        ({ createCandleChart, reservePriceAxis }) => {
          if (!active) return;
          let handles: Handles;
          try {
            handles = createCandleChart(element, locale, precision, () => modelRef.current.seconds < 86_400);
            localizedRef.current = { locale, precision };
          } catch {
            // No canvas (very old or headless browsers): the rest of the page still works.
            failure.set({ kind: 'unsupported' });
            return;
          }
          // Its price axis as wide as its labels will be, before its first frame.
          const model = modelRef.current;
          reservePriceAxis(
            handles,
            model.candles.at(-1)?.close ?? store.getCandle()?.close ?? price,
            locale,
            precision,
          );
          handlesRef.current = handles;
          modelRef.current.drawn = undefined;
          // What arrived while the library loaded: the history, then the live candle, unless the
          // history came in the meantime and was drawn then. (A new chart shows the latest
          // candles: no scroll to them, whose 400 ms animation would redraw the chart every frame
          // while the page settles.)
          void nextTask().then(() => {
            const latest = modelRef.current;
            if (active && latest.period !== null && latest.drawn !== latest.candles) drawHistory(handles, latest);
          });
          const observer = new ResizeObserver((entries) => {
            const box = entries[0]?.contentRect;
            if (box && box.width > 0 && box.height > 0)
              handles.chart.resize(Math.floor(box.width), Math.floor(box.height));
          });
          observer.observe(element);
          const onCrosshair = (param: MouseEventParams) => {
            const m = modelRef.current;
            const last = m.candles.length - 1;
            const index = param.time === undefined ? last : indexOf(m.candles, asSeconds(param.time));
            legend.set(legendAt(m, index < 0 ? last : index, index < 0 || index === last));
          };
          handles.chart.subscribeCrosshairMove(onCrosshair);
          const onRange = (range: LogicalRange | null) => {
            if (range && range.from < REACH_START_BARS && modelRef.current.period !== null) reachStartRef.current?.();
          };
          handles.chart.timeScale().subscribeVisibleLogicalRangeChange(onRange);
          remove = () => {
            observer.disconnect();
            handles.chart.timeScale().unsubscribeVisibleLogicalRangeChange(onRange);
            handles.chart.unsubscribeCrosshairMove(onCrosshair);
            handles.chart.remove();
            handlesRef.current = null;
          };
          setChart(handles);
        },
        (error: unknown) => {
          // The library did not download (offline, a new deployment): the page says so, with a retry.
          if (active) failure.set({ kind: 'load', error });
        },
      );
    return () => {
      active = false;
      remove?.();
      setChart(null);
    };
    // The chart is created once; locale and data changes are applied by the effects below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [painted, attempt]);

  // What is drawn is forgotten on unmount.
  useEffect(
    () => () => {
      modelRef.current.period = null;
      legend.dispose();
    },
    [legend],
  );

  // The language of the axis and crosshair labels, and the pair's price precision, when they
  // change after the chart was created with them (applying them redraws the whole chart).
  useEffect(() => {
    const localized = localizedRef.current;
    if (!chart || (localized?.locale === locale && localized.precision === precision)) return;
    localizedRef.current = { locale, precision };
    void import('./candle-chart').then(({ localizeChart }) =>
      localizeChart(chart, locale, precision, () => modelRef.current.seconds < 86_400),
    );
  }, [chart, locale, precision]);

  // The page's theme (light or dark) changed after the chart was made: its colours follow, no reload.
  const { theme } = useTheme();
  const themedRef = useRef(theme);
  useEffect(() => {
    if (!chart || themedRef.current === theme) return;
    themedRef.current = theme;
    void import('./candle-chart').then(({ recolorChart }) => {
      if (handlesRef.current !== chart) return;
      recolorChart(chart);
      if (modelRef.current.period !== null) drawVolume(chart, modelRef.current);
    });
  }, [chart, theme]);

  // Overlays on or off.
  useEffect(() => {
    if (!chart) return;
    for (const overlay of OVERLAYS) {
      const visible = overlays.includes(overlay.id);
      for (const line of overlay.lines) chart.lines.get(line.key)?.applyOptions({ visible });
    }
  }, [overlays, chart]);

  // A period's history: draw it all at once, then catch up with the live candle. Older candles of
  // the same period (scrolled back to) are put in front of what is drawn, keeping the view still.
  // (Before the chart exists, the model and the legend are made; the chart draws them when built.)
  useEffect(() => {
    if (!painted) return;
    const handles = handlesRef.current;
    const model = modelRef.current;
    if (!candles) {
      // Loading another period: live candles wait until its history is drawn.
      model.period = null;
      return;
    }
    const drawnFirst = model.candles[0]?.time;
    const prepended =
      model.period === period.socket && drawnFirst !== undefined && candles.some((c) => c.time === drawnFirst)
        ? candles.filter((c) => c.time < drawnFirst)
        : null;
    if (prepended && prepended.length === 0) return; // nothing new in front
    const range = prepended ? (handles?.chart.timeScale().getVisibleLogicalRange() ?? null) : null;
    model.period = period.socket;
    model.seconds = period.seconds;
    model.candles = prepended ? [...prepended, ...model.candles] : [...candles];
    model.closes = model.candles.map((c) => c.close);
    model.overlays = overlaySeries(model.closes);
    if (handles) {
      drawHistory(handles, model);
      if (prepended && range) {
        const shift = prepended.length;
        handles.chart.timeScale().setVisibleLogicalRange({ from: range.from + shift, to: range.to + shift });
      } else if (!prepended) {
        // Another period's history starts at its latest candle, at once (no 400 ms scroll).
        const timeScale = handles.chart.timeScale();
        timeScale.scrollToPosition(timeScale.options().rightOffset, false);
      }
    }
    if (!prepended) {
      const latest = store.getCandle();
      if (latest) applyLive(model, handles, [latest]);
    }
    const shown = legend.get();
    if (!prepended || !shown || shown.latest) legend.set(legendAt(model, model.candles.length - 1, true));
  }, [candles, period, store, legend, painted]);

  // Live candles, straight from the store to the series (once per animation frame at most).
  useEffect(
    () =>
      store.onCandles((frame) => {
        const model = modelRef.current;
        const shown = legend.get();
        if (applyLive(model, handlesRef.current, frame) && (!shown || shown.latest)) {
          // Already once per frame (the store's): publish now rather than a frame later.
          legend.publish(legendAt(model, model.candles.length - 1, true));
        }
      }),
    [store, legend],
  );

  const current = useFrameValue(legend);
  const failed = useFrameValue(failure);
  return (
    <div className="chart-view" id={id}>
      <ChartLegend legend={current} overlays={overlays} precision={precision} locale={locale} />
      <div ref={containerRef} className="chart-view__canvas" role="img" aria-label={label} data-testid="chart-canvas" />
      <a
        className="chart-view__attribution"
        href="https://www.tradingview.com/"
        target="_blank"
        rel="noopener noreferrer"
      >
        {t('chart.attribution')}
      </a>
      {failed?.kind === 'unsupported' && <p className="chart-view__notice">{t('chart.unsupported')}</p>}
      {failed?.kind === 'load' && (
        <div className="chart-view__failure">
          <QueryError
            inline
            title={t('chart.loadFailed')}
            error={failed.error}
            onRetry={() => setAttempt((n) => n + 1)}
          />
        </div>
      )}
      {!failed && candles && candles.length === 0 && !current && (
        <p className="chart-view__notice">{t('chart.empty')}</p>
      )}
    </div>
  );
}

function ChartLegend({
  legend,
  overlays,
  precision,
  locale,
}: {
  legend: LegendState | null;
  overlays: readonly OverlayId[];
  precision: number;
  locale: string;
}) {
  const { t } = useTranslation('chart');
  if (!legend) return <div className="chart-legend chart-legend--empty" aria-hidden="true" />;
  const price = { format: (value: number) => formatPrice(value, locale, precision) };
  const { candle } = legend;
  const change = candleChange(candle);
  const trend = change > 0 ? 'up' : change < 0 ? 'down' : 'flat';
  const changeText = formatPercent(change, locale, true);
  const cells: [string, string, string][] = [
    ['open', t('legend.open'), price.format(candle.open)],
    ['high', t('legend.high'), price.format(candle.high)],
    ['low', t('legend.low'), price.format(candle.low)],
    ['close', t('legend.close'), price.format(candle.close)],
  ];
  return (
    <div className="chart-legend" data-testid="chart-legend">
      <dl className="chart-legend__ohlc">
        {cells.map(([key, name, value]) => (
          <div key={key} className="chart-legend__cell">
            <dt>{name}</dt>
            <dd className={key === 'close' ? trend : undefined} data-testid={`legend-${key}`}>
              {value}
            </dd>
          </div>
        ))}
        <div className="chart-legend__cell">
          <dt>{t('legend.change')}</dt>
          <dd className={trend}>{changeText}</dd>
        </div>
        <div className="chart-legend__cell">
          <dt>{t('legend.volume')}</dt>
          <dd>{formatAmount(candle.volume, locale, 4)}</dd>
        </div>
      </dl>
      {overlays.length > 0 && <OverlayValues legend={legend} overlays={overlays} format={price.format} />}
    </div>
  );
}

/** The overlay values at the candle, and why a line has none yet: too few candles of the period. */
function OverlayValues({
  legend,
  overlays,
  format,
}: {
  legend: LegendState;
  overlays: readonly OverlayId[];
  format: (value: number) => string;
}) {
  const { t } = useTranslation('chart');
  const { values, count } = legend;
  const lines = OVERLAYS.filter((o) => overlays.includes(o.id)).flatMap((o) => o.lines);
  const waiting = lines.filter((line) => values[line.key] === undefined && count < line.needs);
  return (
    <>
      <dl className="chart-legend__overlays">
        {lines.map((line) => {
          const value = values[line.key];
          return (
            <div key={line.key} className="chart-legend__cell" style={{ color: `var(${line.color})` }}>
              <dt>{line.name}</dt>
              <dd>{value === undefined ? '--' : format(value)}</dd>
            </div>
          );
        })}
      </dl>
      {waiting.length > 0 && (
        <p className="chart-legend__note" role="note">
          {t('legend.tooFew', {
            names: waiting.map((line) => line.name).join(', '),
            have: count,
            need: Math.max(...waiting.map((line) => line.needs)),
          })}
        </p>
      )}
    </>
  );
}
