// The one confirmation dialog: a title, the figures as label/value rows (and any note after them),
// then Cancel and the primary action. The rows scroll inside the dialog, so on a 360x640 screen
// both buttons stay visible. The primary action sends once: it is disabled and spinning while
// `pending`, and taps within 500 ms of the last, while it runs, or on a closing dialog do nothing.
// Nor does a tap before the dialog has finished opening and been up for 400 ms: the second tap of
// a double tap on the button that opened it can land on the primary action, which must not send
// what the user has not seen, or on the mask, which must not close it at once (with "reduce
// motion" the kit opens a dialog before that second tap comes).
//
// Usage:
//   <ConfirmDialog
//     visible={draft !== null}
//     title={t('confirm.title')}
//     rows={[{ label: t('confirm.amount'), value: money(draft.amount) }, { label: t('confirm.fee'), value: money(draft.fee) }]}
//     confirmText={t('confirm.confirm')}
//     pending={mutation.isPending}
//     onConfirm={send}
//     onCancel={() => setDraft(null)}
//   >
//     <p className="confirm-dialog__note">{t('confirm.warning')}</p>
//   </ConfirmDialog>
import { Button, Dialog } from 'antd-mobile';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useClickGuard } from '@/hooks/use-click-guard';
import './confirm-dialog.css';

export interface ConfirmRow {
  label: ReactNode;
  value: ReactNode;
  /** A stable key when `label` is not a string. */
  key?: string;
  /** e.g. `confirm-dialog__row--total` for the figure that matters most. */
  className?: string;
}

export interface ConfirmDialogProps {
  visible: boolean;
  title: string;
  rows?: readonly ConfirmRow[];
  /** After the rows: a note, a warning, a checkbox. */
  children?: ReactNode;
  confirmText: string;
  /** Default: "Cancel". */
  cancelText?: string;
  pending: boolean;
  /** Runs the action; a promise keeps the button guarded until it settles. */
  onConfirm: () => unknown;
  onCancel: () => void;
  danger?: boolean;
  /** The test id of the rows (`<dl>`). */
  rowsTestId?: string;
}

export function ConfirmDialog({
  visible,
  title,
  rows = [],
  children,
  confirmText,
  cancelText,
  pending,
  onConfirm,
  onCancel,
  danger = false,
  rowsTestId,
}: ConfirmDialogProps) {
  const { t } = useTranslation('common');
  const confirm = useClickGuard(onConfirm, pending);
  const kit = useClosableWhileOpening(visible);
  return (
    <Dialog
      key={kit.key}
      afterShow={kit.afterShow}
      visible={visible}
      title={title}
      aria-label={title}
      destroyOnClose
      getContainer={() => document.body}
      className="confirm-dialog"
      // A tap on the mask closes the dialog once it has opened: the second tap of a double tap on
      // the button that opened it lands there and must not close it at once.
      closeOnMaskClick={!pending && kit.shown}
      onClose={pending ? undefined : onCancel}
      content={
        <div className="confirm-dialog__content">
          <div className="confirm-dialog__body">
            {rows.length > 0 && (
              <dl className="confirm-dialog__rows" data-testid={rowsTestId}>
                {rows.map((row, index) => (
                  <div
                    key={row.key ?? (typeof row.label === 'string' ? row.label : index)}
                    className={row.className ? `confirm-dialog__row ${row.className}` : 'confirm-dialog__row'}
                  >
                    <dt>{row.label}</dt>
                    <dd>{row.value}</dd>
                  </div>
                ))}
              </dl>
            )}
            {children}
          </div>
          <div className="confirm-dialog__actions">
            <Button block fill="outline" disabled={pending} onClick={onCancel}>
              {cancelText ?? t('actions.cancel')}
            </Button>
            <Button
              block
              color={danger ? 'danger' : 'primary'}
              loading={pending}
              disabled={pending}
              // Until the dialog has opened, taps go through it (and a browser's automation waits).
              className={kit.shown ? undefined : 'confirm-dialog__opening'}
              onClick={() => {
                // A tap on a dialog that is still opening or already closing sends nothing.
                if (visible && kit.shown) confirm();
              }}
            >
              {confirmText}
            </Button>
          </div>
        </div>
      }
    />
  );
}

/** The longest a dialog counts as opening when the kit does not say it has opened. */
const OPENING_MS = 600;
/**
 * How long after it appears a dialog ignores taps on its mask and its primary action, however fast
 * it opened: the second tap of a double tap comes up to ~300 ms after the first (Android's double
 * tap timeout), and with "reduce motion" the kit opens a dialog at once, before that tap.
 */
const DOUBLE_TAP_MS = 400;

/**
 * The kit leaves a dialog on screen for good when it is closed before its opening animation has
 * run a frame (an answer that comes back that fast, a test's click): the interrupted opening
 * reports itself finished with the dialog still open. A dialog closed before it has finished
 * opening is therefore mounted afresh, closed: it disappears at once instead of fading out.
 * `shown`: the opening has finished (the kit said so, or OPENING_MS have passed: the primary
 * action never stays dead) and DOUBLE_TAP_MS have passed since the dialog appeared.
 */
function useClosableWhileOpening(visible: boolean): { key: number; shown: boolean; afterShow: () => void } {
  const [opened, setOpened] = useState(false);
  const [armed, setArmed] = useState(false);
  const [key, setKey] = useState(0);
  const [wasVisible, setWasVisible] = useState(visible);
  if (visible !== wasVisible) {
    setWasVisible(visible);
    if (visible) {
      setOpened(false);
      setArmed(false);
    } else if (!opened) setKey((n) => n + 1);
  }
  useEffect(() => {
    if (!visible || opened) return;
    const timer = setTimeout(() => setOpened(true), OPENING_MS);
    return () => clearTimeout(timer);
  }, [visible, opened]);
  useEffect(() => {
    if (!visible || armed) return;
    const timer = setTimeout(() => setArmed(true), DOUBLE_TAP_MS);
    return () => clearTimeout(timer);
  }, [visible, armed]);
  return { key, shown: opened && armed, afterShow: () => setOpened(true) };
}
