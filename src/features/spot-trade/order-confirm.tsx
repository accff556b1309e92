// The spot order's confirmation (the kit's Dialog) and its success toast, loaded by the order form
// when the user shows the intent to order (a tap or the focus in the form), so that the Trade page
// paints without the kit and the dialog is there by the time the order is submitted.
import { Dialog, Toast } from 'antd-mobile';

interface OrderConfirm {
  title: string;
  rows: readonly (readonly [string, string])[];
  confirmText: string;
  cancelText: string;
  /** Sends the order; the confirm button spins while it runs. */
  onConfirm: () => Promise<void>;
}

/** Shows the order's figures with Confirm and Cancel; resolves once the dialog is closed. */
export async function confirmOrder({ title, rows, confirmText, cancelText, onConfirm }: OrderConfirm): Promise<void> {
  await Dialog.confirm({
    title,
    content: (
      <dl className="spot-confirm">
        {rows.map(([term, value]) => (
          <div key={term} className="spot-confirm__row">
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    ),
    confirmText,
    cancelText,
    onConfirm,
  });
}

export function orderPlaced(content: string): void {
  Toast.show({ icon: 'success', content });
}
