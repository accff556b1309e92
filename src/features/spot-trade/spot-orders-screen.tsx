// Every spot order of the user: open, filled and cancelled ones (and all together), ten a page,
// loaded as the list scrolls, "no more data" at the end; pull down to refresh.
import { useInfiniteQuery } from '@tanstack/react-query';
import { Button, DotLoading, InfiniteScroll, Skeleton, Tabs } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getListCoinOrdersQueryKey, listCoinOrders } from '@generated/api/spot-trade/spot-trade';
import type { ListCoinOrdersStatus } from '@generated/model';
import { bcp47, isLang } from '@/api/lang';
import { Page } from '@/components/page';
import { PullToRefresh } from '@/components/pull-to-refresh';
import { QueryError } from '@/components/query-error';
import { retryOf } from '@/components/retry-of';
import { ORDERS_PAGE_SIZE } from './open-orders';
import { OrderItem } from './order-item';
import './spot-trade.css';
import { EmptyState } from '@/components/empty-state';

type Filter = 'open' | 'filled' | 'cancelled' | 'all';

const FILTERS: readonly { key: Filter; status?: ListCoinOrdersStatus }[] = [
  { key: 'open', status: 1 },
  { key: 'filled', status: 2 },
  { key: 'cancelled', status: 3 },
  { key: 'all' },
];

function OrdersList({ status, locale }: { status?: ListCoinOrdersStatus; locale: string }) {
  const { t } = useTranslation('spot-trade');
  const params = { limit: ORDERS_PAGE_SIZE, ...(status ? { status } : {}) };
  const orders = useInfiniteQuery({
    queryKey: [...getListCoinOrdersQueryKey(params), 'pages'],
    queryFn: ({ pageParam, signal }) => listCoinOrders({ ...params, page: pageParam }, undefined, signal),
    initialPageParam: 1,
    getNextPageParam: (last, all) => (last.length < ORDERS_PAGE_SIZE ? undefined : all.length + 1),
  });

  if (orders.isPending) return <Skeleton.Paragraph lineCount={6} animated />;
  if (orders.isError && !orders.data) return <QueryError {...retryOf(orders)} />;
  const rows = orders.data?.pages.flat() ?? [];

  return (
    <PullToRefresh
      onRefresh={async () => {
        await orders.refetch();
      }}
    >
      {rows.length === 0 ? (
        <EmptyState title={t('list.emptyTitle')} description={t('list.empty')} />
      ) : (
        <>
          <ul className="spot-orders__list" aria-label={t('list.label')}>
            {rows.map((order) => (
              <OrderItem key={order.id} order={order} locale={locale} />
            ))}
          </ul>
          <InfiniteScroll
            hasMore={orders.hasNextPage}
            loadMore={async () => {
              const result = await orders.fetchNextPage();
              if (result.isFetchNextPageError) throw result.error;
            }}
          >
            {(hasMore, failed, retry) =>
              failed ? (
                <span className="spot-orders__end">
                  {t('list.loadFailed')}{' '}
                  <Button size="mini" fill="none" color="primary" onClick={() => void retry()}>
                    {t('list.retry')}
                  </Button>
                </span>
              ) : hasMore ? (
                <span className="spot-orders__end">
                  {t('list.loading')}
                  <DotLoading />
                </span>
              ) : (
                <span className="spot-orders__end">{t('list.noMore')}</span>
              )
            }
          </InfiniteScroll>
        </>
      )}
    </PullToRefresh>
  );
}

export function SpotOrdersScreen() {
  const { t, i18n } = useTranslation('spot-trade');
  const locale = isLang(i18n.language) ? bcp47(i18n.language) : 'en';
  const [filter, setFilter] = useState<Filter>('open');
  const active = FILTERS.find((f) => f.key === filter) ?? FILTERS[0]!;

  return (
    <Page title={t('orders.title')}>
      <Tabs activeKey={filter} onChange={(key) => setFilter(key as Filter)} className="spot-orders__tabs">
        {FILTERS.map((f) => (
          <Tabs.Tab key={f.key} title={t(`orders.tabs.${f.key}`)} />
        ))}
      </Tabs>
      <div className="spot-orders">
        <OrdersList key={active.key} status={active.status} locale={locale} />
      </div>
    </Page>
  );
}
