// The label/value figures of a product or an order card, two to a row.
import type { ReactNode } from 'react';
import './earn-card.css';

export interface Figure {
  label: string;
  value: ReactNode;
  testId?: string;
  /** Spans the whole row. */
  wide?: boolean;
}

export function FigureList({ figures, label }: { figures: readonly Figure[]; label?: string }) {
  return (
    <dl className="figure-list" aria-label={label}>
      {figures.map((figure) => (
        <div
          key={figure.label}
          className={figure.wide ? 'figure-list__item figure-list__item--wide' : 'figure-list__item'}
        >
          <dt>{figure.label}</dt>
          <dd data-testid={figure.testId}>{figure.value}</dd>
        </div>
      ))}
    </dl>
  );
}
