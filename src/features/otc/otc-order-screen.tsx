// An OTC order (otc/order?id=): its state, the payment countdown while it waits for payment (the
// order is cancelled when it runs out, so the order is read again then), the figures, the
// seller's accounts to pay to (a buy order) and the actions of its state (otc-order-actions).
// While it waits for the other side (the merchant's release or payment, support's decision) it is
// read again every few seconds, and the balances once it completes or is cancelled.
import { useQueryClient } from '@tanstack/react-query';
import { Skeleton, Tag } from 'antd-mobile';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from '@/lib/router';
import { getListWalletsQueryKey } from '@generated/api/assets/assets';
import { useGetOtcOrder } from '@generated/api/otc/otc';
import type { OtcOrder } from '@generated/model';
import { FactList } from '@/components/fact-list';
import { Page } from '@/components/page';
import { QueryError } from '@/components/query-error';
import { retryOf } from '@/components/retry-of';
import { copyText } from '@/lib/clipboard';
import { useOtcFormat } from './otc-format';
import { clockText, usePaymentCountdown } from './otc-countdown';
import { OrderActions } from './otc-order-actions';
import { OTC_STATUS, otcStatusKeys } from './otc-status';
import './otc.css';

function Countdown({
  order,
  receivedAt,
  onExpired,
}: {
  order: OtcOrder;
  receivedAt: number;
  onExpired: () => unknown;
}) {
  const { t } = useTranslation('otc');
  const left = usePaymentCountdown(order.expire_seconds, receivedAt);
  const expired = left === 0;
  // Once per expiry: the server has cancelled the order by now, so it is read again.
  useEffect(() => {
    if (expired) void onExpired();
  }, [expired, onExpired]);
  return (
    <p className="otc-countdown" role="timer" aria-live="off" data-testid="otc-countdown">
      {order.side === 'buy' ? t('detail.payWithin') : t('detail.buyerPaysWithin')} <strong>{clockText(left)}</strong>
    </p>
  );
}

function Accounts({ order }: { order: OtcOrder }) {
  const { t } = useTranslation('otc');
  if (order.payment_accounts.length === 0) return null;
  return (
    <section className="otc-card" aria-label={order.side === 'buy' ? t('detail.payTo') : t('detail.yourAccounts')}>
      <h2 className="otc-card__title">{order.side === 'buy' ? t('detail.payTo') : t('detail.yourAccounts')}</h2>
      {order.payment_accounts.map((account) => (
        <FactList
          key={account.method}
          className="otc-account"
          facts={[
            { label: t('detail.method'), value: t(`methods.${account.method}`) },
            { label: t('detail.accountName'), value: account.account_name },
            {
              label: t('detail.account'),
              value: (
                <>
                  {account.account}{' '}
                  <button
                    type="button"
                    className="link-button"
                    aria-label={t('detail.copyAccount', { account: account.account })}
                    onClick={() => void copyText(account.account)}
                  >
                    {t('detail.copy')}
                  </button>
                </>
              ),
            },
            account.bank_name && { label: t('detail.bank'), value: account.bank_name },
          ]}
        />
      ))}
    </section>
  );
}

function OrderBody({ order, receivedAt, refetch }: { order: OtcOrder; receivedAt: number; refetch: () => unknown }) {
  const { t } = useTranslation('otc');
  const format = useOtcFormat();
  const waiting = order.status === OTC_STATUS.unpaid;
  const status = otcStatusKeys(order);
  return (
    <div className="otc-page otc-page--with-actions">
      <section className={`otc-status otc-status--${order.status}`} aria-label={t('detail.state')}>
        <h2>{t(status.label)}</h2>
        <p>{t(status.note)}</p>
        {waiting && <Countdown order={order} receivedAt={receivedAt} onExpired={refetch} />}
      </section>
      <section className="otc-card" aria-label={t('detail.figures')}>
        <p className="otc-card__total">
          <Tag color={order.side === 'buy' ? 'success' : 'danger'}>{t(`side.${order.side}`)}</Tag>
          <strong data-testid="otc-detail-total">{format.fiat(order.total, order.fiat)}</strong>
        </p>
        <FactList
          className="otc-figures"
          facts={[
            { label: t('ad.price'), value: format.price(order.price, order.fiat) },
            { label: t('order.quantity'), value: format.usdt(order.number) },
            { label: t('order.merchant'), value: order.merchant.nickname },
            { label: t('detail.orderNo'), value: order.order_no },
            { label: t('detail.created'), value: format.dateTime(order.create_time) },
            order.paid_time !== null && { label: t('detail.paidAt'), value: format.dateTime(order.paid_time) },
            order.finish_time !== null && { label: t('detail.finishedAt'), value: format.dateTime(order.finish_time) },
            order.appeal_reason && { label: t('detail.appealReason'), value: order.appeal_reason },
          ]}
        />
      </section>
      {(waiting || order.status === OTC_STATUS.paid) && <Accounts order={order} />}
      <OrderActions order={order} />
    </div>
  );
}

/** How often an order that waits for the other side is read again, ms. */
export const WATCH_MS = 5000;

/**
 * The order waits for someone else: the merchant's release of a paid buy, the merchant's payment
 * of a sell, support's decision of an appeal.
 */
const waitsForOthers = (order: OtcOrder | undefined) =>
  order !== undefined &&
  (order.status === OTC_STATUS.appeal ||
    (order.side === 'buy' ? order.status === OTC_STATUS.paid : order.status === OTC_STATUS.unpaid));

/** Once the order completes or is cancelled, the balances it moved are read again. */
function useBalancesAfter(order: OtcOrder | undefined) {
  const queryClient = useQueryClient();
  const last = useRef<number | undefined>(undefined);
  const status = order?.status;
  useEffect(() => {
    const was = last.current;
    last.current = status;
    if (was !== undefined && was !== status && (status === OTC_STATUS.completed || status === OTC_STATUS.cancelled))
      void queryClient.invalidateQueries({ queryKey: getListWalletsQueryKey() });
  }, [status, queryClient]);
}

export function OtcOrderScreen() {
  const { t } = useTranslation('otc');
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const valid = Number.isInteger(id) && id > 0;
  // While the other side acts, the order is read again so that its new state shows by itself.
  const order = useGetOtcOrder(
    { id },
    {
      query: { enabled: valid, refetchInterval: (query) => (waitsForOthers(query.state.data) ? WATCH_MS : false) },
      request: { silent: true },
    },
  );
  useBalancesAfter(order.data);
  return (
    <Page title={t('detail.title')}>
      {!valid ? (
        <p className="otc-hint">{t('detail.missing')}</p>
      ) : order.data ? (
        <OrderBody order={order.data} receivedAt={order.dataUpdatedAt} refetch={order.refetch} />
      ) : order.isError ? (
        <QueryError {...retryOf(order)} />
      ) : (
        <Skeleton.Paragraph lineCount={8} animated />
      )}
    </Page>
  );
}
