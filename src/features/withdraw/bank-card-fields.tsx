// The labelled inputs of a bank-card form, one per field, with translated messages under each.
import { Input } from 'antd-mobile';
import { Controller, type Control, type FieldErrors, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/form-field';

export interface CardFieldSpec<N extends string> {
  name: N;
  label: string;
  placeholder: string;
  inputMode?: 'text' | 'numeric' | 'tel';
  autoComplete?: string;
  maxLength?: number;
}

interface CardFieldsProps<T extends FieldValues> {
  control: Control<T>;
  errors: FieldErrors<T>;
  fields: readonly CardFieldSpec<Path<T>>[];
  idPrefix: string;
}

export function CardFields<T extends FieldValues>({ control, errors, fields, idPrefix }: CardFieldsProps<T>) {
  const { t } = useTranslation('withdraw');
  return (
    <>
      {fields.map((spec) => {
        const id = `${idPrefix}-${spec.name.replace(/_/g, '-')}`;
        const message = errors[spec.name]?.message;
        return (
          <Controller
            key={spec.name}
            control={control}
            name={spec.name}
            render={({ field }) => (
              <FormField id={id} label={spec.label} error={typeof message === 'string' ? t(message) : undefined}>
                <Input
                  id={id}
                  value={String(field.value ?? '')}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  placeholder={spec.placeholder}
                  inputMode={spec.inputMode}
                  autoComplete={spec.autoComplete ?? 'off'}
                  maxLength={spec.maxLength}
                />
              </FormField>
            )}
          />
        );
      })}
    </>
  );
}
