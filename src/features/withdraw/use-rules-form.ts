// A form of the withdraw screens whose rules depend on a choice (the network, the currency): checked
// on blur, and when the rules change (another address shape, minimum, fee or balance) the fields
// already touched are checked again against the new ones.
import { useEffect } from 'react';
import type { DefaultValues, FieldValues, Path } from 'react-hook-form';
import type { $ZodType } from 'zod/v4/core';
import { useSchemaForm } from '@/hooks/use-schema-form';

/** `schema`: the rules of now (memoized: a new one means new rules); `recheck`: the fields to check again then. */
export function useRulesForm<T extends FieldValues>(
  schema: $ZodType<T, T>,
  defaultValues: DefaultValues<T>,
  recheck: readonly Path<T>[],
) {
  const form = useSchemaForm(schema, defaultValues);
  useEffect(() => {
    const touched = recheck.filter((name) => form.getFieldState(name).isTouched);
    if (touched.length > 0) void form.trigger(touched);
  }, [schema, form, recheck]);
  return form;
}
