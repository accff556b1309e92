// The depth chart: the running totals of the ten bid levels (green, left) and ask levels (red,
// right) as two step areas in a small SVG, with the price range below. Follows the live store
// (one render per animation frame at most); the chart library is not needed for it.
import { useTranslation } from 'react-i18next';
import { depthChartShape } from './depth';
import { useLiveDepth, type PairLiveStore } from './pair-live-store';
import { formatPrice, formatQuantity } from '@/lib/format';

const WIDTH = 360;
const HEIGHT = 160;

interface DepthChartProps {
  store: PairLiveStore;
  precision: number;
  locale: string;
}

export function DepthChart({ store, precision, locale }: DepthChartProps) {
  const { t } = useTranslation('chart');
  const book = useLiveDepth(store);
  const shape = book ? depthChartShape(book, WIDTH, HEIGHT) : null;
  if (!book || !shape) {
    return (
      <p className="live-waiting" role="status">
        {t('depth.waiting')}
      </p>
    );
  }
  const p = (value: string) => formatPrice(value, locale, precision);
  const lastBid = book.bids[book.bids.length - 1]!;
  const lastAsk = book.asks[book.asks.length - 1]!;
  const deepest = Number(lastBid.total) >= Number(lastAsk.total) ? lastBid.total : lastAsk.total;
  const label = t('depth.label', {
    bidLow: p(lastBid.price),
    bidHigh: p(book.bids[0]!.price),
    askLow: p(book.asks[0]!.price),
    askHigh: p(lastAsk.price),
  });
  return (
    <figure className="depth-chart">
      <div className="depth-chart__legend" aria-hidden="true">
        <span className="depth-chart__key depth-chart__key--bid">{t('depth.bids')}</span>
        <span className="depth-chart__key depth-chart__key--ask">{t('depth.asks')}</span>
        <span className="depth-chart__max">{formatQuantity(deepest, locale)}</span>
      </div>
      <svg
        className="depth-chart__svg"
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        preserveAspectRatio="none"
        role="img"
        aria-label={label}
        data-testid="depth-chart"
      >
        <path className="depth-chart__area depth-chart__area--bid" d={shape.bids} />
        <path className="depth-chart__area depth-chart__area--ask" d={shape.asks} />
      </svg>
      <figcaption className="depth-chart__axis" aria-hidden="true">
        <span>{p(lastBid.price)}</span>
        <span>{p(lastAsk.price)}</span>
      </figcaption>
    </figure>
  );
}
