// A small candle chart of one pair for a trading screen (the Contract screen shows it above its
// order form): the one chart component (ChartView) on the pair's live store, 15-minute candles
// by default with a few periods to switch, without legend or overlays, and a link to the pair's
// full chart. The history's failure shows an error with a retry over the chart.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Quotation } from '@generated/model';
import { QueryError } from '@/components/query-error';
import { retryOf } from '@/components/retry-of';
import { SkeletonLines } from '@/components/skeleton-lines';
import { priceDecimals } from '@/lib/format';
import { ChartView } from './chart-view';
import { usePairLiveStore } from './pair-live-store';
import { CHART_PERIODS, type ChartPeriod } from './periods';
import { useKlineHistory } from './use-kline-history';
import './chart.css';
import './mini-chart.css';

/** The periods a small chart offers (15 minutes first). */
const MINI_PERIODS = ['15min', '60min', '1day'].map((id) => CHART_PERIODS.find((p) => p.id === id)!);

const nowSeconds = () => Math.floor(Date.now() / 1000);

export interface MiniChartProps {
  pair: Quotation;
  /** BCP 47 locale of the axis labels. */
  locale: string;
  /** Accessible name of the chart. */
  label: string;
}

export function MiniChart({ pair, locale, label }: MiniChartProps) {
  const { t } = useTranslation('chart');
  const symbol = `${pair.currency_name}/${pair.legal_name}`;
  const [range, setRange] = useState<{ period: ChartPeriod; now: number }>(() => ({
    period: MINI_PERIODS[0]!,
    now: nowSeconds(),
  }));
  const store = usePairLiveStore(symbol, range.period);
  const { latest: history, candles } = useKlineHistory(symbol, range.period, range.now);

  return (
    <div className="mini-chart" aria-busy={history.isPending}>
      <div className="mini-chart__periods" role="group" aria-label={t('periods.label')}>
        {MINI_PERIODS.map((period) => (
          <button
            key={period.id}
            type="button"
            className={
              period.id === range.period.id ? 'mini-chart__period mini-chart__period--on' : 'mini-chart__period'
            }
            aria-pressed={period.id === range.period.id}
            onClick={() => period.id !== range.period.id && setRange({ period, now: nowSeconds() })}
          >
            {t(`periods.${period.labelKey}`)}
          </button>
        ))}
      </div>
      <ChartView
        candles={candles}
        period={range.period}
        store={store}
        overlays={[]}
        precision={priceDecimals(pair.now_price) ?? 2}
        price={Number(pair.now_price)}
        locale={locale}
        label={label}
      />
      {history.isPending && (
        <div className="mini-chart__overlay" data-testid="chart-loading">
          <SkeletonLines count={3} />
        </div>
      )}
      {history.isError && (
        <div className="mini-chart__overlay">
          <QueryError compact {...retryOf(history)} />
        </div>
      )}
    </div>
  );
}
