// The order confirmation: repeats every figure of the order (pair, direction, duration, stake,
// profit ratio, the live price it opens near) with the expected profit (stake × ratio) and the
// possible loss (the stake), and sends it once.
import { Dialog } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useLiveTicker } from '@/api/live-market';
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
  return (
    <Dialog
      visible={draft !== null}
      destroyOnClose
      aria-label={t('confirm.title')}
      title={t('confirm.title')}
      content={
        draft && (
          <>
            <dl className="seconds-figures" data-testid="confirm-figures">
              <div>
                <dt>{t('confirm.pair')}</dt>
                <dd>{draft.symbol}</dd>
              </div>
              <div>
                <dt>{t('confirm.direction')}</dt>
                <dd>
                  <DirectionLabel type={draft.type} />
                </dd>
              </div>
              <div>
                <dt>{t('confirm.duration')}</dt>
                <dd>
                  <Duration seconds={draft.seconds} />
                </dd>
              </div>
              <div>
                <dt>{t('confirm.stake')}</dt>
                <dd>{t('money', { value: formatAmount(draft.amount, locale), currency: draft.currency })}</dd>
              </div>
              <div>
                <dt>{t('confirm.profitRatio')}</dt>
                <dd>{t('percent', { value: trimDecimal(draft.profitRatio) })}</dd>
              </div>
              <div>
                <dt>{t('confirm.price')}</dt>
                <dd>{formatPrice(price, locale)}</dd>
              </div>
              <div className="seconds-figures__profit">
                <dt>{t('confirm.expectedProfit')}</dt>
                <dd className="up">{t('money', { value: `+${profit}`, currency: draft.currency })}</dd>
              </div>
              <div className="seconds-figures__loss">
                <dt>{t('confirm.possibleLoss')}</dt>
                <dd className="down">{t('money', { value: `-${loss}`, currency: draft.currency })}</dd>
              </div>
            </dl>
            <p className="seconds-figures__note">{t('confirm.note')}</p>
          </>
        )
      }
      actions={[
        [
          { key: 'cancel', text: t('confirm.cancel'), disabled: pending },
          { key: 'confirm', text: t('confirm.submit'), bold: true, disabled: pending },
        ],
      ]}
      onAction={(action) => {
        if (action.key === 'confirm') onConfirm();
        else onCancel();
      }}
    />
  );
}
