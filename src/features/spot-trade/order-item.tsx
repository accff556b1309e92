// One spot order: pair, side (word and colour), limit or market, price, amount, total, status
// and time.
import { useTranslation } from 'react-i18next';
import type { CoinOrder } from '@generated/model';
import { formatAmount, formatPrice } from '@/lib/format';
import { toBig, totalFor } from './order-math';

const STATUS = {
  1: { key: 'orders.status.open', color: 'warning' },
  2: { key: 'orders.status.filled', color: 'success' },
  3: { key: 'orders.status.cancelled', color: 'default' },
} as const;

export function OrderItem({ order, locale }: { order: CoinOrder; locale: string }) {
  const { t } = useTranslation('spot-trade');
  const [base = '', quote = ''] = order.symbol.split('/');
  const market = toBig(order.target_price)?.eq(0) ?? false;
  const price = market ? (order.trade_price ?? '') : order.target_price;
  const total = totalFor(order.trade_amount, price);
  const status = STATUS[order.status];
  const buy = order.type === 1;
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
        <div>
          <dt>{t('orders.price', { quote })}</dt>
          <dd>{price && toBig(price) ? formatPrice(price, locale) : '--'}</dd>
        </div>
        <div>
          <dt>{t('orders.amount', { base })}</dt>
          <dd>{formatAmount(order.trade_amount, locale)}</dd>
        </div>
        <div>
          <dt>{t('orders.total', { quote })}</dt>
          <dd>{total ? `${market ? '≈ ' : ''}${formatAmount(total, locale)}` : '--'}</dd>
        </div>
      </dl>
      {order.created_at && <p className="spot-order__time">{order.created_at}</p>}
    </li>
  );
}
