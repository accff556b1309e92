// A labelled row of chips that filters a list (the account, the direction): one choice at a time.
//
// Usage:
//   <ChipFilter id="bill-direction" label={t('direction')} columns={3} value={direction}
//     onChange={setDirection} options={DIRECTIONS.map((d) => ({ label: t(`directions.${d}`), value: d }))} />
import { Selector } from 'antd-mobile';

interface ChipFilterProps<V extends string> {
  id: string;
  label: string;
  value: V;
  options: readonly { label: string; value: V }[];
  onChange: (value: V) => void;
  columns: number;
  className?: string;
  /** Taken when the chosen chip is tapped again (default: it stays chosen). */
  emptyValue?: V;
}

export function ChipFilter<V extends string>({
  id,
  label,
  value,
  options,
  onChange,
  columns,
  className,
  emptyValue,
}: ChipFilterProps<V>) {
  return (
    <>
      <span className="form-field__label" id={`${id}-label`}>
        {label}
      </span>
      <Selector
        aria-labelledby={`${id}-label`}
        className={className}
        columns={columns}
        showCheckMark={false}
        value={[value]}
        onChange={(values) => {
          const next = values[0] ?? emptyValue;
          if (next !== undefined) onChange(next);
        }}
        options={[...options]}
      />
    </>
  );
}
