// My lock-mining orders (/lh/deposit/order, 5 a page until an empty page): in progress and
// redeemed, with the amount, daily yield, lock time, expiry, days left and the interest so far.
// Early redemption shows the penalty by the §9 formula before the user confirms, then
// /lh/deposit/order/cancel once. Days left and the penalty come from the order itself (its period
// less the days paid, src/lib/lock-penalty.ts, the module the sandbox charges with), not from the
// device's clock.
import { useTranslation } from 'react-i18next';
import { getListLockOrdersQueryKey, listLockOrders, useCancelLockOrder } from '@generated/api/mining/mining';
import type { LockOrder, ListLockOrdersParams } from '@generated/model';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { EarnCard, EarnTag } from '@/components/earn-card';
import { EarnPage, EarnTabs } from '@/components/earn-page';
import { PagedList } from '@/components/paged-list';
import type { DraftConfirm } from '@/hooks/use-draft-confirm';
import { lockOrderRows } from '@/hooks/use-earn-holdings';
import { useEarnOrder } from '@/hooks/use-earn-order';
import { toDecimal } from '@/hooks/use-fiat';
import { useListPages } from '@/hooks/use-list-pages';
import { useLocale } from '@/hooks/use-locale';
import { useTabParam } from '@/hooks/use-tab-param';
import { formatAmount, formatFixed } from '@/lib/format';
import { lockOrderRedemption } from '@/lib/lock-penalty';
import { ROUTES } from '@/lib/routes';

const PAGE_SIZE = 5;
const TABS = ['active', 'ended'] as const;
type Tab = (typeof TABS)[number];
const STATUS: Record<Tab, 1 | 2> = { active: 1, ended: 2 };

/** The daily yield of an order in percent (`day_rate` is a fraction). */
const dayRatePercent = (order: LockOrder) => `${formatFixed(toDecimal(order.day_rate).times(100).toString(), 2)}%`;

/** The redemption an order would get now: remaining days and the §9 penalty. */
const redemptionOf = (order: LockOrder) => lockOrderRedemption(order);

function useOrderPages(tab: Tab) {
  const params: ListLockOrdersParams = { limit: PAGE_SIZE, status: STATUS[tab] };
  return useListPages(getListLockOrdersQueryKey(params), async (page, signal) => {
    const rows = lockOrderRows(await listLockOrders({ ...params, page }, undefined, signal));
    return { rows, end: rows.length < PAGE_SIZE };
  });
}

function OrderCard({ order, onRedeem }: { order: LockOrder; onRedeem: (order: LockOrder) => void }) {
  const { t } = useTranslation('mining');
  const locale = useLocale();
  const active = order.status === 1;
  const left = redemptionOf(order).remainingDays;
  const money = (v: string) => `${formatAmount(v, locale, 8)} ${order.currency_name}`;
  return (
    <EarnCard
      title={money(order.amount)}
      label={t('order.cardLabel', { amount: money(order.amount) })}
      tag={
        <EarnTag tone={active ? 'live' : undefined}>
          {active ? t('order.status.active') : t('order.status.ended')}
        </EarnTag>
      }
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
      action={
        active
          ? { label: t('order.redeem'), color: 'danger', fill: 'outline', onClick: () => onRedeem(order) }
          : undefined
      }
    />
  );
}

function RedeemDialog({ redeem }: { redeem: DraftConfirm<LockOrder> }) {
  const { t } = useTranslation('mining');
  const locale = useLocale();
  const order = redeem.draft;
  const redemption = order ? redemptionOf(order) : null;
  const money = (v: Parameters<typeof formatAmount>[0]) =>
    order ? `${formatAmount(v, locale, 8)} ${order.currency_name}` : '';

  return (
    <ConfirmDialog
      {...redeem.dialog}
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
  const [tab, showTab] = useTabParam(TABS);
  const cancel = useCancelLockOrder();
  const redeem = useEarnOrder<LockOrder>(cancel.isPending, {
    request: (order) => cancel.mutateAsync({ data: { id: order.id } }),
    doneText: t('order.redeemed'),
    refresh: [getListLockOrdersQueryKey()],
  });
  return (
    <EarnPage title={t('order.title')} link={{ to: ROUTES.lockming, label: t('order.products') }}>
      <EarnTabs value={tab} tabs={TABS.map((key) => ({ key, title: t(`order.tabs.${key}`) }))} onChange={showTab} />
      <OrderList key={tab} tab={tab} onRedeem={redeem.open} />
      <RedeemDialog redeem={redeem} />
    </EarnPage>
  );
}
