// Label/value facts as a <dl>, one <div> a fact; the screen's class on the list lays them out
// (`label-rows`, a grid of figures, …). A fact that does not apply is written as a falsy value and left out.
//
// Usage:
//   <FactList className="label-rows" facts={[
//     { label: t('price'), value: money(order.price) },
//     order.paid_time !== null && { label: t('paidAt'), value: time(order.paid_time) },
//   ]} />
import type { ReactNode } from 'react';

export interface Fact {
  label: ReactNode;
  value: ReactNode;
  /** A stable key when `label` is not a string. */
  key?: string;
  /** The class of the fact's <div> (e.g. one that spans the row). */
  className?: string;
  /** The class of the value (<dd>). */
  valueClassName?: string;
  testId?: string;
}

interface FactListProps {
  facts: readonly (Fact | false | '' | null | undefined)[];
  className?: string;
  /** The list's accessible name. */
  label?: string;
}

export function FactList({ facts, className, label }: FactListProps) {
  return (
    <dl className={className} aria-label={label}>
      {facts.map(
        (fact, index) =>
          fact && (
            <div key={fact.key ?? (typeof fact.label === 'string' ? fact.label : index)} className={fact.className}>
              <dt>{fact.label}</dt>
              <dd className={fact.valueClassName} data-testid={fact.testId}>
                {fact.value}
              </dd>
            </div>
          ),
      )}
    </dl>
  );
}
