// Placing an OTC order (the order sheet and quick buy): sends once, refreshes the user's orders
// and opens the new order. A refusal was shown by the API layer (its message, or the move to
// identity verification on 998); the form keeps what was typed.
import { useQueryClient } from '@tanstack/react-query';
import { getListOtcOrdersQueryKey, useCreateOtcOrder } from '@generated/api/otc/otc';
import { useAppNavigation } from '@/hooks/use-app-navigation';
import { useReportError } from '@/hooks/use-report-error';
import { ROUTES } from '@/lib/routes';

export function usePlaceOrder() {
  const create = useCreateOtcOrder();
  const queryClient = useQueryClient();
  const reportError = useReportError();
  const { navigateTo } = useAppNavigation();

  /** Resolves true when the order was placed (and opened). */
  async function place(adId: number, number: string): Promise<boolean> {
    try {
      const order = await create.mutateAsync({ data: { ad_id: adId, number } });
      void queryClient.invalidateQueries({ queryKey: getListOtcOrdersQueryKey() });
      navigateTo(`${ROUTES.otcOrder}?id=${order.id}`);
      return true;
    } catch (error) {
      reportError(error);
      return false;
    }
  }
  return { place, pending: create.isPending };
}
