// Contract order history (/lever/my_trade): every pair, filtered by state (all, pending, open,
// closing, closed, cancelled; the filter is kept in the URL as `status`), ten rows a page, the
// next page loading as the end of the list comes into view, "no more data" at the end.
import { useQueryClient } from '@tanstack/react-query';
import { DotLoading, Empty, InfiniteScroll, Skeleton, Tabs } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from '@/lib/router';
import { getListLeverTradesQueryOptions, useListLeverTrades } from '@generated/api/contract-trade/contract-trade';
import type { ListLeverTradesRequest, ListLeverTradesRequestStatus } from '@generated/model';
import { Page } from '@/components/page';
import { QueryError } from '@/components/query-error';
import { retryOf } from '@/components/retry-of';
import { PositionCard } from './position-card';
import './contract-trade.css';

const FILTERS: readonly { status: ListLeverTradesRequestStatus; label: string }[] = [
  { status: -1, label: 'history.all' },
  { status: 0, label: 'status.pending' },
  { status: 1, label: 'status.open' },
  { status: 2, label: 'status.closing' },
  { status: 3, label: 'status.closed' },
  { status: 4, label: 'status.cancelled' },
];

const PAGE_SIZE = 10;

const bodyOf = (status: ListLeverTradesRequestStatus, page: number): ListLeverTradesRequest => ({
  currency_id: 0,
  legal_id: 0,
  status,
  page,
  limit: PAGE_SIZE,
});

function HistoryPage({ status, page }: { status: ListLeverTradesRequestStatus; page: number }) {
  const query = useListLeverTrades(bodyOf(status, page), undefined, { query: { staleTime: 10_000 } });
  const rows = (query.data?.data ?? []).filter((p) => status === -1 || p.status === status);
  return (
    <>
      {rows.map((p) => (
        <PositionCard key={p.id} position={p} quote={p.symbol.split('/')[1] ?? ''} />
      ))}
    </>
  );
}

function HistoryList({ status }: { status: ListLeverTradesRequestStatus }) {
  const { t } = useTranslation('contract-trade');
  const queryClient = useQueryClient();
  const [pages, setPages] = useState(1);
  const first = useListLeverTrades(bodyOf(status, 1), undefined, { query: { staleTime: 10_000 } });
  const last = useListLeverTrades(bodyOf(status, pages), undefined, { query: { staleTime: 10_000 } });
  const hasMore = last.data ? last.data.current_page < last.data.last_page : false;

  async function loadMore(): Promise<void> {
    const next = pages + 1;
    await queryClient.fetchQuery(getListLeverTradesQueryOptions(bodyOf(status, next)));
    setPages(next);
  }

  if (first.isPending) return <Skeleton.Paragraph lineCount={6} animated />;
  if (first.isError) {
    return <QueryError {...retryOf(first)} />;
  }
  const firstRows = first.data.data.filter((p) => status === -1 || p.status === status);
  if (firstRows.length === 0 && first.data.last_page <= 1) return <Empty description={t('history.empty')} />;

  return (
    <>
      <ul className="ct-list" aria-label={t('history.title')}>
        {Array.from({ length: pages }, (_, i) => (
          <HistoryPage key={i + 1} status={status} page={i + 1} />
        ))}
      </ul>
      <InfiniteScroll loadMore={loadMore} hasMore={hasMore}>
        {(more, failed, retry) =>
          failed ? (
            <span className="ct-end">
              {t('history.loadFailed')}{' '}
              <button type="button" className="link-button" onClick={retry}>
                {t('actions.retry')}
              </button>
            </span>
          ) : more ? (
            <span className="ct-end">
              <DotLoading /> {t('history.loading')}
            </span>
          ) : (
            <span className="ct-end">{t('history.noMore')}</span>
          )
        }
      </InfiniteScroll>
    </>
  );
}

export function ContractOrdersScreen() {
  const { t } = useTranslation('contract-trade');
  const [params, setParams] = useSearchParams();
  const wanted = Number(params.get('status') ?? -1);
  const status = FILTERS.find((f) => f.status === wanted)?.status ?? -1;

  return (
    <Page title={t('history.title')}>
      <div className="ct ct-history">
        <Tabs
          activeKey={String(status)}
          onChange={(key) => setParams({ status: key }, { replace: true })}
          className="ct-tabs ct-history__tabs"
        >
          {FILTERS.map((f) => (
            <Tabs.Tab key={String(f.status)} title={t(f.label)} />
          ))}
        </Tabs>
        <HistoryList key={status} status={status} />
      </div>
    </Page>
  );
}
