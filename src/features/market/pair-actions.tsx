// A market row's actions, opened by pressing and holding it (or its context menu): a price alert on
// the pair, its favourite star, its chart. The browser's modal dialog (LightDialog): Market keeps
// painting without the UI kit; focus moves in and comes back, Escape or Cancel closes it.
import { useTranslation } from 'react-i18next';
import type { Quotation } from '@generated/model';
import { LightDialog } from '@/components/light-dialog';
import { useAppNavigation } from '@/hooks/use-app-navigation';
import type { ToggleFavorite } from '@/hooks/use-favorites';
import { ROUTES } from '@/lib/routes';
import { symbolOf } from './market-data';

interface PairActionsProps {
  quote: Quotation;
  favorite: boolean;
  onClose: () => void;
  onOpen: (quote: Quotation) => void;
  onToggleFavorite: ToggleFavorite;
}

export function PairActions({ quote, favorite, onClose, onOpen, onToggleFavorite }: PairActionsProps) {
  const { t } = useTranslation('market');
  const { navigateTo } = useAppNavigation();
  const actions = [
    { key: 'alert', run: () => navigateTo(`${ROUTES.priceAlerts}?id=${quote.id}`) },
    { key: favorite ? 'unfavorite' : 'favorite', run: () => onToggleFavorite(quote, favorite) },
    { key: 'chart', run: () => onOpen(quote) },
  ] as const;
  return (
    <LightDialog title={symbolOf(quote)} action={t('actions.cancel')} onClose={onClose} className="pair-actions-dialog">
      <ul className="pair-actions-menu" aria-label={t('actions.label', { pair: symbolOf(quote) })}>
        {actions.map((action) => (
          <li key={action.key}>
            <button
              type="button"
              onClick={() => {
                onClose();
                action.run();
              }}
            >
              {t(`actions.${action.key}`)}
            </button>
          </li>
        ))}
      </ul>
    </LightDialog>
  );
}
