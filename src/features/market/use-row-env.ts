// What the market screens hand to every row: the display locale and fiat, the USDT rates of the
// quote currencies, the favourites with their toggle, opening a pair (which also records it as
// recently viewed) and the pair whose actions are open (a row pressed and held; the screen shows
// them with PairActions).
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LegalCurrency, Quotation } from '@generated/model';
import { bcp47, isLang } from '@/api/lang';
import { useAppNavigation } from '@/hooks/use-app-navigation';
import { ROUTES } from '@/lib/routes';
import { quoteRates, readFiatChoice, symbolOf } from './market-data';
import type { RowEnv } from './pair-list';
import { addRecentPair } from './recent-pairs';
import { useFavorites } from '@/hooks/use-favorites';

export function useRowEnv(legals: readonly LegalCurrency[] | undefined) {
  const { i18n } = useTranslation('market');
  const locale = isLang(i18n.language) ? bcp47(i18n.language) : 'en';
  const [fiat] = useState(readFiatChoice);
  const { navigateTo } = useAppNavigation();
  const favorites = useFavorites();
  const rates = useMemo(() => quoteRates(legals), [legals]);

  const [actionsFor, setActionsFor] = useState<Quotation | null>(null);
  const onOpen = useCallback(
    (quote: Quotation) => {
      addRecentPair({ id: quote.id, symbol: symbolOf(quote) });
      navigateTo(`${ROUTES.marketDetail}?id=${quote.id}`);
    },
    [navigateTo],
  );

  const env = useMemo<RowEnv>(
    () => ({
      locale,
      fiatCode: fiat.code,
      fiatRate: fiat.rate,
      rates,
      favoriteIds: favorites.ids,
      pending: favorites.pending,
      onOpen,
      onMore: setActionsFor,
      onToggleFavorite: favorites.toggle,
    }),
    [locale, fiat, rates, favorites.ids, favorites.pending, onOpen, favorites.toggle],
  );

  /** The pair whose actions are open, and how to close them. */
  const actions = { quote: actionsFor, close: () => setActionsFor(null) };
  return { env, favorites, actions };
}
