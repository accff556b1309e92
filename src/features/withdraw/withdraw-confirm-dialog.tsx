// The last look before a withdrawal leaves: coin, network, destination (shortened), amount, fee and
// what arrives. Confirm sends once: disabled while the request runs and guarded against double taps.
import { Button, Dialog } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useClickGuard } from '@/hooks/use-click-guard';
import { shortenAddress } from './text';

export interface WithdrawSummary {
  coin: string;
  network: string | null;
  address: string;
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
  const confirm = useClickGuard(onConfirm, pending);
  const money = (amount: string) => t('amountWithCoin', { amount, coin: summary?.coin ?? '' });
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
              {summary.network && (
                <div>
                  <dt>{t('confirm.network')}</dt>
                  <dd>{summary.network}</dd>
                </div>
              )}
              <div>
                <dt>{t('confirm.address')}</dt>
                <dd className="mono">{shortenAddress(summary.address)}</dd>
              </div>
              <div>
                <dt>{t('confirm.amount')}</dt>
                <dd>{money(summary.amount)}</dd>
              </div>
              <div>
                <dt>{t('confirm.fee')}</dt>
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
            <p className="confirm__warning">{t('confirm.warning')}</p>
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
