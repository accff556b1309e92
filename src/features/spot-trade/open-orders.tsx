// The pair's open orders under the form (first page), with a link to every order.
import { useTranslation } from 'react-i18next';
import { useListCoinOrders } from '@generated/api/spot-trade/spot-trade';
import type { Quotation } from '@generated/model';
import { NavTextButton } from '@/components/nav-text-button';
import { QueryError, retryOf } from '@/components/query-error';
import { ROUTES } from '@/lib/routes';
import { OrderItem } from './order-item';
import { LoadingLines } from '@/components/skeleton-lines';

export const ORDERS_PAGE_SIZE = 10;

export function OpenOrders({ pair, locale }: { pair: Quotation; locale: string }) {
  const { t } = useTranslation('spot-trade');
  const orders = useListCoinOrders({
    page: 1,
    limit: ORDERS_PAGE_SIZE,
    status: 1,
    currency_id: pair.currency_id,
    legal_id: pair.legal_id,
  });

  // Asked for open orders only, but a list that answers with filled or cancelled ones must not
  // present them as open: only orders in progress (status 1) are shown here.
  const open = orders.data?.filter((order) => order.status === 1);

  return (
    <section className="spot-open" aria-labelledby="spot-open-title">
      <div className="spot-open__head">
        <h2 id="spot-open-title" className="spot-open__title">
          {t('open.title')}
        </h2>
        <NavTextButton to={ROUTES.spotOrders}>{t('open.all')}</NavTextButton>
      </div>
      {orders.isPending && <LoadingLines count={4} />}
      {orders.isError && <QueryError {...retryOf(orders)} compact />}
      {open && open.length === 0 && <p className="spot-empty">{t('open.empty')}</p>}
      {open && open.length > 0 && (
        <ul className="spot-orders__list" aria-label={t('open.title')}>
          {open.map((order) => (
            <OrderItem key={order.id} order={order} locale={locale} />
          ))}
        </ul>
      )}
    </section>
  );
}
