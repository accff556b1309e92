// An order of the earn screens (lock mining, dual investment, IEO, loans) that the user confirms
// before it is sent: the draft waits in a confirmation dialog (`useDraftConfirm`), then goes once.
// On success the server's message (or `doneText`) shows as a toast, the lists of `refresh` and the
// spot balance load again, then `onDone` runs, or after a moment the screen moves on to `redirect`.
//
// Usage:
//   const order = useEarnOrder<string>(create.isPending, {
//     request: (amount) => create.mutateAsync({ data: { config_id: config.id, amount } }),
//     doneText: t('buy.done'),
//     refresh: [getListLockOrdersQueryKey()],
//     redirect: ROUTES.lockmingOrder,
//   });
//   <Form ... onSubmit={(v) => order.open(v.amount.trim())}>
//   <ConfirmDialog {...order.dialog} title={…} rows={order.draft === null ? [] : […]} confirmText={…} />
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { Toast } from 'antd-mobile';
import { useAppNavigation } from './use-app-navigation';
import { useDraftConfirm, type DraftConfirm } from './use-draft-confirm';
import { spotBalanceQueryKey } from './use-spot-balance';

/** How long the toast of a done order shows before the screen moves on. */
export const EARN_REDIRECT_MS = 1200;

export interface EarnOrderOptions<D> {
  /** Sends the confirmed draft; resolves to the server's message. */
  request: (draft: D) => Promise<string | null | undefined>;
  /** The toast when the server's message is empty. */
  doneText: string;
  /** The lists the order changes (the spot balance is always loaded again). */
  refresh: readonly QueryKey[];
  /** Runs once the order is done. */
  onDone?: () => void;
  /** Where the screen goes once the order is done (after EARN_REDIRECT_MS, replacing this page). */
  redirect?: string;
}

export function useEarnOrder<D>(
  pending: boolean,
  { request, doneText, refresh, onDone, redirect }: EarnOrderOptions<D>,
): DraftConfirm<D> {
  const queryClient = useQueryClient();
  const { redirectTo } = useAppNavigation();
  return useDraftConfirm<D>(pending, async (draft) => {
    const answer = await request(draft);
    Toast.show({ content: answer || doneText });
    for (const queryKey of [...refresh, spotBalanceQueryKey()]) void queryClient.invalidateQueries({ queryKey });
    onDone?.();
    if (redirect !== undefined) setTimeout(() => redirectTo(redirect), EARN_REDIRECT_MS);
  });
}
