// One seconds order from the server: pair, direction, stake, duration, open and close price, and
// either the time left (open), "settling" or the outcome with its signed amount.
import { Tag } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { SecondsOrder } from '@generated/model';
import { FactList } from '@/components/fact-list';
import { formatAmount, formatPrice } from '@/lib/format';
import { useNow } from './clock';
import { DirectionLabel, Duration, TimeLeftText } from './order-labels';
import { outcomeOf, resultParts, trimDecimal } from './seconds-math';

function TimeLeft({ endsAt, at }: { endsAt: number; at?: number }) {
  const now = useNow();
  // The shared clock may lag the moment `endsAt` was set by up to one tick: never show more time
  // than was left then (a fresh 45 s order must not read 0:46).
  const remaining = at === undefined ? endsAt - now : Math.min(endsAt - now, endsAt - at);
  return (
    <span role="timer" className="seconds-order__timer">
      <TimeLeftText remaining={remaining} />
    </span>
  );
}

interface OrderRowProps {
  order: SecondsOrder;
  locale: string;
  /** Where an open order's countdown ends (epoch ms); from the store or the list's fetch time. */
  endsAt?: number;
  /** When `endsAt` was set (epoch ms): the time left is never more than it was then. */
  endsSetAt?: number;
  currency?: string;
}

export function OrderRow({ order, locale, endsAt, endsSetAt, currency = '' }: OrderRowProps) {
  const { t } = useTranslation('seconds-trade');
  const settled = order.status === 3;
  const outcome = outcomeOf(order);
  const parts = resultParts(order);
  const tone = outcome === 'win' ? 'up' : outcome === 'lose' ? 'down' : '';
  const money = (value: string) => (currency ? t('money', { value, currency }) : value);
  return (
    <li className="seconds-order" data-testid="seconds-order">
      <div className="seconds-order__head">
        <strong>{order.symbol_name}</strong>
        <DirectionLabel type={order.type} />
        <span className="seconds-order__state">
          {order.status === 1 && endsAt !== undefined && <TimeLeft endsAt={endsAt} at={endsSetAt} />}
          {order.status === 1 && endsAt === undefined && (
            <Tag color="primary" className="seconds-order__tag">
              {t('orders.state.open')}
            </Tag>
          )}
          {order.status === 2 && (
            <Tag color="warning" className="seconds-order__tag">
              {t('orders.state.settling')}
            </Tag>
          )}
          {settled && (
            <Tag
              color={outcome === 'win' ? 'success' : outcome === 'lose' ? 'danger' : 'default'}
              className={outcome === 'win' || outcome === 'lose' ? 'seconds-order__tag' : undefined}
            >
              {t(`orders.state.${outcome}`)}
            </Tag>
          )}
        </span>
      </div>
      <FactList
        className="seconds-order__grid"
        facts={[
          { label: t('confirm.stake'), value: money(formatAmount(order.number, locale)) },
          { label: t('confirm.duration'), value: <Duration seconds={order.seconds} /> },
          { label: t('confirm.profitRatio'), value: t('percent', { value: trimDecimal(order.profit_ratio) }) },
          { label: t('orders.openPrice'), value: formatPrice(order.open_price, locale) },
          {
            label: t('orders.endPrice'),
            value: settled && order.end_price ? formatPrice(order.end_price, locale) : '--',
          },
          {
            label: t('orders.result'),
            value: settled ? money(`${parts.sign}${formatAmount(parts.value, locale)}`) : '--',
            valueClassName: settled ? tone : undefined,
          },
        ]}
      />
      <p className="seconds-order__time">
        <span>{t('orders.createdAt', { time: order.created_at })}</span>
        {order.complete_at && <span>{t('orders.completeAt', { time: order.complete_at })}</span>}
      </p>
    </li>
  );
}
