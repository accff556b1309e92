// The order confirmation: repeats every figure of the order (pair, direction, duration, stake,
// profit ratio, the live price it opens near) with the expected profit (stake × ratio) and the
// possible loss (the stake), and sends it once.
import { useTranslation } from 'react-i18next';
import { useLiveTicker } from '@/api/live-market';
import { ConfirmDialog as SharedConfirmDialog } from '@/components/confirm-dialog';
import { formatAmount, formatPrice } from '@/lib/format';
import { DirectionLabel, Duration } from './order-labels';
import { expectedProfit, trimDecimal } from './seconds-math';

export interface OrderDraft {
  matchId: number;
  symbol: string;
  /** 1 up, 2 down. */
  type: 1 | 2;
  seconds: number;
  amount: string;
  currencyId: number;
  currency: string;
  profitRatio: string;
  /** The last quoted price, shown until a live tick arrives. */
  price: string;
}

interface ConfirmDialogProps {
  draft: OrderDraft | null;
  locale: string;
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

export function ConfirmDialog({ draft, locale, pending, onConfirm, onCancel }: ConfirmDialogProps) {
  const { t } = useTranslation('seconds-trade');
  const ticker = useLiveTicker(draft?.matchId ?? 0);
  const price = ticker?.price ?? draft?.price ?? '';
  const profit = draft ? formatAmount(expectedProfit(draft.amount, draft.profitRatio), locale) : '';
  const loss = draft ? formatAmount(draft.amount, locale) : '';
  const rows = draft
    ? [
        { label: t('confirm.pair'), value: draft.symbol },
        { label: t('confirm.direction'), value: <DirectionLabel type={draft.type} /> },
        { label: t('confirm.duration'), value: <Duration seconds={draft.seconds} /> },
        {
          label: t('confirm.stake'),
          value: t('money', { value: formatAmount(draft.amount, locale), currency: draft.currency }),
        },
        { label: t('confirm.profitRatio'), value: t('percent', { value: trimDecimal(draft.profitRatio) }) },
        { label: t('confirm.price'), value: formatPrice(price, locale) },
        {
          label: t('confirm.expectedProfit'),
          value: <span className="up">{t('money', { value: `+${profit}`, currency: draft.currency })}</span>,
          className: 'seconds-figures__profit',
        },
        {
          label: t('confirm.possibleLoss'),
          value: <span className="down">{t('money', { value: `-${loss}`, currency: draft.currency })}</span>,
          className: 'seconds-figures__loss',
        },
      ]
    : [];
  return (
    <SharedConfirmDialog
      visible={draft !== null}
      title={t('confirm.title')}
      rows={rows}
      rowsTestId="confirm-figures"
      confirmText={t('confirm.submit')}
      cancelText={t('confirm.cancel')}
      pending={pending}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      <p className="seconds-figures__note">{t('confirm.note')}</p>
    </SharedConfirmDialog>
  );
}
