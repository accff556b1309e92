// The pair's open orders under the form (first page), with a link to every order, a cancel on each
// and "Cancel all" for the pair (after a confirmation). While some rest, the list is asked again
// every few seconds: the market fills them and nothing pushes that; when one leaves the list, the
// balances and the other order lists are refreshed too.
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getListWalletsQueryKey } from '@generated/api/assets/assets';
import { getListCoinOrdersQueryKey, useListCoinOrders } from '@generated/api/spot-trade/spot-trade';
import type { Quotation } from '@generated/model';
import { NavTextButton } from '@/components/nav-text-button';
import { QueryError } from '@/components/query-error';
import { retryOf } from '@/components/retry-of';
import { ROUTES } from '@/lib/routes';
import { OrderItem } from './order-item';
import { useCancelOrders } from './use-cancel-orders';
import { LoadingLines } from '@/components/skeleton-lines';

// The dialog (and the UI kit it is drawn with) loads when "Cancel all" is first pressed: the Trade
// tab paints without the kit.
const ConfirmDialog = lazy(() => import('@/components/confirm-dialog').then((m) => ({ default: m.ConfirmDialog })));

export const ORDERS_PAGE_SIZE = 10;
/** How often the open orders are asked again while some rest. */
export const OPEN_REFRESH_MS = 5_000;

export function OpenOrders({ pair, locale }: { pair: Quotation; locale: string }) {
  const { t } = useTranslation('spot-trade');
  const queryClient = useQueryClient();
  const { cancelOne, cancelling, cancelPair } = useCancelOrders();
  const [dialogWanted, setDialogWanted] = useState(false);
  if (cancelPair.dialog.visible && !dialogWanted) setDialogWanted(true);
  const orders = useListCoinOrders(
    { page: 1, limit: ORDERS_PAGE_SIZE, status: 1, currency_id: pair.currency_id, legal_id: pair.legal_id },
    {
      query: {
        refetchInterval: (query) => (query.state.data?.some((order) => order.status === 1) ? OPEN_REFRESH_MS : false),
      },
    },
  );

  // An order that left the list was filled (or cancelled): its money moved, and the other lists
  // (all orders, filled ones) no longer hold what they showed.
  const shownIds = useRef<Set<number> | null>(null);
  useEffect(() => {
    if (!orders.data) return;
    const ids = new Set(orders.data.filter((order) => order.status === 1).map((order) => order.id));
    const before = shownIds.current;
    shownIds.current = ids;
    if (!before || [...before].every((id) => ids.has(id))) return;
    void queryClient.invalidateQueries({ queryKey: getListWalletsQueryKey() });
    void queryClient.invalidateQueries({ queryKey: getListCoinOrdersQueryKey(), refetchType: 'none' });
  }, [orders.data, queryClient]);

  // Asked for open orders only, but a list that answers with filled or cancelled ones must not
  // present them as open: only orders in progress (status 1) are shown here.
  const open = orders.data?.filter((order) => order.status === 1);

  const symbol = `${pair.currency_name}/${pair.legal_name}`;
  return (
    <section className="spot-open" aria-labelledby="spot-open-title">
      <div className="spot-open__head">
        <h2 id="spot-open-title" className="spot-open__title">
          {t('open.title')}
        </h2>
        {open && open.length > 0 && (
          <button
            type="button"
            className="spot-open__cancel-all"
            onClick={() =>
              cancelPair.open({
                currencyId: pair.currency_id,
                legalId: pair.legal_id,
                symbol,
                count: open.length,
              })
            }
          >
            {t('cancel.all')}
          </button>
        )}
        <NavTextButton to={ROUTES.spotOrders}>{t('open.all')}</NavTextButton>
      </div>
      {orders.isPending && <LoadingLines count={4} />}
      {orders.isError && <QueryError {...retryOf(orders)} compact />}
      {open && open.length === 0 && <p className="spot-empty">{t('open.empty')}</p>}
      {open && open.length > 0 && (
        <ul className="spot-orders__list" aria-label={t('open.title')}>
          {open.map((order) => (
            <OrderItem
              key={order.id}
              order={order}
              locale={locale}
              onCancel={cancelOne}
              cancelling={cancelling === order.id}
            />
          ))}
        </ul>
      )}
      {dialogWanted && (
        <Suspense fallback={null}>
          <ConfirmDialog
            {...cancelPair.dialog}
            danger
            title={t('cancel.allTitle', { symbol: cancelPair.draft?.symbol ?? symbol })}
            confirmText={t('cancel.allConfirm')}
            cancelText={t('cancel.keep')}
          >
            <p className="confirm-dialog__note">
              {t('cancel.allNote', { symbol: cancelPair.draft?.symbol ?? symbol })}
            </p>
          </ConfirmDialog>
        </Suspense>
      )}
    </section>
  );
}
