// The short risk notice shown before the first contract order. Acceptance is remembered in
// localStorage (in memory when storage is unavailable), so it is asked once per device.
import { Button, Dialog } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { RiskNoticeProps } from '@/hooks/use-risk-gate';

export function RiskNotice({ visible, onAccept, onCancel }: RiskNoticeProps) {
  const { t } = useTranslation('contract-trade');
  return (
    <Dialog
      visible={visible}
      title={t('risk.title')}
      aria-label={t('risk.title')}
      destroyOnClose
      getContainer={() => document.body}
      className="ct-dialog"
      content={
        <div className="ct-dialog__body">
          <ul className="ct-risk">
            <li>{t('risk.leverage')}</li>
            <li>{t('risk.liquidation')}</li>
            <li>{t('risk.fees')}</li>
            <li>{t('risk.only')}</li>
          </ul>
          <div className="ct-dialog__actions">
            <Button block fill="outline" onClick={onCancel}>
              {t('actions.cancel')}
            </Button>
            <Button block color="primary" onClick={onAccept}>
              {t('risk.accept')}
            </Button>
          </div>
        </div>
      }
      onClose={onCancel}
    />
  );
}
