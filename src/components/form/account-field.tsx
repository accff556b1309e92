// The account of a kit form: an e-mail address, or a phone number after its area code (the code
// opens the searchable country picker). The screen keeps `kind` and `area`, since its schema
// checks the number against the area code.
//
// Usage:
//   <AccountField name="account" label={t('fields.phone')} kind="phone" area={area} onAreaChange={setArea}
//     placeholder={t('fields.phonePlaceholder')} />
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyAreaCodePicker } from '@/components/lazy-area-code-picker';
import { FormField } from '@/components/form-field';
import { FieldInput } from './field-input';
import type { AreaCode } from '@/lib/area-codes';
import { useKitField, type KitFieldOptions } from './use-kit-field';
import './form-kit.css';

export type AccountKind = 'email' | 'phone';

interface AccountFieldProps extends KitFieldOptions {
  name: string;
  label: ReactNode;
  kind: AccountKind;
  area: AreaCode;
  onAreaChange: (area: AreaCode) => void;
  placeholder?: string;
  /** Picks the area code elsewhere (another screen) instead of the picker sheet. */
  onPickArea?: () => void;
  /** The area button's accessible name (default "Country code +86, change"). */
  areaLabel?: string;
  /** Rewrites what is typed before it is kept (e.g. digits only). */
  normalize?: (value: string) => string;
}

export function AccountField({
  name,
  label,
  kind,
  area,
  onAreaChange,
  placeholder,
  onPickArea,
  areaLabel,
  normalize,
  ...options
}: AccountFieldProps) {
  const { t } = useTranslation('common');
  const { field, id, error } = useKitField(name, options);
  const [picking, setPicking] = useState(false);
  return (
    <FormField id={id} label={label} error={error}>
      <div className="account-input">
        {kind === 'phone' && (
          <>
            <button
              type="button"
              className="account-input__area"
              onClick={onPickArea ?? (() => setPicking(true))}
              aria-label={areaLabel ?? t('form.areaCodeLabel', { code: area.dial })}
            >
              +{area.dial}
            </button>
            <LazyAreaCodePicker visible={picking} onClose={() => setPicking(false)} onSelect={onAreaChange} />
          </>
        )}
        <FieldInput
          id={id}
          type={kind === 'email' ? 'email' : 'tel'}
          inputMode={kind === 'email' ? 'email' : 'numeric'}
          autoComplete={kind === 'email' ? 'email' : 'tel-national'}
          placeholder={placeholder}
          value={field.value ?? ''}
          onChange={(value) => field.onChange(normalize ? normalize(value) : value)}
          onBlur={field.onBlur}
          clearable
        />
      </div>
    </FormField>
  );
}
