// What a confirmation dialog sends: the draft the user is confirming (null while no dialog is
// open), and the props that open, send and close the dialog. Sending closes the dialog whether it
// succeeds or fails; a failure is reported (the server's reason was already shown) and whatever
// the form holds stays as typed.
//
// Usage:
//   const pay = useDraftConfirm<NftOrder>(mutation.isPending, async (order) => {
//     const answer = await mutation.mutateAsync({ data: { id: order.id } });
//     Toast.show({ content: answer || t('paid') });
//   });
//   <Button onClick={() => pay.open(order)}>…</Button>
//   <ConfirmDialog {...pay.dialog} title={…} rows={pay.draft ? […] : []} confirmText={…} />
import { useState } from 'react';
import { useReportError } from './use-report-error';

export interface DraftConfirm<D> {
  /** What is being confirmed; null while the dialog is closed. */
  draft: D | null;
  open: (draft: D) => void;
  /** Spread on ConfirmDialog: visible, pending, onConfirm, onCancel. */
  dialog: { visible: boolean; pending: boolean; onConfirm: () => Promise<void>; onCancel: () => void };
}

interface SendDraftOptions<D, R> {
  send: (draft: D) => Promise<R>;
  /** Closes the dialog (drops the draft). */
  close: () => void;
  reportError: (error: unknown) => void;
  /** After the request was accepted and the dialog closed. */
  onSent?: (answer: R, draft: D) => unknown;
  /** Leave the dialog open when the request fails (an action with nothing to correct). */
  keepOnError?: boolean;
}

/**
 * Sends a confirmed draft, the one way every confirmation does (this hook and the DraftConfirm
 * component): accepted, the dialog closes, then `onSent`; refused, the reason is reported and
 * the dialog closes unless `keepOnError`.
 */
export async function sendDraft<D, R>(draft: D, options: SendDraftOptions<D, R>): Promise<void> {
  let answer: R;
  try {
    answer = await options.send(draft);
  } catch (error) {
    if (!options.keepOnError) options.close();
    options.reportError(error);
    return;
  }
  options.close();
  await options.onSent?.(answer, draft);
}

export function useDraftConfirm<D>(pending: boolean, send: (draft: D) => Promise<unknown>): DraftConfirm<D> {
  const reportError = useReportError();
  const [draft, setDraft] = useState<D | null>(null);

  async function confirm(): Promise<void> {
    if (draft !== null) await sendDraft(draft, { send, close: () => setDraft(null), reportError });
  }

  return {
    draft,
    open: setDraft,
    dialog: { visible: draft !== null, pending, onConfirm: confirm, onCancel: () => setDraft(null) },
  };
}
