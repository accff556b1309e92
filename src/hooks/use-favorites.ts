// Favourite pairs (`/optional/list|add|del`): which pairs are starred, and a star toggle that
// works once per tap. The backend names a favourite by its base currency (`currency_id`), so every
// pair of that coin shows the star. Signed out, a tap asks the user to log in first.
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from '@/lib/router';
import {
  getListFavoritesQueryKey,
  useAddFavorite,
  useListFavorites,
  useRemoveFavorite,
} from '@generated/api/market/market';
import type { Quotation } from '@generated/model';
import { useSession } from '@/api/session';
import { useReportError } from '@/hooks/use-report-error';
import { ROUTES } from '@/lib/routes';
import { showToast } from '@/lib/toast';

export type ToggleFavorite = (quote: Quotation, favorite: boolean) => void;

export function useFavorites() {
  const { t } = useTranslation('market');
  const { token } = useSession();
  const signedIn = Boolean(token);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const reportError = useReportError();
  const list = useListFavorites(undefined, { query: { enabled: signedIn, staleTime: 30_000 } });
  const { mutateAsync: add } = useAddFavorite();
  const { mutateAsync: remove } = useRemoveFavorite();
  const running = useRef(new Set<number>());
  const [pending, setPending] = useState<ReadonlySet<number>>(new Set());

  const ids = useMemo(
    () => new Set(signedIn ? (list.data ?? []).map((quote) => quote.currency_id) : []),
    [signedIn, list.data],
  );

  const returnTo = location.pathname + location.search;

  const toggle = useCallback<ToggleFavorite>(
    (quote, favorite) => {
      if (!signedIn) {
        showToast(t('favorites.loginFirst'));
        navigate(`${ROUTES.login}?redirect=${encodeURIComponent(returnTo)}`);
        return;
      }
      const currencyId = quote.currency_id;
      if (running.current.has(currencyId)) return;
      running.current.add(currencyId);
      setPending(new Set(running.current));

      const key = getListFavoritesQueryKey();
      void queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<Quotation[]>(key);
      // The star flips at once; the list is fetched again afterwards either way.
      queryClient.setQueryData<Quotation[]>(key, (old = []) =>
        favorite
          ? old.filter((q) => q.currency_id !== currencyId)
          : old.some((q) => q.currency_id === currencyId)
            ? old
            : [...old, quote],
      );
      const request = favorite ? remove({ data: { id: currencyId } }) : add({ data: { currency_id: currencyId } });
      void request
        .then(() => {
          showToast(t(favorite ? 'favorites.removed' : 'favorites.added'));
        })
        .catch((error: unknown) => {
          queryClient.setQueryData(key, before);
          reportError(error);
        })
        .finally(() => {
          running.current.delete(currencyId);
          setPending(new Set(running.current));
          void queryClient.invalidateQueries({ queryKey: key });
        });
    },
    [signedIn, t, navigate, returnTo, queryClient, add, remove, reportError],
  );

  return { signedIn, list, ids, pending, toggle };
}
