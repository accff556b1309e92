// The pair's summary: last price (live from `daymarket` through useLiveTicker), its direction
// since the previous tick (arrow and colour), the value in the chosen fiat for USDT pairs, and
// the 24 h change, high, low and volume.
import Big from 'big.js';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Quotation } from '@generated/model';
import { useLiveTicker } from '@/api/live-market';
import { FactList } from '@/components/fact-list';
import { useFiat } from '@/hooks/use-fiat';
import {
  fiatDecimals,
  formatChange,
  formatCompact,
  formatFiat,
  formatPrice,
  priceDecimals,
  trendOf,
  type Trend,
} from '@/lib/format';

const ARROW: Record<Trend, string> = { up: '↑', down: '↓', flat: '' };

function compare(next: string, previous: string): Trend {
  try {
    const c = new Big(next).cmp(new Big(previous));
    return c > 0 ? 'up' : c < 0 ? 'down' : 'flat';
  } catch {
    return 'flat';
  }
}

/**
 * The price in the chosen fiat: the currency's own decimals, or the pair's when the value is
 * below one unit (0.38214 USDT shows as $0.38214, not $0.38). Converted on decimals (big.js).
 */
function fiatText(value: Big, code: string, precision: number, locale: string): string {
  const own = fiatDecimals(code, locale);
  return formatFiat(value, code, locale, value.abs().lt(1) ? Math.max(own, precision) : own);
}

/** The direction of the last price since the one before it (a new price re-evaluates it). */
function useTickDirection(price: string, fallback: Trend): Trend {
  const [state, setState] = useState({ price, trend: fallback });
  if (state.price !== price) {
    const moved = compare(price, state.price);
    setState({ price, trend: moved === 'flat' ? state.trend : moved });
  }
  return state.trend;
}

export function PairHeader({ pair, locale }: { pair: Quotation; locale: string }) {
  const { t } = useTranslation('chart');
  const ticker = useLiveTicker(pair.id);
  const { fiat, toFiat } = useFiat();
  const price = ticker?.price || pair.now_price;
  const change = ticker?.change || pair.change;
  const high = ticker?.high || pair.high || '';
  const low = ticker?.low || pair.low || '';
  const volume = ticker?.volume || pair.volume;
  const changeTrend = trendOf(change);
  const tick = useTickDirection(price, changeTrend);

  return (
    <section className="pair-header" aria-label={t('header.label')}>
      <div className="pair-header__main">
        <p className="visually-hidden">{t('header.lastPrice')}</p>
        <p className={`pair-header__price ${tick}`} data-testid="last-price">
          {formatPrice(price, locale)}
          {tick !== 'flat' && (
            <span className="pair-header__arrow">
              <span aria-hidden="true">{ARROW[tick]}</span>
              <span className="visually-hidden">{t(tick === 'up' ? 'header.rising' : 'header.falling')}</span>
            </span>
          )}
        </p>
        {pair.legal_name === 'USDT' && (
          <p className="pair-header__fiat">
            <span aria-hidden="true">≈ </span>
            <span className="visually-hidden">{t('header.about')} </span>
            {fiatText(toFiat(price), fiat.currency_code, priceDecimals(pair.now_price) ?? 2, locale)}
          </p>
        )}
        <p className={`pair-header__change ${changeTrend}`}>
          <span className="visually-hidden">{t('header.change')} </span>
          {formatChange(change, locale)}
        </p>
      </div>
      <FactList
        className="pair-header__stats label-rows"
        facts={[
          { label: t('header.high'), value: high ? formatPrice(high, locale) : '--' },
          { label: t('header.low'), value: low ? formatPrice(low, locale) : '--' },
          { label: t('header.volume', { asset: pair.currency_name }), value: formatCompact(volume, 2, locale) },
        ]}
      />
    </section>
  );
}
