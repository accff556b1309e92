// A confirmation for a money action: a title, what will happen (the figures), and a confirm
// button that is disabled and spinning while the request runs; clicks within 500 ms of the last
// one, or while it runs, are ignored, so the action is sent once.
import { Button, Dialog } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useClickGuard } from '@/hooks/use-click-guard';

interface ConfirmDialogProps {
  visible: boolean;
  title: string;
  children: ReactNode;
  confirmText: string;
  /** Runs the action; the dialog stays busy until it settles. */
  onConfirm: () => Promise<unknown>;
  onCancel: () => void;
  pending: boolean;
  danger?: boolean;
}

export function ConfirmDialog({
  visible,
  title,
  children,
  confirmText,
  onConfirm,
  onCancel,
  pending,
  danger = false,
}: ConfirmDialogProps) {
  const { t } = useTranslation('contract-trade');
  const confirm = useClickGuard(onConfirm, pending);
  return (
    <Dialog
      visible={visible}
      title={title}
      aria-label={title}
      destroyOnClose
      getContainer={() => document.body}
      className="ct-dialog"
      content={
        <div className="ct-dialog__body">
          {children}
          <div className="ct-dialog__actions">
            <Button block fill="outline" onClick={onCancel} disabled={pending}>
              {t('actions.cancel')}
            </Button>
            <Button
              block
              color={danger ? 'danger' : 'primary'}
              loading={pending}
              disabled={pending}
              onClick={() => {
                // A tap on a dialog that is already closing sends nothing.
                if (visible) confirm();
              }}
            >
              {confirmText}
            </Button>
          </div>
        </div>
      }
      onClose={onCancel}
    />
  );
}

/** One label/value row of a confirmation or a card. */
export function Figure({ label, value, className }: { label: ReactNode; value: ReactNode; className?: string }) {
  return (
    <div className={['ct-figure', className].filter(Boolean).join(' ')}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}
