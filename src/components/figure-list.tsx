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

/** The card of a product (its figures) above an order form, named for assistive technology. */
export function ProductFigures({ label, figures }: { label: string; figures: readonly Figure[] }) {
  return (
    <section className="earn-card" aria-label={label}>
      <FigureList figures={figures} />
    </section>
  );
}

/** What an order will give (figures computed from the form), with an optional note below. */
export function PreviewFigures({
  label,
  figures,
  children,
}: {
  label?: string;
  figures: readonly Figure[];
  children?: ReactNode;
}) {
  return (
    <div className="earn-preview" aria-label={label}>
      <FigureList figures={figures} />
      {children}
    </div>
  );
}
