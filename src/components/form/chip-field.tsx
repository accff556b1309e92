// A kit field choosing one of a few values as chips side by side (antd-mobile Selector), labelled
// by the text above it. `recheck`: another field whose rule depends on this choice, validated again
// when the choice changes, if it holds anything (a document number, a copy size).
//
// Usage:
//   <ChipField name="idType" label={t('basic.idType')} columns={3} recheck="cardId"
//     options={ID_TYPES.map((value) => ({ value, label: t(`idTypes.${ID_TYPE_KEYS[value]}`) }))} />
import { Selector, type SelectorOption } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useFormContext } from 'react-hook-form';
import { useKitField } from './use-kit-field';

interface ChipFieldProps<V extends string | number> {
  name: string;
  label: string;
  options: SelectorOption<V>[];
  columns: number;
  recheck?: string;
  /** The wrapper's class (default `form-field`). */
  className?: string;
  /** Under the chips (a hint on the current choice). */
  children?: ReactNode;
}

export function ChipField<V extends string | number>({
  name,
  label,
  options,
  columns,
  recheck,
  className = 'form-field',
  children,
}: ChipFieldProps<V>) {
  const { field, id } = useKitField(name);
  const { getValues, trigger } = useFormContext();
  return (
    <div className={className}>
      <p className="form-field__label" id={`${id}-label`}>
        {label}
      </p>
      <Selector
        aria-labelledby={`${id}-label`}
        columns={columns}
        value={[field.value as V]}
        onChange={(values) => {
          const next = values[0];
          if (next === undefined) return;
          field.onChange(next);
          if (recheck && getValues(recheck)) void trigger(recheck);
        }}
        options={options}
      />
      {children}
    </div>
  );
}
