// The short risk notice shown before the trader's first seconds order; acceptance is remembered
// on this device.
import { Checkbox, Dialog } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RiskNoticeProps } from '@/hooks/use-risk-gate';

export function RiskNotice({ visible, onAccept, onCancel }: RiskNoticeProps) {
  const { t } = useTranslation('seconds-trade');
  const [checked, setChecked] = useState(false);
  return (
    <Dialog
      visible={visible}
      destroyOnClose
      aria-label={t('risk.title')}
      title={t('risk.title')}
      content={
        <div className="seconds-risk">
          <p>{t('risk.body1')}</p>
          <p>{t('risk.body2')}</p>
          <p>{t('risk.body3')}</p>
          <Checkbox checked={checked} onChange={setChecked} className="seconds-risk__check">
            {t('risk.agree')}
          </Checkbox>
        </div>
      }
      actions={[
        [
          { key: 'cancel', text: t('risk.cancel') },
          { key: 'accept', text: t('risk.accept'), bold: true, disabled: !checked },
        ],
      ]}
      onAction={(action) => {
        if (action.key === 'accept') onAccept();
        else onCancel();
      }}
    />
  );
}
