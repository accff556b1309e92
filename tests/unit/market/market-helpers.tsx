// Helpers of the market tests: the contract's example quotes, the rows as a person reads them,
// and the market/search screens rendered on their routes with the generated handlers.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  getAddFavoriteMockHandler,
  getListFavoritesMockHandler,
  getListFavoritesResponseMock,
  getListQuotationsMockHandler,
  getListQuotationsResponseMock,
  getRemoveFavoriteMockHandler,
} from '@generated/api/market/market.msw';
import { getListCurrenciesMockHandler } from '@generated/api/assets/assets.msw';
import type { LegalCurrency, ListFavorites200, ListQuotations200, Quotation } from '@generated/model';
import { MarketScreen } from '@/features/market/market-screen';
import { MarketSearchScreen } from '@/features/market/market-search-screen';
import { server } from '../msw-server';
import { renderScreen } from '../render';

export const TOKEN = '9f2c4e1a7b3d58e6c0a1f4b2d9e7c3a5';

export function exampleLegals(): LegalCurrency[] {
  const body = getListQuotationsResponseMock();
  if (body.type !== 'ok') throw new Error('the generated quotations example is not a success');
  return body.message;
}

export function exampleFavorites(): Quotation[] {
  const body = getListFavoritesResponseMock();
  if (body.type !== 'ok') throw new Error('the generated favourites example is not a success');
  return body.message;
}

type Handler = Parameters<typeof server.use>[number];

export interface Calls {
  quotations: number;
  favorites: number;
  added: URLSearchParams[];
  removed: URLSearchParams[];
}

/** Installs every market handler (`handlers` first, so they win) and counts the calls. */
export function marketHandlers({
  quotations,
  favorites,
  handlers = [],
}: {
  quotations?: ListQuotations200 | (() => ListQuotations200);
  favorites?: ListFavorites200 | (() => ListFavorites200);
  handlers?: Handler[];
} = {}): Calls {
  const calls: Calls = { quotations: 0, favorites: 0, added: [], removed: [] };
  server.use(
    ...handlers,
    // the coins' full names the search matches (the contract's example: Bitcoin, Tether, ...)
    getListCurrenciesMockHandler(),
    getListQuotationsMockHandler(() => {
      calls.quotations += 1;
      const answer = typeof quotations === 'function' ? quotations() : quotations;
      return answer ?? getListQuotationsResponseMock();
    }),
    getListFavoritesMockHandler(() => {
      calls.favorites += 1;
      const answer = typeof favorites === 'function' ? favorites() : favorites;
      return answer ?? getListFavoritesResponseMock();
    }),
    getAddFavoriteMockHandler(async ({ request }) => {
      calls.added.push(new URLSearchParams(await request.text()));
      return { type: 'ok', message: 'Added to favourites' };
    }),
    getRemoveFavoriteMockHandler(async ({ request }) => {
      calls.removed.push(new URLSearchParams(await request.text()));
      return { type: 'ok', message: 'Removed from favourites' };
    }),
  );
  return calls;
}

export function renderMarket(route = '/pages/market/market') {
  const user = userEvent.setup({ delay: null });
  const view = renderScreen(<MarketScreen />, { path: '/pages/market/market', route });
  return { user, ...view };
}

export function renderSearch() {
  const user = userEvent.setup({ delay: null });
  const view = renderScreen(<MarketSearchScreen />, { path: '/pages/market/search', route: '/pages/market/search' });
  return { user, ...view };
}

/** The pairs of the shown list, top to bottom, as `BTC/USDT`. */
export function shownPairs(list: HTMLElement = screen.getAllByRole('list')[0]!): string[] {
  return within(list)
    .getAllByTestId('market-row')
    .map((row) => row.getAttribute('data-pair') ?? '');
}

export function rowOf(pair: string): HTMLElement {
  const row = screen.getAllByTestId('market-row').find((r) => r.getAttribute('data-pair') === pair);
  if (!row) throw new Error(`no row for ${pair}`);
  return row;
}

export async function findRow(pair: string): Promise<HTMLElement> {
  await screen.findAllByTestId('market-row', {}, { timeout: 5000 });
  return rowOf(pair);
}

export const priceOf = (pair: string): string => within(rowOf(pair)).getByTestId('market-row-price').textContent ?? '';
export const changeOf = (pair: string): HTMLElement => within(rowOf(pair)).getByTestId('market-row-change');
