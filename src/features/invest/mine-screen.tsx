// My dual-currency positions (/dual/dual_list, 10 a page until a short or empty page), by state:
// purchased, settling, completed, failed. Each shows the shares, cost, APR, linked price, maturity,
// the expected payoff of both settlement cases (§9) while open, and the settlement once completed.
import { useTranslation } from 'react-i18next';
import { getListDualOrdersQueryKey, listDualOrders } from '@generated/api/invest/invest';
import type { DualOrder } from '@generated/model';
import { EarnCard, EarnTag, type EarnTone } from '@/components/earn-card';
import { EarnPage, EarnTabs } from '@/components/earn-page';
import { PagedList } from '@/components/paged-list';
import { dualOrderCost, dualOrderPayoff } from '@/hooks/use-earn-holdings';
import { useListPages } from '@/hooks/use-list-pages';
import { useLocale } from '@/hooks/use-locale';
import { useTabParam } from '@/hooks/use-tab-param';
import { formatAmount, formatFixed, formatPrice } from '@/lib/format';
import { ROUTES } from '@/lib/routes';
import { PayoffPreview } from './payoff-preview';
import { sharesToCoin } from '@/lib/dual-payoff';

const PAGE_SIZE = 10;
const TABS = ['purchased', 'settling', 'completed', 'failed'] as const;
type Tab = (typeof TABS)[number];
const STATUS: Record<Tab, DualOrder['status']> = { purchased: 1, settling: 2, completed: 3, failed: 0 };
const TONE: Record<Tab, EarnTone | undefined> = {
  purchased: 'live',
  settling: 'warm',
  completed: undefined,
  failed: 'down',
};
const tabOf = (status: DualOrder['status']): Tab => TABS.find((tab) => STATUS[tab] === status) ?? 'failed';

function useOrderPages() {
  return useListPages(getListDualOrdersQueryKey({ page: 1, limit: PAGE_SIZE }), async (page, signal) => {
    const body = await listDualOrders({ page, limit: PAGE_SIZE }, undefined, undefined, signal);
    return { rows: body.list, end: body.list.length < (body.limit || PAGE_SIZE) };
  });
}

function OrderCard({ order }: { order: DualOrder }) {
  const { t } = useTranslation('invest');
  const locale = useLocale();
  const tab = tabOf(order.status);
  const payCoin = order.type === 'call' ? order.currency_name : 'USDT';
  const open = order.status === 1 || order.status === 2;
  const bought = order.created ?? '';
  return (
    <EarnCard
      title={order.name}
      label={order.name}
      tag={<EarnTag tone={TONE[tab]}>{t(`mine.status.${tab}`)}</EarnTag>}
      figures={[
        { label: t('purchase.quantity'), value: t('fields.sharesValue', { count: order.number }) },
        { label: t('purchase.cost'), value: `${formatAmount(dualOrderCost(order), locale, 8)} ${payCoin}` },
        { label: t('fields.apr'), value: `${formatFixed(order.order_rate, 2)}%` },
        { label: t('fields.linkedPrice'), value: formatPrice(order.exercise_price, locale) },
        { label: t('fields.holdingDays'), value: t('fields.daysValue', { count: order.day }) },
        { label: t('fields.maturity'), value: order.end_time.slice(0, 10) },
        ...(bought ? [{ label: t('mine.bought'), value: bought, wide: true }] : []),
      ]}
    >
      {open && (
        <div className="earn-preview">
          <h4 className="earn-preview__title">{t('mine.expected')}</h4>
          <PayoffPreview
            input={{
              amount: sharesToCoin(order.number),
              linkedPrice: order.exercise_price,
              days: order.day,
              ratePercent: order.order_rate,
            }}
            coin={order.currency_name}
            linkedPrice={order.exercise_price}
          />
        </div>
      )}
      {order.status === 3 && (
        <p className="earn-card__note">
          {order.success
            ? t('mine.settled', { amount: `+${formatAmount(order.success, locale, 8)} USDT` })
            : t('mine.settledUnknown')}
        </p>
      )}
      {order.status === 0 && <p className="earn-card__note">{t('mine.failedNote')}</p>}
      {open && (
        <p className="earn-card__note">
          {t('mine.interest', {
            amount: `${formatAmount(dualOrderPayoff(order).coinInterest, locale, 8)} ${order.currency_name}`,
          })}
        </p>
      )}
    </EarnCard>
  );
}

export function InvestMineScreen() {
  const { t } = useTranslation('invest');
  const [tab, showTab] = useTabParam(TABS);
  const query = useOrderPages();
  return (
    <EarnPage title={t('mine.title')} link={{ to: ROUTES.invest, label: t('mine.products') }}>
      <EarnTabs value={tab} tabs={TABS.map((key) => ({ key, title: t(`mine.status.${key}`) }))} onChange={showTab} />
      <PagedList
        query={query}
        label={t('mine.listLabel', { state: t(`mine.status.${tab}`) })}
        emptyText={t('mine.empty')}
        className="earn-list"
        rowKey={(order) => order.id}
        filter={(order) => order.status === STATUS[tab]}
        renderRow={(order) => <OrderCard order={order} />}
      />
    </EarnPage>
  );
}
