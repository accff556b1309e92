// Cancelling spot orders (the proposed /coin/cancel and /coin/cancel_all): one order from its row,
// or every open order of a pair after a confirmation. Each action fires once (a button of a
// pending cancel does nothing); once accepted, the balances and every order list are asked again,
// so the released funds show on the order form and on Assets. A refusal (already filled or
// cancelled) is the server's translated message, shown by the API layer; the lists are refreshed
// then too, since the order changed under the user.
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getListWalletsQueryKey } from '@generated/api/assets/assets';
import {
  getListCoinOrdersQueryKey,
  useCancelAllCoinOrders,
  useCancelCoinOrder,
} from '@generated/api/spot-trade/spot-trade';
import type { CoinOrder } from '@generated/model';
import { useClickGuard } from '@/hooks/use-click-guard';
import { useDraftConfirm } from '@/hooks/use-draft-confirm';
import { useReportError } from '@/hooks/use-report-error';
import { showToast } from '@/lib/toast';

/** The pair a cancel-all names, and what the confirmation shows of it. */
export interface PairOrders {
  currencyId: number;
  legalId: number;
  symbol: string;
  count: number;
}

export function useCancelOrders() {
  const { t } = useTranslation('spot-trade');
  const queryClient = useQueryClient();
  const reportError = useReportError();
  const one = useCancelCoinOrder();
  const all = useCancelAllCoinOrders();
  // The order whose cancel is on its way (its button spins, the others stay usable).
  const [cancelling, setCancelling] = useState<number | null>(null);

  const refresh = useCallback(async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: getListWalletsQueryKey() }),
      queryClient.invalidateQueries({ queryKey: getListCoinOrdersQueryKey() }),
    ]);
  }, [queryClient]);

  const cancelOne = useClickGuard(async (order: CoinOrder) => {
    setCancelling(order.id);
    try {
      await one.mutateAsync({ data: { id: order.id } });
      showToast(t('cancel.done'));
    } catch (error) {
      reportError(error);
    } finally {
      setCancelling(null);
      await refresh();
    }
  }, one.isPending);

  const cancelPair = useDraftConfirm<PairOrders>(all.isPending, async (pair) => {
    try {
      const cancelled = await all.mutateAsync({ data: { currency_id: pair.currencyId, legal_id: pair.legalId } });
      showToast(t('cancel.allDone', { count: cancelled.length }));
    } finally {
      await refresh();
    }
  });

  return { cancelOne, cancelling, cancelPair };
}
