// Where a market screen shows a row's actions: nothing until a row is pressed and held, then the
// actions dialog, whose code loads at that moment (not on Market's first paint).
import { lazy, Suspense } from 'react';
import type { Quotation } from '@generated/model';
import type { RowEnv } from './pair-list';

const PairActions = lazy(() => import('./pair-actions').then((m) => ({ default: m.PairActions })));

export function PairActionsSlot({
  env,
  actions,
}: {
  env: Pick<RowEnv, 'favoriteIds' | 'onOpen' | 'onToggleFavorite'>;
  actions: { quote: Quotation | null; close: () => void };
}) {
  const { quote } = actions;
  if (!quote) return null;
  return (
    <Suspense fallback={null}>
      <PairActions
        quote={quote}
        favorite={env.favoriteIds.has(quote.currency_id)}
        onClose={actions.close}
        onOpen={env.onOpen}
        onToggleFavorite={env.onToggleFavorite}
      />
    </Suspense>
  );
}
