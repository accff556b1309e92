// The paged lists of copy trading, each a Laravel paginator read page by page until its last:
// the traders (ranked and searched), a trader's closed orders and the user's copied positions.
import {
  getListMyCopiedPositionsQueryKey,
  getListTraderHistoryQueryKey,
  getListTradersQueryKey,
  listMyCopiedPositions,
  listTraderHistory,
  listTraders,
} from '@generated/api/copy-trade/copy-trade';
import type { ListMyCopiedPositionsStatus, ListTradersOrder } from '@generated/model';
import type { ListPage } from '@/components/paged-list';
import { useListPages } from '@/hooks/use-list-pages';

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

export function useTraderPages(order: ListTradersOrder, keyword: string) {
  const params = { order, ...(keyword ? { keyword } : {}) };
  return useListPages(getListTradersQueryKey(params), async (page, signal) =>
    toRows(await listTraders({ ...params, page }, { silent: true }, signal)),
  );
}

export function useTraderHistoryPages(traderId: number) {
  const params = { trader_user_id: traderId };
  return useListPages(getListTraderHistoryQueryKey(params), async (page, signal) =>
    toRows(await listTraderHistory({ ...params, page }, { silent: true }, signal)),
  );
}

export function useCopiedPositionPages(status: ListMyCopiedPositionsStatus) {
  const params = { status };
  return useListPages(getListMyCopiedPositionsQueryKey(params), async (page, signal) =>
    toRows(await listMyCopiedPositions({ ...params, page }, { silent: true }, signal)),
  );
}
