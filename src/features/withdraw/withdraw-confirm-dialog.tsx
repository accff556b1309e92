// The last look before a withdrawal leaves: coin, destination (an address shortened, with its
// network; or the bound bank card, its bank and masked number), amount, fee and what arrives.
// Confirm sends once: disabled while the request runs and guarded against double taps.
import { useTranslation } from 'react-i18next';
import { ConfirmDialog, type ConfirmRow } from '@/components/confirm-dialog';
import { useLocale } from '@/hooks/use-locale';
import { formatAmount } from '@/lib/format';
import { shortenAddress } from '@/lib/masking';

export type WithdrawDestination =
  /** `memo`: the destination's memo/tag, on a network that needs one. */
  | { kind: 'address'; address: string; network: string | null; memo?: string }
  /** `account` is already masked (`**** 6789`): the full number never reaches the dialog. */
  | { kind: 'card'; bank: string; account: string };

export interface WithdrawSummary {
  coin: string;
  destination: WithdrawDestination;
  amount: string;
  fee: string;
  received: string;
  remark: string;
}

interface WithdrawConfirmDialogProps {
  summary: WithdrawSummary | null;
  pending: boolean;
  onConfirm: () => Promise<void>;
  onCancel: () => void;
}

export function WithdrawConfirmDialog({ summary, pending, onConfirm, onCancel }: WithdrawConfirmDialogProps) {
  const { t } = useTranslation('withdraw');
  const locale = useLocale();
  const money = (amount: string) =>
    t('amountWithCoin', { amount: formatAmount(amount, locale), coin: summary?.coin ?? '' });
  const destination = summary?.destination;
  const toCard = destination?.kind === 'card';
  const rows: ConfirmRow[] = [];
  if (summary && destination) {
    rows.push({ label: t('confirm.coin'), value: summary.coin });
    if (destination.kind === 'card') {
      rows.push({
        label: t('confirm.card'),
        value: (
          <>
            {destination.bank} <span className="mono">{destination.account}</span>
          </>
        ),
      });
    } else {
      if (destination.network) rows.push({ label: t('confirm.network'), value: destination.network });
      rows.push({
        label: t('confirm.address'),
        value: <span className="mono">{shortenAddress(destination.address)}</span>,
      });
      if (destination.memo)
        rows.push({
          label: t('confirm.memo'),
          value: <strong className="mono">{destination.memo}</strong>,
        });
    }
    rows.push(
      { label: t('confirm.amount'), value: money(summary.amount) },
      { label: toCard ? t('form.cardFee') : t('confirm.fee'), value: money(summary.fee) },
      { label: t('confirm.receive'), value: money(summary.received), className: 'confirm-dialog__row--total' },
    );
    if (summary.remark) rows.push({ label: t('confirm.note'), value: summary.remark });
  }
  return (
    <ConfirmDialog
      visible={summary !== null}
      title={t('confirm.title')}
      rows={rows}
      confirmText={t('confirm.confirm')}
      cancelText={t('confirm.cancel')}
      pending={pending}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      <p className="confirm-dialog__warning">{toCard ? t('confirm.cardWarning') : t('confirm.warning')}</p>
    </ConfirmDialog>
  );
}
