// The trader's seconds orders (/pages/transaction/seconds_order): open and closed tabs, five a
// page, more loading as the list scrolls, "no more data" at the end. Open orders count down
// (from the store when this tab placed them, else from the server's remaining milliseconds).
import { InfiniteScroll, Skeleton, Tabs } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useListPayableCurrencies, useListSecondsOrders } from '@generated/api/seconds-trade/seconds-trade';
import type { ListSecondsOrdersStatus } from '@generated/model';
import { Page } from '@/components/page';
import { QueryError } from '@/components/query-error';
import { retryOf } from '@/components/retry-of';
import { CountdownChip, CountdownSheet } from './countdown';
import { useSecondsOrders } from './open-orders-store';
import { OrderRow } from './order-row';
import { ResultDialog } from './result-dialog';
import { ResultWatcher } from './result-watcher';
import { useLocale } from '@/hooks/use-locale';
import { useSocketUser } from './use-socket-user';
import './seconds-trade.css';
import { EmptyState } from '@/components/empty-state';

export const ORDERS_PAGE_SIZE = 5;
const OPEN_REFRESH_MS = 5_000;

type TabKey = 'open' | 'closed';
const STATUS: Record<TabKey, ListSecondsOrdersStatus> = { open: 1, closed: 3 };

function useOrdersPage(status: ListSecondsOrdersStatus, page: number) {
  return useListSecondsOrders(
    { status, page, limit: ORDERS_PAGE_SIZE },
    {
      query: {
        staleTime: 5_000,
        refetchInterval: (query) =>
          status === 1 && (query.state.data?.data.length ?? 0) > 0 ? OPEN_REFRESH_MS : false,
      },
    },
  );
}

function PageRows({
  status,
  page,
  locale,
  names,
}: {
  status: ListSecondsOrdersStatus;
  page: number;
  locale: string;
  names: Map<number, string>;
}) {
  const query = useOrdersPage(status, page);
  const { open } = useSecondsOrders();
  if (!query.data) return null;
  return (
    <>
      {query.data.data.map((order) => {
        const tracked = open.find((o) => o.id === order.id);
        const endsAt =
          order.status === 1 ? (tracked?.endsAt ?? query.dataUpdatedAt + order.remain_milli_seconds) : undefined;
        return (
          <OrderRow
            key={order.id}
            order={order}
            locale={locale}
            endsAt={endsAt}
            endsSetAt={tracked ? tracked.placedAt : query.dataUpdatedAt}
            currency={names.get(order.currency_id)}
          />
        );
      })}
    </>
  );
}

function OrdersList({ tab, locale }: { tab: TabKey; locale: string }) {
  const { t } = useTranslation('seconds-trade');
  const status = STATUS[tab];
  const [pageCount, setPageCount] = useState(1);
  const last = useOrdersPage(status, pageCount);
  const currencies = useListPayableCurrencies(undefined, { query: { staleTime: 60_000 } });
  const names = new Map(currencies.data?.map((c) => [c.id, c.name]) ?? []);
  const pages = Array.from({ length: pageCount }, (_, i) => i + 1);
  const hasMore = last.data ? last.data.next_page_url !== null && last.data.current_page < last.data.last_page : false;
  const empty = pageCount === 1 && last.data?.data.length === 0;

  return (
    <>
      {currencies.isError && <QueryError inline title={t('common:partial.orderCurrencies')} {...retryOf(currencies)} />}
      {(pageCount > 1 || last.data) && !empty && (
        <ul className="seconds-orders" aria-label={tab === 'open' ? t('orders.openTitle') : t('orders.history')}>
          {pages.map((page) => (
            <PageRows key={page} status={status} page={page} locale={locale} names={names} />
          ))}
        </ul>
      )}
      {last.isPending && (
        <div data-testid="orders-skeleton">
          <Skeleton.Paragraph lineCount={pageCount === 1 ? 6 : 3} animated />
        </div>
      )}
      {last.isError && <QueryError {...retryOf(last)} compact={pageCount > 1} />}
      {empty && <EmptyState title={tab === 'open' ? t('orders.emptyOpen') : t('orders.emptyClosed')} />}
      {last.data && !empty && (
        <InfiniteScroll
          hasMore={hasMore}
          loadMore={async () => {
            setPageCount((n) => n + 1);
          }}
        >
          {(more) => <span className="seconds-orders__end">{more ? t('orders.loadingMore') : t('orders.noMore')}</span>}
        </InfiniteScroll>
      )}
    </>
  );
}

export function SecondsOrdersScreen() {
  const { t } = useTranslation('seconds-trade');
  const locale = useLocale();
  const known = useSocketUser();
  const [tab, setTab] = useState<TabKey>('open');
  const [focusId, setFocusId] = useState<number | null>(null);
  const { open } = useSecondsOrders();
  const focused = open.find((o) => o.id === focusId) ?? null;

  return (
    <Page title={t('orders.title')}>
      <ResultWatcher />
      <div className="seconds-orders-screen">
        {known.isError && <QueryError inline title={t('common:partial.liveUpdates')} {...retryOf(known)} />}
        <Tabs activeKey={tab} onChange={(key) => setTab(key === 'closed' ? 'closed' : 'open')}>
          <Tabs.Tab key="open" title={t('orders.openShort')} />
          <Tabs.Tab key="closed" title={t('orders.closedShort')} />
        </Tabs>
        <div role="tabpanel" aria-label={tab === 'open' ? t('orders.openShort') : t('orders.closedShort')}>
          <OrdersList key={tab} tab={tab} locale={locale} />
        </div>
      </div>
      <CountdownSheet order={focused} locale={locale} onClose={() => setFocusId(null)} />
      {!focused && <CountdownChip orders={open} onOpen={setFocusId} />}
      <ResultDialog locale={locale} />
    </Page>
  );
}
