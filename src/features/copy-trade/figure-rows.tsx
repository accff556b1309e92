// The label/value figures of copy trading (a trader's statistics, a follow, a copied position) as
// one description list. A row left out (a figure the server did not send) is `false`/`null`.
import type { ReactNode } from 'react';

export interface CopyFigure {
  label: string;
  value: ReactNode;
  /** The value's class (the trend colour). */
  className?: string;
}

interface FigureRowsProps {
  className: string;
  label?: string;
  figures: readonly (CopyFigure | false | null)[];
}

export function FigureRows({ className, label, figures }: FigureRowsProps) {
  return (
    <dl className={className} aria-label={label}>
      {figures.map(
        (figure) =>
          figure && (
            <div key={figure.label}>
              <dt>{figure.label}</dt>
              <dd className={figure.className}>{figure.value}</dd>
            </div>
          ),
      )}
    </dl>
  );
}
