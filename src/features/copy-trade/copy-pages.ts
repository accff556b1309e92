// The paged lists of copy trading, each a Laravel paginator read page by page until its last:
// the traders (ranked and searched), a trader's closed orders and the user's copied positions.
import { useInfiniteQuery } from '@tanstack/react-query';
import {
  getListMyCopiedPositionsQueryKey,
  getListTraderHistoryQueryKey,
  getListTradersQueryKey,
  listMyCopiedPositions,
  listTraderHistory,
  listTraders,
} from '@generated/api/copy-trade/copy-trade';
import type {
  CopiedPosition,
  ListMyCopiedPositionsStatus,
  ListTradersOrder,
  Trader,
  TraderTrade,
} from '@generated/model';
import type { ListPage } from '@/components/paged-list';

interface Paginator<T> {
  data: T[];
  current_page: number;
  last_page: number;
  next_page_url: string | null;
}

const toRows = <T>(body: Paginator<T>): ListPage<T> => ({
  rows: body.data,
  end: body.next_page_url == null || body.current_page >= body.last_page || body.data.length === 0,
});

const nextPage = <T>(last: ListPage<T>, _all: unknown, lastPage: number): number | undefined =>
  last.end ? undefined : lastPage + 1;

export function useTraderPages(order: ListTradersOrder, keyword: string) {
  const params = { order, ...(keyword ? { keyword } : {}) };
  return useInfiniteQuery({
    queryKey: [...getListTradersQueryKey(params), 'pages'],
    queryFn: async ({ pageParam, signal }) =>
      toRows<Trader>(await listTraders({ ...params, page: pageParam }, { silent: true }, signal)),
    initialPageParam: 1,
    getNextPageParam: nextPage<Trader>,
  });
}

export function useTraderHistoryPages(traderId: number) {
  const params = { trader_user_id: traderId };
  return useInfiniteQuery({
    queryKey: [...getListTraderHistoryQueryKey(params), 'pages'],
    queryFn: async ({ pageParam, signal }) =>
      toRows<TraderTrade>(await listTraderHistory({ ...params, page: pageParam }, { silent: true }, signal)),
    initialPageParam: 1,
    getNextPageParam: nextPage<TraderTrade>,
  });
}

export function useCopiedPositionPages(status: ListMyCopiedPositionsStatus) {
  const params = { status };
  return useInfiniteQuery({
    queryKey: [...getListMyCopiedPositionsQueryKey(params), 'pages'],
    queryFn: async ({ pageParam, signal }) =>
      toRows<CopiedPosition>(await listMyCopiedPositions({ ...params, page: pageParam }, { silent: true }, signal)),
    initialPageParam: 1,
    getNextPageParam: nextPage<CopiedPosition>,
  });
}
