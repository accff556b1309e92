// A text input of a kit form, with its label and translated error.
//
// Usage: `<TextField name="inviteCode" label={t('fields.inviteCode')} placeholder={t('fields.inviteCodePlaceholder')} />`
import type { ReactNode } from 'react';
import { FormField } from '@/components/form-field';
import { FieldInput, type FieldInputProps } from './field-input';
import { useKitField, type KitFieldOptions } from './use-kit-field';

export interface TextFieldProps extends KitFieldOptions {
  name: string;
  label: ReactNode;
  placeholder?: string;
  autoComplete?: string;
  inputMode?: FieldInputProps['inputMode'];
  type?: string;
  maxLength?: number;
  clearable?: boolean;
  readOnly?: boolean;
  /** Shown beside the input (a unit, a "Paste" or "Max" button). */
  extra?: ReactNode;
  /** Rewrites what is typed before it is kept (e.g. only digits). */
  normalize?: (value: string) => string;
}

export function TextField({
  name,
  label,
  placeholder,
  autoComplete = 'off',
  inputMode,
  type,
  maxLength,
  clearable,
  readOnly,
  extra,
  normalize,
  ...options
}: TextFieldProps) {
  const { field, id, error } = useKitField(name, options);
  return (
    <FormField id={id} label={label} error={error} extra={extra}>
      <FieldInput
        id={id}
        value={field.value ?? ''}
        onChange={(value) => field.onChange(normalize ? normalize(value) : value)}
        onBlur={field.onBlur}
        placeholder={placeholder}
        autoComplete={autoComplete}
        inputMode={inputMode}
        type={type}
        maxLength={maxLength}
        clearable={clearable}
        readOnly={readOnly}
      />
    </FormField>
  );
}
