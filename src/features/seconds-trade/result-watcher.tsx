// Brings in the result of every open order: `closed_microorder` settles it through the store;
// an order whose countdown has ended without that event is asked for with get_result until the
// server answers it settled. Each settlement refreshes the balances and the order lists.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { getListWalletsQueryKey } from '@generated/api/assets/assets';
import {
  getListPayableCurrenciesQueryKey,
  getListSecondsOrdersQueryKey,
  useGetSecondsResult,
} from '@generated/api/seconds-trade/seconds-trade';
import { isApiError } from '@/api/errors';
import { useNow } from './clock';
import { forgetSecondsOrder, settleSecondsOrder, useSecondsOrders } from './open-orders-store';

/** Ask a little after the end: the server settles an expired order when asked. */
export const RESULT_GRACE_MS = 1_000;
export const RESULT_POLL_MS = 2_000;

/** A refusal from the server (not a transport trouble, which is worth another try). */
const refused = (error: unknown): boolean => isApiError(error) && error.kind === 'business';

function ResultPoller({ id }: { id: number }) {
  const result = useGetSecondsResult(
    { id },
    {
      query: {
        // Until this order's own settled answer (an answer about another order id is not one).
        refetchInterval: (query) =>
          (query.state.data?.status === 3 && Number(query.state.data.id) === id) || refused(query.state.error)
            ? false
            : RESULT_POLL_MS,
        retry: false,
        gcTime: 0,
      },
      request: { silent: true },
    },
  );
  useEffect(() => {
    if (result.data?.status === 3) settleSecondsOrder(result.data, id);
  }, [result.data, id]);
  useEffect(() => {
    // The server refused (no such order): stop counting it; the order list shows the truth.
    if (refused(result.error)) forgetSecondsOrder(id);
  }, [result.error, id]);
  return null;
}

export function ResultWatcher() {
  const queryClient = useQueryClient();
  const { open, settledCount } = useSecondsOrders();
  const now = useNow();

  useEffect(() => {
    if (settledCount === 0) return;
    void queryClient.invalidateQueries({ queryKey: getListPayableCurrenciesQueryKey() });
    void queryClient.invalidateQueries({ queryKey: getListSecondsOrdersQueryKey() });
    void queryClient.invalidateQueries({ queryKey: getListWalletsQueryKey() });
  }, [settledCount, queryClient]);

  return (
    <>
      {open
        .filter((order) => now >= order.endsAt + RESULT_GRACE_MS)
        .map((order) => (
          <ResultPoller key={order.id} id={order.id} />
        ))}
    </>
  );
}
