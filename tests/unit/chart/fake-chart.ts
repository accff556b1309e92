// A stand-in for lightweight-charts (jsdom has no canvas): it records what the app asks of the
// chart — created charts, series, setData and update calls, options, resizes and removal — so a
// test can check that history is drawn with setData() once and ticks go through update().
type Data = Record<string, unknown>;

export class FakeSeries {
  readonly type: string;
  options: Data;
  data: Data[] = [];
  setDataCalls = 0;
  updates: Data[] = [];
  constructor(type: string, options: Data = {}) {
    this.type = type;
    this.options = { ...options };
  }
  setData(data: Data[]) {
    this.setDataCalls += 1;
    this.data = [...data];
  }
  update(bar: Data) {
    this.updates.push(bar);
    const last = this.data[this.data.length - 1];
    if (last && last.time === bar.time) this.data[this.data.length - 1] = bar;
    else this.data.push(bar);
  }
  applyOptions(options: Data) {
    this.options = { ...this.options, ...options };
  }
}

export class FakeChart {
  readonly element: HTMLElement;
  options: Data;
  series: FakeSeries[] = [];
  resizes: [number, number][] = [];
  removed = false;
  crosshair: ((param: { time?: number }) => void) | null = null;
  scales = new Map<string, Data>();
  /** The visible logical range, as the app last set it (or a test pretends the user scrolled). */
  range: { from: number; to: number } | null = { from: 0, to: 50 };
  ranges: { from: number; to: number }[] = [];
  /** The scrolls to a position the app asked for (`scrollToPosition`), and whether animated. */
  scrolls: { position: number; animated: boolean }[] = [];
  rangeListener: ((range: { from: number; to: number } | null) => void) | null = null;
  constructor(element: HTMLElement, options: Data = {}) {
    this.element = element;
    this.options = options;
  }
  addSeries(type: string, options?: Data) {
    const series = new FakeSeries(type, options);
    this.series.push(series);
    return series;
  }
  byType(type: string) {
    return this.series.filter((s) => s.type === type);
  }
  priceScale(id: string) {
    return { applyOptions: (options: Data) => this.scales.set(id, options) };
  }
  timeScale() {
    return {
      options: () => ({ rightOffset: Number((this.options.timeScale as Data | undefined)?.rightOffset ?? 0) }),
      scrollToPosition: (position: number, animated: boolean) => {
        this.scrolls.push({ position, animated });
      },
      getVisibleLogicalRange: () => this.range,
      setVisibleLogicalRange: (range: { from: number; to: number }) => {
        this.range = range;
        this.ranges.push(range);
      },
      subscribeVisibleLogicalRangeChange: (handler: (range: { from: number; to: number } | null) => void) => {
        this.rangeListener = handler;
      },
      unsubscribeVisibleLogicalRangeChange: () => {
        this.rangeListener = null;
      },
    };
  }
  /** The trader scrolls the chart to show this logical range. */
  scrollTo(range: { from: number; to: number }) {
    this.range = range;
    this.rangeListener?.(range);
  }
  /** Every applyOptions call after creation (each makes the library redraw the whole chart). */
  applied: Data[] = [];
  /** Merges as the library does: nested option groups (`timeScale`, `layout`) key by key. */
  applyOptions(options: Data) {
    this.applied.push(options);
    const merged: Data = { ...this.options };
    for (const [key, value] of Object.entries(options)) {
      const before = merged[key];
      merged[key] =
        value && typeof value === 'object' && before && typeof before === 'object' && !Array.isArray(value)
          ? { ...(before as Data), ...(value as Data) }
          : value;
    }
    this.options = merged;
  }
  resize(width: number, height: number) {
    this.resizes.push([width, height]);
  }
  remove() {
    this.removed = true;
  }
  subscribeCrosshairMove(handler: (param: { time?: number }) => void) {
    this.crosshair = handler;
  }
  unsubscribeCrosshairMove() {
    this.crosshair = null;
  }
}

export const charts: FakeChart[] = [];

export function createChart(element: HTMLElement, options?: Data) {
  const chart = new FakeChart(element, options);
  charts.push(chart);
  return chart;
}

export const CandlestickSeries = 'Candlestick';
export const HistogramSeries = 'Histogram';
export const LineSeries = 'Line';
export const ColorType = { Solid: 'solid' };
export const CrosshairMode = { Normal: 0 };
export const TickMarkType = { Year: 0, Month: 1, DayOfMonth: 2, Time: 3, TimeWithSeconds: 4 };
