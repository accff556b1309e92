// The outcome of a settled seconds order (win, loss or flat with the amount), shown once per order
// wherever the trader is in this area; the next settled order follows when this one is closed.
import { Dialog } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAmount, formatPrice } from '@/lib/format';
import { DirectionLabel } from './order-labels';
import { dismissSecondsResult, useSecondsOrders, type SettledSecondsOrder } from './open-orders-store';
import { outcomeOf, resultParts } from './seconds-math';

export function ResultDialog({ locale }: { locale: string }) {
  const { t } = useTranslation('seconds-trade');
  const { results } = useSecondsOrders();
  const [closing, setClosing] = useState<SettledSecondsOrder | null>(null);
  const current = results[0] ?? null;
  const shown = current ?? closing;
  const outcome = shown ? outcomeOf(shown.result) : 'flat';
  const title = t(`result.title.${outcome}`);
  const parts = shown ? resultParts(shown.result) : null;
  const tone = outcome === 'win' ? 'up' : outcome === 'lose' ? 'down' : '';

  return (
    <Dialog
      visible={current !== null}
      aria-label={title}
      title={title}
      afterClose={() => setClosing(null)}
      content={
        shown && (
          <div className={`seconds-result seconds-result--${outcome}`} data-testid="seconds-result">
            <p className={`seconds-result__amount ${tone}`}>
              {t('money', {
                value: parts ? `${parts.sign}${formatAmount(parts.value, locale)}` : '',
                currency: shown.order.currency,
              })}
            </p>
            <dl className="seconds-figures label-rows">
              <div>
                <dt>{t('confirm.pair')}</dt>
                <dd>{shown.result.symbol_name || shown.order.symbol}</dd>
              </div>
              <div>
                <dt>{t('confirm.direction')}</dt>
                <dd>
                  <DirectionLabel type={shown.order.type} />
                </dd>
              </div>
              <div>
                <dt>{t('confirm.stake')}</dt>
                <dd>
                  {t('money', { value: formatAmount(shown.order.number, locale), currency: shown.order.currency })}
                </dd>
              </div>
              <div>
                <dt>{t('orders.openPrice')}</dt>
                <dd>{formatPrice(shown.result.open_price || shown.order.openPrice, locale)}</dd>
              </div>
              <div>
                <dt>{t('orders.endPrice')}</dt>
                <dd>{shown.result.end_price ? formatPrice(shown.result.end_price, locale) : '--'}</dd>
              </div>
            </dl>
          </div>
        )
      }
      actions={[{ key: 'ok', text: t('result.ok'), bold: true }]}
      onAction={() => {
        if (!current) return;
        setClosing(current);
        dismissSecondsResult(current.order.id);
      }}
    />
  );
}
