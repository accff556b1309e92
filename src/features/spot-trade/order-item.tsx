// One spot order: pair, side (word and colour), limit or market, status, the price, amount and
// total; a filled order adds its average fill price and the fee (in the coin received); an open
// order offers its cancel when the list gives one.
import { useTranslation } from 'react-i18next';
import type { CoinOrder } from '@generated/model';
import { formatAmount, formatPrice } from '@/lib/format';
import { averagePrice, toBig, totalFor } from './order-math';

const STATUS = {
  1: { key: 'orders.status.open', color: 'warning' },
  2: { key: 'orders.status.filled', color: 'success' },
  3: { key: 'orders.status.cancelled', color: 'default' },
} as const;

interface OrderItemProps {
  order: CoinOrder;
  locale: string;
  /** Offered on open orders: cancels this one. */
  onCancel?: (order: CoinOrder) => void;
  /** This order's cancel is on its way. */
  cancelling?: boolean;
}

export function OrderItem({ order, locale, onCancel, cancelling = false }: OrderItemProps) {
  const { t } = useTranslation('spot-trade');
  const [base = '', quote = ''] = order.symbol.split('/');
  const market = toBig(order.target_price)?.eq(0) ?? false;
  const price = market ? (order.trade_price ?? '') : order.target_price;
  const average = averagePrice(order);
  const total = totalFor(order.trade_amount, average ?? price);
  const status = STATUS[order.status];
  const buy = order.type === 1;
  const figures: { key: string; label: string; value: string }[] = [
    {
      key: 'price',
      label: t('orders.price', { quote }),
      value:
        market && order.status !== 1 ? t('orders.market') : price && toBig(price) ? formatPrice(price, locale) : '--',
    },
    ...(order.status === 2
      ? [
          {
            key: 'average',
            label: t('orders.average', { quote }),
            value: average ? formatPrice(average, locale) : '--',
          },
        ]
      : []),
    { key: 'amount', label: t('orders.amount', { base }), value: formatAmount(order.trade_amount, locale) },
    {
      key: 'total',
      label: t('orders.total', { quote }),
      value: total ? `${market && !average ? '≈ ' : ''}${formatAmount(total, locale)}` : '--',
    },
    ...(order.status === 2
      ? [
          {
            key: 'fee',
            label: t('orders.fee'),
            value: order.fee && toBig(order.fee) ? `${formatAmount(order.fee, locale)} ${buy ? base : quote}` : '--',
          },
        ]
      : []),
  ];
  return (
    <li className="spot-order" data-testid="spot-order">
      <div className="spot-order__top">
        <span className={buy ? 'spot-order__side spot-trend--up' : 'spot-order__side spot-trend--down'}>
          {buy ? t('orders.buy') : t('orders.sell')}
        </span>
        <strong className="spot-order__pair">{order.symbol}</strong>
        <span className="spot-order__kind">{market ? t('orders.market') : t('orders.limit')}</span>
        <span className={`spot-order__status spot-order__status--${status.color}`}>{t(status.key)}</span>
      </div>
      <dl className="spot-order__figures">
        {figures.map((figure) => (
          <div key={figure.key} data-testid={`spot-order-${figure.key}`}>
            <dt>{figure.label}</dt>
            <dd>{figure.value}</dd>
          </div>
        ))}
      </dl>
      <div className="spot-order__foot">
        {order.created_at && <p className="spot-order__time">{order.created_at}</p>}
        {onCancel && order.status === 1 && (
          <button
            type="button"
            className="outline-button query-error__retry--mini spot-order__cancel"
            disabled={cancelling}
            aria-busy={cancelling}
            aria-label={t('cancel.oneLabel', { symbol: order.symbol })}
            onClick={() => onCancel(order)}
          >
            {t('cancel.one')}
          </button>
        )}
      </div>
    </li>
  );
}
