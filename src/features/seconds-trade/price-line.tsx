// A compact live price line (SVG sparkline) of the last ticks of a pair, with the open price of
// the trader's order drawn as a dashed line when one is given.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { usePriceLine } from './price-line-store';

const WIDTH = 300;
const HEIGHT = 64;
const PAD = 4;

interface PriceLineProps {
  matchId: number;
  /** The last known price, drawn flat until ticks arrive. */
  fallback: number;
  /** A reference price to mark (the open price of an order). */
  reference?: number;
  className?: string;
}

export function PriceLine({ matchId, fallback, reference, className }: PriceLineProps) {
  const { t } = useTranslation('seconds-trade');
  const ticks = usePriceLine(matchId);
  const { path, area, trend, refY } = useMemo(() => {
    const points = ticks.length >= 2 ? ticks : Number.isFinite(fallback) && fallback > 0 ? [fallback, fallback] : [];
    if (points.length < 2) return { path: '', area: '', trend: 'flat', refY: null };
    const values = reference !== undefined && Number.isFinite(reference) ? [...points, reference] : points;
    const min = Math.min(...values);
    const max = Math.max(...values);
    const span = max - min || Math.abs(max) * 0.001 || 1;
    const x = (i: number) => (i / (points.length - 1)) * WIDTH;
    const y = (v: number) => PAD + (1 - (v - min) / span) * (HEIGHT - 2 * PAD);
    const line = points.map((v, i) => `${i === 0 ? 'M' : 'L'}${x(i).toFixed(1)},${y(v).toFixed(1)}`).join(' ');
    const first = points[0] ?? 0;
    const end = points[points.length - 1] ?? 0;
    return {
      path: line,
      area: `${line} L${WIDTH},${HEIGHT} L0,${HEIGHT} Z`,
      trend: end > first ? 'up' : end < first ? 'down' : 'flat',
      refY: reference !== undefined && Number.isFinite(reference) ? y(reference) : null,
    };
  }, [ticks, fallback, reference]);

  return (
    <svg
      className={['price-line', `price-line--${trend}`, className].filter(Boolean).join(' ')}
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      preserveAspectRatio="none"
      role="img"
      aria-label={t('price.lineLabel')}
      data-points={ticks.length}
    >
      {area && <path className="price-line__area" d={area} />}
      {refY !== null && (
        <line
          className="price-line__reference"
          x1={0}
          x2={WIDTH}
          y1={refY}
          y2={refY}
          vectorEffect="non-scaling-stroke"
        />
      )}
      {path && <path className="price-line__path" d={path} vectorEffect="non-scaling-stroke" />}
    </svg>
  );
}
