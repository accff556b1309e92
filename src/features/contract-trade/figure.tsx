// One label/value row of a confirmation or a card.
import type { ReactNode } from 'react';

export function Figure({ label, value, className }: { label: ReactNode; value: ReactNode; className?: string }) {
  return (
    <div className={['ct-figure', className].filter(Boolean).join(' ')}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}
