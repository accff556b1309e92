// The latest trades of the pair from `match_trade`, newest first: time, price (green for a buy,
// red for a sell, with an arrow and the side in words) and amount. One render per frame at most.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLiveTrades, type PairLiveStore } from './pair-live-store';
import { formatPrice, formatQuantity } from '@/lib/format';

interface TradesTapeProps {
  store: PairLiveStore;
  base: string;
  quote: string;
  precision: number;
  locale: string;
}

export function TradesTape({ store, base, quote, precision, locale }: TradesTapeProps) {
  const { t } = useTranslation('chart');
  const trades = useLiveTrades(store);
  // Made once per language, not on each frame the tape redraws.
  const time = useMemo(
    () => new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' }),
    [locale],
  );
  if (trades.length === 0) {
    return (
      <p className="live-waiting" role="status">
        {t('trades.waiting')}
      </p>
    );
  }
  return (
    <div className="tape">
      <div className="tape__head" aria-hidden="true">
        <span>{t('trades.time')}</span>
        <span>{t('trades.price', { asset: quote })}</span>
        <span>{t('trades.amount', { asset: base })}</span>
      </div>
      <ol className="tape__list" aria-label={t('sections.trades')}>
        {trades.map((trade) => {
          const up = trade.direction === 'buy';
          return (
            <li key={trade.key} className="tape__row" data-testid="trade-row">
              <time dateTime={new Date(trade.ts).toISOString()}>{time.format(trade.ts)}</time>
              <span className={up ? 'up' : 'down'}>
                <span aria-hidden="true">{up ? '↑' : '↓'} </span>
                <span className="visually-hidden">{t(up ? 'trades.buy' : 'trades.sell')} </span>
                {formatPrice(trade.price, locale, precision)}
              </span>
              <span>{formatQuantity(trade.amount, locale)}</span>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
