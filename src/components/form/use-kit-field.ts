// One field of a kit form: its react-hook-form binding, its stable id and its translated error.
// Kit fields use it; a screen with a field the kit does not have uses it too, with `FormField`.
//
// Usage:
//   const { field, id, error } = useKitField('address');
//   <FormField id={id} label={t('form.address')} error={error}><Input id={id} {...field} /></FormField>
import { useController, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { createContext, useContext } from 'react';

/** `rePassword` → `re-password`, `bank_name` → `bank-name`: the part of a field's id from its name. */
export const idPart = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`).replace(/[._]/g, '-');

export interface KitFieldOptions {
  /** The input's id (default `<form id>-<name>`). */
  id?: string;
  /** Values for the placeholders of the error message (`{{min}}`, `{{coin}}`...). */
  errorValues?: Record<string, unknown>;
}

export function useKitField(name: string, { id, errorValues }: KitFieldOptions = {}) {
  const kit = useFormKit();
  const { t } = useTranslation(kit.ns);
  const { control } = useFormContext();
  const { field, fieldState } = useController({ control, name });
  const message = fieldState.error?.message;
  return {
    field,
    fieldState,
    id: id ?? `${kit.id}-${idPart(name)}`,
    error: message ? t(message, errorValues) : undefined,
  };
}

export interface FormKitContext {
  /** The prefix of the fields' ids: `<id>-<name>` unless a field is given its own. */
  id: string;
  /** The i18n namespace of the error messages (zod messages are keys of it). */
  ns: string;
  busy: boolean;
  /** Validates, then submits once (guarded). */
  submit: () => void;
}

export const FormKitValue = createContext<FormKitContext | null>(null);

export function useFormKit(): FormKitContext {
  const context = useContext(FormKitValue);
  if (!context) throw new Error('A form kit field is used outside <Form>');
  return context;
}
