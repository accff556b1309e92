// A choice among a few options in a kit form: a button showing the chosen option that opens a
// sheet with the list (a check mark on the chosen one).
//
// Usage:
//   <SelectField name="bankType" label={t('card.type')} title={t('card.typeTitle')}
//     placeholder={t('card.typePlaceholder')} options={[{ value: 'debit', label: t('card.debit') }]} />
import { CheckList, Popup } from 'antd-mobile';
import { useState, type ReactNode } from 'react';
import { FormField } from '@/components/form-field';
import { useKitField, type KitFieldOptions } from './use-kit-field';
import './form-kit.css';

export interface SelectOption {
  value: string;
  label: ReactNode;
}

interface SelectFieldProps extends KitFieldOptions {
  name: string;
  label: ReactNode;
  /** The sheet's heading. */
  title: string;
  placeholder: string;
  options: readonly SelectOption[];
}

export function SelectField({ name, label, title, placeholder, options, ...kit }: SelectFieldProps) {
  const { field, id, error } = useKitField(name, kit);
  const [open, setOpen] = useState(false);
  const chosen = options.find((option) => option.value === field.value);
  return (
    <FormField id={id} label={label} error={error}>
      <button
        type="button"
        id={id}
        className="select-field__button"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        {chosen ? chosen.label : <span className="select-field__placeholder">{placeholder}</span>}
      </button>
      <Popup
        visible={open}
        onMaskClick={() => {
          setOpen(false);
          field.onBlur();
        }}
        bodyClassName="sheet"
      >
        <h2 className="sheet-title">{title}</h2>
        <CheckList
          aria-label={title}
          value={chosen ? [chosen.value] : []}
          onChange={(values) => {
            const next = values[0];
            if (next !== undefined) field.onChange(String(next));
            setOpen(false);
            field.onBlur();
          }}
        >
          {options.map((option) => (
            <CheckList.Item key={option.value} value={option.value}>
              {option.label}
            </CheckList.Item>
          ))}
        </CheckList>
      </Popup>
    </FormField>
  );
}
