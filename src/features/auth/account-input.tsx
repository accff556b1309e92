// The account input of the auth forms: an e-mail address, or a phone number after its area code.
import { Input } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AreaCodePicker } from '@/components/area-code-picker';
import type { AreaCode } from '@/lib/area-codes';
import type { AccountKind } from './auth-schemas';

interface AccountInputProps {
  id: string;
  kind: AccountKind;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  area: AreaCode;
  onAreaChange: (area: AreaCode) => void;
}

export function AccountInput({ id, kind, value, onChange, onBlur, area, onAreaChange }: AccountInputProps) {
  const { t } = useTranslation('auth');
  const [picking, setPicking] = useState(false);
  return (
    <div className="account-input">
      {kind === 'phone' && (
        <>
          <button
            type="button"
            className="account-input__area"
            onClick={() => setPicking(true)}
            aria-label={t('fields.areaCodeLabel', { code: area.dial })}
          >
            +{area.dial}
          </button>
          <AreaCodePicker visible={picking} onClose={() => setPicking(false)} onSelect={onAreaChange} />
        </>
      )}
      <Input
        id={id}
        type={kind === 'email' ? 'email' : 'tel'}
        inputMode={kind === 'email' ? 'email' : 'numeric'}
        autoComplete={kind === 'email' ? 'email' : 'tel-national'}
        placeholder={kind === 'email' ? t('fields.emailPlaceholder') : t('fields.phonePlaceholder')}
        value={value}
        onChange={onChange}
        onBlur={onBlur}
        clearable
      />
    </div>
  );
}
