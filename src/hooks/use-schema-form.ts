// A kit form (src/components/form) checked by a zod schema, each field once it was left and then
// as it changes. The schema may change from render to render (the rules follow a balance, a
// chosen currency): the form checks by the newest one.
//
// Usage: `const form = useSchemaForm(buySchema({ min, balance }), { amount: '' });`
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type DefaultValues, type FieldValues } from 'react-hook-form';
import type { $ZodType } from 'zod/v4/core';

export function useSchemaForm<T extends FieldValues>(schema: $ZodType<T, T>, defaultValues: DefaultValues<T>) {
  return useForm<T>({ resolver: zodResolver(schema), defaultValues, mode: 'onTouched' });
}
