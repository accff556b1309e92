// My lock-mining orders (/lh/deposit/order, 5 a page until an empty page): in progress and
// redeemed, with the amount, daily yield, lock time, expiry, days left and the interest so far.
// Early redemption shows the penalty by the §9 formula before the user confirms, then
// /lh/deposit/order/cancel once.
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Tabs, Toast } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { getListLockOrdersQueryKey, listLockOrders, useCancelLockOrder } from '@generated/api/mining/mining';
import type { LockOrder, ListLockOrdersParams } from '@generated/model';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { FigureList } from '@/components/figure-list';
import { Page } from '@/components/page';
import { PagedList, type ListPage } from '@/components/paged-list';
import { useAppNavigation } from '@/hooks/use-app-navigation';
import { lockOrderRows } from '@/hooks/use-earn-holdings';
import { toDecimal } from '@/hooks/use-fiat';
import { useLocale } from '@/hooks/use-locale';
import { useReportError } from '@/hooks/use-report-error';
import { useSecondClock } from '@/hooks/use-second-clock';
import { spotBalanceQueryKey } from '@/hooks/use-spot-balance';
import { formatAmount } from '@/lib/format';
import { formatFixed } from '@/lib/format';
import { lockPenalty, remainingLockDays } from '@/lib/lock-penalty';
import { ROUTES } from '@/lib/routes';
import '@/components/earn-card.css';

const PAGE_SIZE = 5;
type Tab = 'active' | 'ended';
const STATUS: Record<Tab, 1 | 2> = { active: 1, ended: 2 };

/** The daily yield of an order in percent (`day_rate` is a fraction). */
const dayRatePercent = (order: LockOrder) => `${formatFixed(toDecimal(order.day_rate).times(100).toString(), 2)}%`;

/** The redemption an order would get today: remaining days and the §9 penalty. */
export function redemptionOf(order: LockOrder, now: number) {
  const remainingDays = remainingLockDays(order.start_at, order.end_at, now);
  return { remainingDays, ...lockPenalty({ ratio: order.day_rate, remainingDays, amount: order.amount }) };
}

function useOrderPages(tab: Tab) {
  const params: ListLockOrdersParams = { limit: PAGE_SIZE, status: STATUS[tab] };
  return useInfiniteQuery({
    queryKey: [...getListLockOrdersQueryKey(params), 'pages'],
    queryFn: async ({ pageParam, signal }): Promise<ListPage<LockOrder>> => {
      const rows = lockOrderRows(await listLockOrders({ ...params, page: pageParam }, undefined, signal));
      return { rows, end: rows.length < PAGE_SIZE };
    },
    initialPageParam: 1,
    getNextPageParam: (last: ListPage<LockOrder>, _all, page: number) => (last.end ? undefined : page + 1),
  });
}

function OrderCard({ order, onRedeem }: { order: LockOrder; onRedeem: (order: LockOrder) => void }) {
  const { t } = useTranslation('mining');
  const locale = useLocale();
  const now = useSecondClock();
  const active = order.status === 1;
  const left = remainingLockDays(order.start_at, order.end_at, now);
  const money = (v: string) => `${formatAmount(v, locale, 8)} ${order.currency_name}`;
  return (
    <article className="earn-card" aria-label={t('order.cardLabel', { amount: money(order.amount) })}>
      <div className="earn-card__head">
        <h3 className="earn-card__title">{money(order.amount)}</h3>
        <span className={active ? 'earn-tag earn-tag--live' : 'earn-tag'}>
          {active ? t('order.status.active') : t('order.status.ended')}
        </span>
      </div>
      <FigureList
        figures={[
          { label: t('fields.dailyYield'), value: dayRatePercent(order) },
          {
            label: t('order.earned'),
            value: <span className="earn-highlight">{money(order.total_interest)}</span>,
          },
          { label: t('order.lockTime'), value: order.start_at },
          { label: t('order.expiry'), value: order.end_at },
          ...(active ? [{ label: t('order.daysLeft'), value: t('fields.daysValue', { count: left }) }] : []),
        ]}
      />
      {active && (
        <div className="earn-card__actions">
          <Button size="small" color="danger" fill="outline" onClick={() => onRedeem(order)}>
            {t('order.redeem')}
          </Button>
        </div>
      )}
    </article>
  );
}

function RedeemDialog({ order, onClose }: { order: LockOrder | null; onClose: () => void }) {
  const { t } = useTranslation('mining');
  const locale = useLocale();
  const queryClient = useQueryClient();
  const reportError = useReportError();
  const cancel = useCancelLockOrder();
  const now = useSecondClock();
  const redemption = order ? redemptionOf(order, now) : null;
  const money = (v: Parameters<typeof formatAmount>[0]) =>
    order ? `${formatAmount(v, locale, 8)} ${order.currency_name}` : '';

  async function send(): Promise<void> {
    if (!order) return;
    try {
      const answer = await cancel.mutateAsync({ data: { id: order.id } });
      Toast.show({ content: answer || t('order.redeemed') });
      onClose();
      void queryClient.invalidateQueries({ queryKey: getListLockOrdersQueryKey() });
      void queryClient.invalidateQueries({ queryKey: spotBalanceQueryKey() });
    } catch (error) {
      onClose();
      reportError(error);
    }
  }

  const serverFee = order ? toDecimal(order.cancel_fee) : null;
  const differs = redemption && serverFee && !serverFee.eq(redemption.penalty.round(2));
  return (
    <ConfirmDialog
      visible={order !== null}
      title={t('order.redeemTitle')}
      danger
      rowsTestId="redeem-figures"
      rows={
        order && redemption
          ? [
              { label: t('order.locked'), value: money(order.amount) },
              { label: t('order.daysLeft'), value: t('fields.daysValue', { count: redemption.remainingDays }) },
              { label: t('order.ratio'), value: dayRatePercent(order) },
              {
                label: t('order.penalty'),
                value: money(redemption.penalty),
                className: 'confirm-dialog__row--total',
              },
              { label: t('order.returned'), value: money(redemption.returned) },
            ]
          : []
      }
      confirmText={t('order.redeemConfirm')}
      pending={cancel.isPending}
      onConfirm={send}
      onCancel={onClose}
    >
      {order && redemption && (
        <p className="earn-card__note">
          {t('order.formula', {
            ratio: dayRatePercent(order),
            days: redemption.remainingDays,
            amount: formatAmount(order.amount, locale, 8),
            penalty: formatAmount(redemption.penalty, locale, 8),
          })}
        </p>
      )}
      {order && differs && (
        <p className="earn-card__note" data-testid="redeem-server-fee">
          {t('order.serverFee', { fee: money(serverFee) })}
        </p>
      )}
    </ConfirmDialog>
  );
}

function OrderList({ tab, onRedeem }: { tab: Tab; onRedeem: (order: LockOrder) => void }) {
  const { t } = useTranslation('mining');
  const query = useOrderPages(tab);
  return (
    <PagedList
      query={query}
      label={t(`order.tabs.${tab}`)}
      emptyText={t(`order.empty.${tab}`)}
      className="earn-list"
      rowKey={(order) => order.id}
      filter={(order) => order.status === STATUS[tab]}
      renderRow={(order) => <OrderCard order={order} onRedeem={onRedeem} />}
    />
  );
}

export function LockOrderScreen() {
  const { t } = useTranslation('mining');
  const { navigateTo } = useAppNavigation();
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('tab') === 'ended' ? 'ended' : 'active';
  const [redeeming, setRedeeming] = useState<LockOrder | null>(null);
  return (
    <Page
      title={t('order.title')}
      right={
        <button type="button" className="link-button" onClick={() => navigateTo(ROUTES.lockming)}>
          {t('order.products')}
        </button>
      }
    >
      <div className="earn">
        <Tabs activeKey={tab} onChange={(key) => setParams({ tab: key }, { replace: true })} className="earn-segment">
          <Tabs.Tab key="active" title={t('order.tabs.active')} />
          <Tabs.Tab key="ended" title={t('order.tabs.ended')} />
        </Tabs>
        <OrderList key={tab} tab={tab} onRedeem={setRedeeming} />
      </div>
      <RedeemDialog order={redeeming} onClose={() => setRedeeming(null)} />
    </Page>
  );
}
