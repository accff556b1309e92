// A money amount of a kit form. What is typed is kept to the shape of an amount as the shared
// validator reads it (src/lib/validators.ts `isAmount`): digits and one decimal point, at most
// `decimals` decimals (the coin's precision; none when 0), so a figure the coin cannot hold is
// never sent. Range rules (minimum, balance) stay in the screen's schema.
//
// Usage:
//   <AmountField name="amount" label={t('form.amount')} decimals={coin.decimals}
//     unit={coin.name} errorValues={{ min, coin: coin.name }}
//     action={{ label: t('form.max'), value: maxWithdrawable(balance) }} />
import type { ReactNode } from 'react';
import { useFormContext } from 'react-hook-form';
import { FormField } from '@/components/form-field';
import { FieldInput } from './field-input';
import { useKitField, type KitFieldOptions } from './use-kit-field';
import './form-kit.css';
import { keepAmount } from './keep-amount';

interface AmountFieldProps extends KitFieldOptions {
  name: string;
  label: ReactNode;
  /** The coin's decimals; when left out, what is typed is kept as typed (the schema judges it). */
  decimals?: number;
  placeholder?: string;
  /** The coin or currency, shown after the input. */
  unit?: ReactNode;
  /** A button that fills a figure in ("Max", "All"). */
  action?: { label: string; value: string };
  /** Shown under the input (balance, minimum). */
  children?: ReactNode;
}

export function AmountField({
  name,
  label,
  decimals,
  placeholder,
  unit,
  action,
  children,
  ...options
}: AmountFieldProps) {
  const { field, id, error } = useKitField(name, options);
  const { setValue } = useFormContext();
  const extra =
    unit || action ? (
      <span className="field-actions">
        {unit && <span className="field-unit">{unit}</span>}
        {action && (
          <button
            type="button"
            className="link-button"
            onClick={() => setValue(name, action.value, { shouldValidate: true, shouldTouch: true })}
          >
            {action.label}
          </button>
        )}
      </span>
    ) : undefined;
  return (
    <>
      <FormField id={id} label={label} error={error} extra={extra}>
        <FieldInput
          id={id}
          value={field.value ?? ''}
          onChange={(v) => field.onChange(decimals === undefined ? v : keepAmount(v, decimals))}
          onBlur={field.onBlur}
          placeholder={placeholder}
          inputMode="decimal"
          autoComplete="off"
        />
      </FormField>
      {children}
    </>
  );
}
