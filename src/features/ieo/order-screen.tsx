// My IEO subscriptions (/user/project/order, 10 a page until an empty page or the last page):
// when, the token, tokens applied for, tokens allotted (pending until the allotment) and when the
// token goes to market.
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { getListProjectOrdersQueryKey, listProjectOrders } from '@generated/api/ieo/ieo';
import type { ProjectOrder } from '@generated/model';
import { FigureList } from '@/components/figure-list';
import { Page } from '@/components/page';
import { PagedList, type ListPage } from '@/components/paged-list';
import { useAppNavigation } from '@/hooks/use-app-navigation';
import { toDecimal } from '@/hooks/use-fiat';
import { useLocale } from '@/hooks/use-locale';
import { formatAmount } from '@/lib/format';
import { ROUTES } from '@/lib/routes';
import '@/components/earn-card.css';

const PAGE_SIZE = 10;

function OrderCard({ order }: { order: ProjectOrder }) {
  const { t } = useTranslation('ieo');
  const locale = useLocale();
  const allotted = !toDecimal(order.give_amount).eq(0);
  return (
    <article className="earn-card" aria-label={t('order.cardLabel', { token: order.name, time: order.created_at })}>
      <div className="earn-card__head">
        <h3 className="earn-card__title">{order.name}</h3>
        <span className={allotted ? 'earn-tag earn-tag--live' : 'earn-tag earn-tag--warm'}>
          {allotted ? t('order.allottedTag') : t('order.pendingTag')}
        </span>
      </div>
      <FigureList
        figures={[
          { label: t('order.applied'), value: `${formatAmount(order.coin_amount, locale, 8, 0)} ${order.name}` },
          {
            label: t('order.allotted'),
            value: allotted ? `${formatAmount(order.give_amount, locale, 8, 0)} ${order.name}` : t('order.pending'),
          },
          { label: t('order.time'), value: order.created_at },
          { label: t('order.market'), value: order.sell_begin ?? '--' },
        ]}
      />
    </article>
  );
}

export function IeoOrderScreen() {
  const { t } = useTranslation('ieo');
  const { navigateTo } = useAppNavigation();
  const query = useInfiniteQuery({
    queryKey: [...getListProjectOrdersQueryKey({ limit: PAGE_SIZE }), 'pages'],
    queryFn: async ({ pageParam, signal }): Promise<ListPage<ProjectOrder>> => {
      const body = await listProjectOrders({ page: pageParam, limit: PAGE_SIZE }, undefined, signal);
      const last = body.last_page !== undefined && (body.current_page ?? pageParam) >= body.last_page;
      return { rows: body.data, end: body.data.length === 0 || last };
    },
    initialPageParam: 1,
    getNextPageParam: (last: ListPage<ProjectOrder>, _all, page: number) => (last.end ? undefined : page + 1),
  });
  return (
    <Page
      title={t('order.title')}
      right={
        <button type="button" className="link-button" onClick={() => navigateTo(ROUTES.ieo)}>
          {t('order.projects')}
        </button>
      }
    >
      <div className="earn">
        <PagedList
          query={query}
          label={t('order.title')}
          emptyText={t('order.empty')}
          className="earn-list"
          rowKey={(order) => order.id}
          renderRow={(order) => <OrderCard order={order} />}
        />
      </div>
    </Page>
  );
}
