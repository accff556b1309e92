// The confirmation of a form's values held as a draft (the component face of useDraftConfirm,
// for a screen whose form holds the draft; both send through sendDraft): the dialog shows the draft as rows; its
// primary action sends it. The dialog closes whatever the answer: a refusal is reported (the form
// keeps what was typed, so it can be corrected; with `keepOnError` the dialog stays for another
// try), an accepted draft goes on to `onSent`.
//
// Usage:
//   const [draft, setDraft] = useState<ApplyForm | null>(null);
//   <Form form={form} id="apply" ns="copy-trade" onSubmit={setDraft}>…</Form>
//   <DraftConfirm
//     draft={draft}
//     onClose={() => setDraft(null)}
//     rows={(d) => [{ label: t('apply.introduction'), value: d.introduction }]}
//     send={(d) => apply.mutateAsync({ data: d })}
//     onSent={(done) => Toast.show({ content: done || t('apply.done') })}
//     title={t('apply.confirmTitle')}
//     confirmText={t('apply.confirm')}
//     pending={apply.isPending}
//   />
import type { ReactNode } from 'react';
import { sendDraft } from '@/hooks/use-draft-confirm';
import { useReportError } from '@/hooks/use-report-error';
import { ConfirmDialog, type ConfirmDialogProps, type ConfirmRow } from './confirm-dialog';

interface DraftConfirmProps<T, R> extends Omit<
  ConfirmDialogProps,
  'visible' | 'rows' | 'onConfirm' | 'onCancel' | 'title' | 'children'
> {
  /** The title, or the title of this draft. */
  title: string | ((draft: T) => string);
  /** After the rows (a note), or what to say of this draft. */
  children?: ReactNode | ((draft: T) => ReactNode);
  /** The values waiting for confirmation; none: the dialog is closed. */
  draft: T | null;
  /** Drops the draft (cancel, or the answer came). */
  onClose: () => void;
  rows?: (draft: T) => readonly ConfirmRow[];
  /** The request. */
  send: (draft: T) => Promise<R>;
  /** After the request was accepted and the dialog closed. */
  onSent?: (answer: R, draft: T) => unknown;
  /** Leave the dialog open when the request fails (an action with nothing to correct). */
  keepOnError?: boolean;
}

export function DraftConfirm<T, R>({
  draft,
  onClose,
  rows,
  send,
  onSent,
  keepOnError = false,
  title,
  children,
  ...dialog
}: DraftConfirmProps<T, R>) {
  const reportError = useReportError();

  async function confirm(): Promise<void> {
    if (draft !== null) await sendDraft(draft, { send, close: onClose, reportError, onSent, keepOnError });
  }

  return (
    <ConfirmDialog
      {...dialog}
      title={typeof title === 'function' ? (draft === null ? '' : title(draft)) : title}
      visible={draft !== null}
      rows={draft === null || !rows ? [] : rows(draft)}
      onConfirm={confirm}
      onCancel={onClose}
    >
      {typeof children === 'function' ? draft !== null && children(draft) : children}
    </ConfirmDialog>
  );
}
