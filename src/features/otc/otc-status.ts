// The states of an OTC order as the wire numbers them, and the words the screens show for them: a
// cancelled order whose payment time ran out reads "Expired", and the note of one support cancelled
// after an appeal says so (`cancel_reason`).
import type { OtcOrder } from '@generated/model';

export const OTC_STATUS = { unpaid: 1, paid: 2, completed: 3, cancelled: 4, appeal: 5 } as const;

/** The otc namespace's keys of the order's state: its label and its note for the order's side. */
export function otcStatusKeys(order: Pick<OtcOrder, 'status' | 'cancel_reason' | 'side'>) {
  const cancelled = order.status === OTC_STATUS.cancelled;
  const label = cancelled && order.cancel_reason === 'expired' ? 'expired' : String(order.status);
  const note = cancelled && order.cancel_reason === 'support' ? 'support' : label;
  return { label: `status.${label}`, note: `statusNote.${order.side}.${note}` };
}
