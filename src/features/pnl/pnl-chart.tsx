// The P/L chart: the days' bars and the cumulative line, drawn by lightweight-charts, which loads
// with the first chart (pnl-chart-draw.ts). The chart is made again when the days or the theme change and
// removed on unmount; it follows its box's size. Screen readers get the same figures in the list
// below it (the chart itself is a labelled image).
import { useEffect, useRef, useState } from 'react';
import { useTheme } from '@/hooks/use-theme';
import type { PnlPoint } from './pnl-chart-draw';

interface PnlChartProps {
  points: readonly PnlPoint[];
  label: string;
  locale: string;
  format: (value: number) => string;
  /** Said when the library cannot be loaded. */
  failedText: string;
}

export function PnlChart({ points, label, locale, format, failedText }: PnlChartProps) {
  const box = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  // Made again in the page's colours when the theme (light or dark) changes.
  const { theme } = useTheme();
  useEffect(() => {
    let removed = false;
    let remove: (() => void) | undefined;
    import('./pnl-chart-draw')
      .then(({ drawPnlChart }) => {
        if (removed || !box.current) return;
        const chart = drawPnlChart(box.current, points, format, locale);
        remove = () => chart.remove();
      })
      .catch(() => !removed && setFailed(true));
    return () => {
      removed = true;
      remove?.();
    };
    // (theme: the chart reads its colours from the page when it is made.)
  }, [points, format, locale, theme]);
  return (
    <div className="pnl-chart" role="img" aria-label={label} data-testid="pnl-chart">
      {failed ? <p className="pnl-chart__failed">{failedText}</p> : <div ref={box} className="pnl-chart__box" />}
    </div>
  );
}
