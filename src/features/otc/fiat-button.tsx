// The fiat currency of OTC ads: a button showing the chosen code that opens a sheet of the codes.
import { CheckList, Popup } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FIAT_CODES, isFiatCode, type FiatCode } from '@/api/fiat-rates';

export function FiatButton({ fiat, onChange }: { fiat: FiatCode; onChange: (fiat: FiatCode) => void }) {
  const { t } = useTranslation('otc');
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="otc-fiat" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {t('filters.fiat')} <strong>{fiat}</strong>
      </button>
      <Popup visible={open} onMaskClick={() => setOpen(false)} bodyClassName="sheet">
        <h2 className="sheet-title">{t('filters.fiatTitle')}</h2>
        <CheckList
          aria-label={t('filters.fiatTitle')}
          value={[fiat]}
          onChange={(values) => {
            const next = String(values[0] ?? '');
            if (isFiatCode(next)) onChange(next);
            setOpen(false);
          }}
        >
          {FIAT_CODES.map((code) => (
            <CheckList.Item key={code} value={code}>
              {code}
            </CheckList.Item>
          ))}
        </CheckList>
      </Popup>
    </>
  );
}
