// The last look before a withdrawal leaves: coin, destination (an address shortened, with its
// network; or the bound bank card, its bank and masked number), amount, fee and what arrives.
// Confirm sends once: disabled while the request runs and guarded against double taps.
import { Button, Dialog } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useClickGuard } from '@/hooks/use-click-guard';
import { useLocale } from '@/hooks/use-locale';
import { formatAmount } from '@/lib/format';
import { shortenAddress } from '@/lib/masking';
import { plainAmount, receivedAmount, withdrawalFee, type FeeRule } from './withdraw-amount';

export type WithdrawDestination =
  | { kind: 'address'; address: string; network: string | null }
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

/** The figures of withdrawing `amount` (as typed) under `fee`, as the dialog repeats them. */
export function withdrawSummary(
  coin: string,
  destination: WithdrawDestination,
  amount: string,
  fee: FeeRule,
  remark = '',
): WithdrawSummary {
  const number = amount.trim();
  return {
    coin,
    destination,
    amount: plainAmount(number),
    fee: withdrawalFee(number, fee),
    received: receivedAmount(number, fee),
    remark,
  };
}

interface WithdrawConfirmDialogProps {
  summary: WithdrawSummary | null;
  pending: boolean;
  onConfirm: () => Promise<void>;
  onCancel: () => void;
}

function DestinationRows({ destination }: { destination: WithdrawDestination }) {
  const { t } = useTranslation('withdraw');
  if (destination.kind === 'card') {
    return (
      <div>
        <dt>{t('confirm.card')}</dt>
        <dd>
          {destination.bank} <span className="mono">{destination.account}</span>
        </dd>
      </div>
    );
  }
  return (
    <>
      {destination.network && (
        <div>
          <dt>{t('confirm.network')}</dt>
          <dd>{destination.network}</dd>
        </div>
      )}
      <div>
        <dt>{t('confirm.address')}</dt>
        <dd className="mono">{shortenAddress(destination.address)}</dd>
      </div>
    </>
  );
}

export function WithdrawConfirmDialog({ summary, pending, onConfirm, onCancel }: WithdrawConfirmDialogProps) {
  const { t } = useTranslation('withdraw');
  const locale = useLocale();
  const confirm = useClickGuard(onConfirm, pending);
  const money = (amount: string) =>
    t('amountWithCoin', { amount: formatAmount(amount, locale), coin: summary?.coin ?? '' });
  const toCard = summary?.destination.kind === 'card';
  return (
    <Dialog
      visible={summary !== null}
      title={t('confirm.title')}
      aria-label={t('confirm.title')}
      onClose={pending ? undefined : onCancel}
      content={
        summary && (
          <div className="confirm">
            <dl className="confirm__rows">
              <div>
                <dt>{t('confirm.coin')}</dt>
                <dd>{summary.coin}</dd>
              </div>
              <DestinationRows destination={summary.destination} />
              <div>
                <dt>{t('confirm.amount')}</dt>
                <dd>{money(summary.amount)}</dd>
              </div>
              <div>
                <dt>{toCard ? t('form.cardFee') : t('confirm.fee')}</dt>
                <dd>{money(summary.fee)}</dd>
              </div>
              <div className="confirm__total">
                <dt>{t('confirm.receive')}</dt>
                <dd>{money(summary.received)}</dd>
              </div>
              {summary.remark && (
                <div>
                  <dt>{t('confirm.remark')}</dt>
                  <dd>{summary.remark}</dd>
                </div>
              )}
            </dl>
            <p className="confirm__warning">{toCard ? t('confirm.cardWarning') : t('confirm.warning')}</p>
            <div className="confirm__actions">
              <Button block fill="outline" disabled={pending} onClick={onCancel}>
                {t('confirm.cancel')}
              </Button>
              <Button block color="primary" loading={pending} disabled={pending} onClick={() => confirm()}>
                {t('confirm.confirm')}
              </Button>
            </div>
          </div>
        )
      }
    />
  );
}
