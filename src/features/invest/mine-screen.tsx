// My dual-currency positions (/dual/dual_list, 10 a page until a short or empty page), by state:
// purchased, settling, completed, failed. Each shows the shares, cost, APR, linked price, maturity,
// the expected payoff of both settlement cases (§9) while open, and the settlement once completed.
import { useInfiniteQuery } from '@tanstack/react-query';
import { Tabs } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { getListDualOrdersQueryKey, listDualOrders } from '@generated/api/invest/invest';
import type { DualOrder } from '@generated/model';
import { FigureList } from '@/components/figure-list';
import { Page } from '@/components/page';
import { PagedList, type ListPage } from '@/components/paged-list';
import { useAppNavigation } from '@/hooks/use-app-navigation';
import { dualOrderCost, dualOrderPayoff } from '@/hooks/use-earn-holdings';
import { useLocale } from '@/hooks/use-locale';
import { formatAmount } from '@/lib/format';
import { formatFixed, formatPrice } from '@/lib/format';
import { ROUTES } from '@/lib/routes';
import { PayoffPreview } from './payoff-preview';
import { sharesToCoin } from '@/lib/dual-payoff';
import '@/components/earn-card.css';

const PAGE_SIZE = 10;
const TABS = ['purchased', 'settling', 'completed', 'failed'] as const;
type Tab = (typeof TABS)[number];
const STATUS: Record<Tab, DualOrder['status']> = { purchased: 1, settling: 2, completed: 3, failed: 0 };
const TAG: Record<Tab, string> = {
  purchased: 'earn-tag earn-tag--live',
  settling: 'earn-tag earn-tag--warm',
  completed: 'earn-tag',
  failed: 'earn-tag earn-tag--down',
};
const tabOf = (status: DualOrder['status']): Tab => TABS.find((tab) => STATUS[tab] === status) ?? 'failed';

function useOrderPages() {
  return useInfiniteQuery({
    queryKey: [...getListDualOrdersQueryKey({ page: 1, limit: PAGE_SIZE }), 'pages'],
    queryFn: async ({ pageParam, signal }): Promise<ListPage<DualOrder>> => {
      const body = await listDualOrders({ page: pageParam, limit: PAGE_SIZE }, undefined, undefined, signal);
      return { rows: body.list, end: body.list.length < (body.limit || PAGE_SIZE) };
    },
    initialPageParam: 1,
    getNextPageParam: (last: ListPage<DualOrder>, _all, page: number) => (last.end ? undefined : page + 1),
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
    <article className="earn-card" aria-label={order.name}>
      <div className="earn-card__head">
        <h3 className="earn-card__title">{order.name}</h3>
        <span className={TAG[tab]}>{t(`mine.status.${tab}`)}</span>
      </div>
      <FigureList
        figures={[
          { label: t('purchase.quantity'), value: t('fields.sharesValue', { count: order.number }) },
          { label: t('purchase.cost'), value: `${formatAmount(dualOrderCost(order), locale, 8)} ${payCoin}` },
          { label: t('fields.apr'), value: `${formatFixed(order.order_rate, 2)}%` },
          { label: t('fields.linkedPrice'), value: formatPrice(order.exercise_price, locale) },
          { label: t('fields.holdingDays'), value: t('fields.daysValue', { count: order.day }) },
          { label: t('fields.maturity'), value: order.end_time.slice(0, 10) },
          ...(bought ? [{ label: t('mine.bought'), value: bought, wide: true }] : []),
        ]}
      />
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
    </article>
  );
}

export function InvestMineScreen() {
  const { t } = useTranslation('invest');
  const { navigateTo } = useAppNavigation();
  const [params, setParams] = useSearchParams();
  const tab: Tab = (TABS as readonly string[]).includes(params.get('tab') ?? '')
    ? (params.get('tab') as Tab)
    : 'purchased';
  const query = useOrderPages();
  return (
    <Page
      title={t('mine.title')}
      right={
        <button type="button" className="link-button" onClick={() => navigateTo(ROUTES.invest)}>
          {t('mine.products')}
        </button>
      }
    >
      <div className="earn">
        <Tabs activeKey={tab} onChange={(key) => setParams({ tab: key }, { replace: true })} className="earn-segment">
          {TABS.map((key) => (
            <Tabs.Tab key={key} title={t(`mine.status.${key}`)} />
          ))}
        </Tabs>
        <PagedList
          query={query}
          label={t('mine.listLabel', { state: t(`mine.status.${tab}`) })}
          emptyText={t('mine.empty')}
          className="earn-list"
          rowKey={(order) => order.id}
          filter={(order) => order.status === STATUS[tab]}
          renderRow={(order) => <OrderCard order={order} />}
        />
      </div>
    </Page>
  );
}
