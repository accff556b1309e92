// A choice of the order form (direction, price type, multiple): a row of radio buttons bound to
// its form field. After a refused submit, a new choice checks the form again at once.
import { useController, useFormContext, useFormState } from 'react-hook-form';
import { RadioButtons, type RadioOption } from '@/components/radio-buttons';

interface SegmentedFieldProps {
  name: string;
  label: string;
  className: string;
  options: readonly RadioOption<string>[];
}

export function SegmentedField({ name, label, className, options }: SegmentedFieldProps) {
  const { control, trigger } = useFormContext();
  const { field } = useController({ control, name });
  const { isSubmitted } = useFormState({ control });
  return (
    <RadioButtons
      label={label}
      className={`ct-segmented ${className}`}
      optionClass="ct-segmented__option"
      checkedClass="ct-segmented__option--checked"
      value={field.value as string}
      options={options}
      onChange={(value) => {
        field.onChange(value);
        if (isSubmitted) void trigger();
      }}
    />
  );
}
