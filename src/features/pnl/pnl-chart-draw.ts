// lightweight-charts for the P/L screen, loaded by pnl-chart.tsx when the chart is first drawn
// (the library is not on the screen's first paint): one bar a day (green gain, red loss) and the
// cumulative P/L as a line on the left scale.
import { ColorType, createChart, HistogramSeries, LineSeries, type IChartApi, type Time } from 'lightweight-charts';

export interface PnlPoint {
  /** `YYYY-MM-DD`. */
  date: string;
  pnl: number;
  cumulative: number;
}

function themeColor(name: string, fallback: string): string {
  const value = getComputedStyle(document.documentElement).getPropertyValue(name).trim();
  return value || fallback;
}

export function drawPnlChart(
  box: HTMLElement,
  points: readonly PnlPoint[],
  format: (value: number) => string,
  locale: string,
): IChartApi {
  const text = themeColor('--app-text-2', '#8a8f98');
  const grid = themeColor('--app-border', '#2a2e37');
  const up = themeColor('--app-up', '#0ecb81');
  const down = themeColor('--app-down', '#f6465d');
  const line = themeColor('--app-orange', '#f7a600');
  const chart = createChart(box, {
    autoSize: true,
    layout: { background: { type: ColorType.Solid, color: 'transparent' }, textColor: text, attributionLogo: false },
    grid: { vertLines: { visible: false }, horzLines: { color: grid } },
    rightPriceScale: { borderVisible: false },
    leftPriceScale: { visible: true, borderVisible: false },
    timeScale: { borderVisible: false, fixLeftEdge: true, fixRightEdge: true },
    localization: { locale, priceFormatter: format },
    handleScroll: false,
    handleScale: false,
  });
  const bars = chart.addSeries(HistogramSeries, { priceLineVisible: false, lastValueVisible: false });
  bars.setData(points.map((p) => ({ time: p.date as Time, value: p.pnl, color: p.pnl >= 0 ? up : down })));
  const cumulative = chart.addSeries(LineSeries, {
    priceScaleId: 'left',
    color: line,
    lineWidth: 2,
    priceLineVisible: false,
    lastValueVisible: false,
  });
  cumulative.setData(points.map((p) => ({ time: p.date as Time, value: p.cumulative })));
  chart.timeScale().fitContent();
  return chart;
}
