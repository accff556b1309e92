// Every spot order of the user: open, filled and cancelled ones (and all together), ten a page,
// loaded as the list scrolls, "no more data" at the end; pull down to refresh. Filters for the
// pair, the side and when it was placed (today, 7/30/90 days or a range of days) are sent to the
// server (src/features/spot-trade/order-filters.ts), so every page holds only matching orders.
// Open orders can be cancelled one by one, or all of the filtered pair after a confirmation.
import { useInfiniteQuery } from '@tanstack/react-query';
import { Button, DotLoading, InfiniteScroll, Skeleton, Tabs } from 'antd-mobile';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getListCoinOrdersQueryKey, listCoinOrders } from '@generated/api/spot-trade/spot-trade';
import { useListQuotations } from '@generated/api/market/market';
import type { ListCoinOrdersStatus, Quotation } from '@generated/model';
import { bcp47, isLang } from '@/api/lang';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Page } from '@/components/page';
import { PullToRefresh } from '@/components/pull-to-refresh';
import { QueryError } from '@/components/query-error';
import { retryOf } from '@/components/retry-of';
import { ORDERS_PAGE_SIZE } from './open-orders';
import {
  filterParams,
  isFiltered,
  matchesFilters,
  NO_FILTERS,
  pairKey,
  PERIODS,
  rangeInvalid,
  type OrderFilters,
  type Period,
  type SideFilter,
} from './order-filters';
import { OrderItem } from './order-item';
import { useCancelOrders } from './use-cancel-orders';
import './spot-trade.css';
import { EmptyState } from '@/components/empty-state';

type Filter = 'open' | 'filled' | 'cancelled' | 'all';

const FILTERS: readonly { key: Filter; status?: ListCoinOrdersStatus }[] = [
  { key: 'open', status: 1 },
  { key: 'filled', status: 2 },
  { key: 'cancelled', status: 3 },
  { key: 'all' },
];

const SIDES: readonly SideFilter[] = ['all', 'buy', 'sell'];

/** `YYYY-MM-DD` of today on the user's calendar (the date inputs' upper bound). */
function today(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

function FilterBar({
  filters,
  pairs,
  onChange,
}: {
  filters: OrderFilters;
  pairs: readonly Quotation[];
  onChange: (next: OrderFilters) => void;
}) {
  const { t } = useTranslation('spot-trade');
  const set = (patch: Partial<OrderFilters>) => onChange({ ...filters, ...patch });
  const max = today();
  return (
    <div className="spot-filters" role="group" aria-label={t('filters.label')}>
      <div className="spot-filters__row">
        <label className="spot-filter">
          <span className="visually-hidden">{t('filters.pair')}</span>
          <select value={filters.pair} onChange={(event) => set({ pair: event.target.value })}>
            <option value="">{t('filters.allPairs')}</option>
            {pairs.map((pair) => (
              <option key={pair.id} value={pairKey(pair)}>
                {pair.currency_name}/{pair.legal_name}
              </option>
            ))}
          </select>
        </label>
        <label className="spot-filter">
          <span className="visually-hidden">{t('filters.side')}</span>
          <select value={filters.side} onChange={(event) => set({ side: event.target.value as SideFilter })}>
            {SIDES.map((side) => (
              <option key={side} value={side}>
                {t(`filters.sides.${side}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="spot-filter">
          <span className="visually-hidden">{t('filters.period')}</span>
          <select value={filters.period} onChange={(event) => set({ period: event.target.value as Period })}>
            {PERIODS.map((period) => (
              <option key={period} value={period}>
                {t(`filters.periods.${period}`)}
              </option>
            ))}
          </select>
        </label>
        {isFiltered(filters) && (
          <button type="button" className="link-button spot-filters__reset" onClick={() => onChange(NO_FILTERS)}>
            {t('filters.reset')}
          </button>
        )}
      </div>
      {filters.period === 'custom' && (
        <div className="spot-filters__range">
          <label className="spot-filter spot-filter--date">
            <span>{t('filters.from')}</span>
            <input
              type="date"
              value={filters.from}
              max={filters.to || max}
              onChange={(e) => set({ from: e.target.value })}
            />
          </label>
          <label className="spot-filter spot-filter--date">
            <span>{t('filters.to')}</span>
            <input
              type="date"
              value={filters.to}
              min={filters.from || undefined}
              max={max}
              onChange={(e) => set({ to: e.target.value })}
            />
          </label>
        </div>
      )}
      {rangeInvalid(filters) && (
        <p className="spot-filters__error" role="alert">
          {t('filters.rangeInvalid')}
        </p>
      )}
    </div>
  );
}

function OrdersList({
  status,
  filters,
  pairs,
  locale,
}: {
  status?: ListCoinOrdersStatus;
  filters: OrderFilters;
  pairs: readonly Quotation[];
  locale: string;
}) {
  const { t } = useTranslation('spot-trade');
  const { cancelOne, cancelling, cancelPair } = useCancelOrders();
  // The periods are counted from when the filters were set, not from each render.
  const params = useMemo(
    () => ({ limit: ORDERS_PAGE_SIZE, ...(status ? { status } : {}), ...filterParams(filters, new Date()) }),
    [status, filters],
  );
  const orders = useInfiniteQuery({
    queryKey: [...getListCoinOrdersQueryKey(params), 'pages'],
    queryFn: ({ pageParam, signal }) => listCoinOrders({ ...params, page: pageParam }, undefined, signal),
    initialPageParam: 1,
    getNextPageParam: (last, all) => (last.length < ORDERS_PAGE_SIZE ? undefined : all.length + 1),
  });

  if (orders.isPending) return <Skeleton.Paragraph lineCount={6} animated />;
  if (orders.isError && !orders.data) return <QueryError {...retryOf(orders)} />;
  const rows = (orders.data?.pages.flat() ?? []).filter(
    (order) => matchesFilters(order, filters) && (!status || order.status === status),
  );
  const pair = filters.pair ? pairs.find((p) => pairKey(p) === filters.pair) : undefined;
  const symbol = pair ? `${pair.currency_name}/${pair.legal_name}` : '';
  const openRows = rows.filter((order) => order.status === 1);

  return (
    <PullToRefresh
      onRefresh={async () => {
        await orders.refetch();
      }}
    >
      {pair && status === 1 && openRows.length > 0 && (
        <div className="spot-orders__bulk">
          <Button
            size="small"
            fill="outline"
            color="danger"
            onClick={() =>
              cancelPair.open({ currencyId: pair.currency_id, legalId: pair.legal_id, symbol, count: openRows.length })
            }
          >
            {t('cancel.allOf', { symbol })}
          </Button>
        </div>
      )}
      {rows.length === 0 ? (
        isFiltered(filters) ? (
          <EmptyState title={t('list.emptyTitle')} description={t('filters.none')} />
        ) : (
          <EmptyState title={t('list.emptyTitle')} description={t('list.empty')} />
        )
      ) : (
        <ul className="spot-orders__list" aria-label={t('list.label')}>
          {rows.map((order) => (
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
      {rows.length > 0 || orders.hasNextPage ? (
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
      ) : null}
      <ConfirmDialog
        {...cancelPair.dialog}
        danger
        title={t('cancel.allTitle', { symbol })}
        confirmText={t('cancel.allConfirm')}
        cancelText={t('cancel.keep')}
      >
        <p className="confirm-dialog__note">{t('cancel.allNote', { symbol })}</p>
      </ConfirmDialog>
    </PullToRefresh>
  );
}

export function SpotOrdersScreen() {
  const { t, i18n } = useTranslation('spot-trade');
  const locale = isLang(i18n.language) ? bcp47(i18n.language) : 'en';
  const [filter, setFilter] = useState<Filter>('open');
  const [filters, setFilters] = useState<OrderFilters>(NO_FILTERS);
  const active = FILTERS.find((f) => f.key === filter) ?? FILTERS[0]!;
  const quotations = useListQuotations(undefined, { query: { staleTime: 60_000 } });
  const pairs = useMemo(
    () => (quotations.data ?? []).flatMap((legal) => legal.quotation).filter((pair) => pair.open_coin_trade === 1),
    [quotations.data],
  );

  return (
    <Page title={t('orders.title')}>
      <Tabs activeKey={filter} onChange={(key) => setFilter(key as Filter)} className="spot-orders__tabs">
        {FILTERS.map((f) => (
          <Tabs.Tab key={f.key} title={t(`orders.tabs.${f.key}`)} />
        ))}
      </Tabs>
      <div className="spot-orders">
        {quotations.isError && <QueryError inline title={t('common:partial.pairs')} {...retryOf(quotations)} />}
        <FilterBar filters={filters} pairs={pairs} onChange={setFilters} />
        <OrdersList
          key={`${active.key} ${JSON.stringify(filters)}`}
          status={active.status}
          filters={filters}
          pairs={pairs}
          locale={locale}
        />
      </div>
    </Page>
  );
}
