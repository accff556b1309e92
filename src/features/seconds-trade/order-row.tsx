// One seconds order from the server: pair, direction, stake, duration, open and close price, and
// either the time left (open), "settling" or the outcome with its signed amount.
import { Tag } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { SecondsOrder } from '@generated/model';
import { formatAmount, formatPrice } from '@/lib/format';
import { useNow } from './clock';
import { DirectionLabel, Duration } from './order-labels';
import { formatCountdown, outcomeOf, resultParts, trimDecimal } from './seconds-math';

function TimeLeft({ endsAt, at }: { endsAt: number; at?: number }) {
  const { t } = useTranslation('seconds-trade');
  const now = useNow();
  // The shared clock may lag the moment `endsAt` was set by up to one tick: never show more time
  // than was left then (a fresh 45 s order must not read 0:46).
  const remaining = at === undefined ? endsAt - now : Math.min(endsAt - now, endsAt - at);
  return (
    <span role="timer" className="seconds-order__timer">
      {remaining > 0 ? formatCountdown(remaining) : t('countdown.settlingShort')}
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
          {order.status === 1 && endsAt === undefined && <Tag color="primary">{t('orders.state.open')}</Tag>}
          {order.status === 2 && <Tag color="warning">{t('orders.state.settling')}</Tag>}
          {settled && (
            <Tag color={outcome === 'win' ? 'success' : outcome === 'lose' ? 'danger' : 'default'}>
              {t(`orders.state.${outcome}`)}
            </Tag>
          )}
        </span>
      </div>
      <dl className="seconds-order__grid">
        <div>
          <dt>{t('confirm.stake')}</dt>
          <dd>{money(formatAmount(order.number, locale))}</dd>
        </div>
        <div>
          <dt>{t('confirm.duration')}</dt>
          <dd>
            <Duration seconds={order.seconds} />
          </dd>
        </div>
        <div>
          <dt>{t('confirm.profitRatio')}</dt>
          <dd>{t('percent', { value: trimDecimal(order.profit_ratio) })}</dd>
        </div>
        <div>
          <dt>{t('orders.openPrice')}</dt>
          <dd>{formatPrice(order.open_price, locale)}</dd>
        </div>
        <div>
          <dt>{t('orders.endPrice')}</dt>
          <dd>{settled && order.end_price ? formatPrice(order.end_price, locale) : '--'}</dd>
        </div>
        <div>
          <dt>{t('orders.result')}</dt>
          <dd className={settled ? tone : undefined}>
            {settled ? money(`${parts.sign}${formatAmount(parts.value, locale)}`) : '--'}
          </dd>
        </div>
      </dl>
      <p className="seconds-order__time">
        <span>{t('orders.createdAt', { time: order.created_at })}</span>
        {order.complete_at && <span>{t('orders.completeAt', { time: order.complete_at })}</span>}
      </p>
    </li>
  );
}
