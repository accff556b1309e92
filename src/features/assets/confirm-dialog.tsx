// The confirmation of a money action: it repeats every figure (amount, fee, received amount,
// destination) and sends once: the confirm button is disabled while the request runs and guarded
// against repeated clicks (500 ms).
import { Dialog } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useClickGuard } from '@/hooks/use-click-guard';

export interface ConfirmRow {
  label: string;
  value: ReactNode;
}

interface ConfirmDialogProps {
  visible: boolean;
  title: string;
  rows: readonly ConfirmRow[];
  confirmText: string;
  pending: boolean;
  onConfirm: () => Promise<void>;
  onCancel: () => void;
}

export function ConfirmDialog({ visible, title, rows, confirmText, pending, onConfirm, onCancel }: ConfirmDialogProps) {
  const { t } = useTranslation('assets');
  const confirm = useClickGuard(onConfirm, pending);
  return (
    <Dialog
      visible={visible}
      title={title}
      closeOnMaskClick={!pending}
      onClose={onCancel}
      content={
        <dl className="confirm-rows">
          {rows.map((row) => (
            <div key={row.label} className="confirm-rows__row">
              <dt>{row.label}</dt>
              <dd>{row.value}</dd>
            </div>
          ))}
        </dl>
      }
      actions={[
        [
          { key: 'cancel', text: t('confirm.cancel'), disabled: pending, onClick: onCancel },
          { key: 'confirm', text: confirmText, bold: true, disabled: pending, onClick: () => confirm() },
        ],
      ]}
    />
  );
}
