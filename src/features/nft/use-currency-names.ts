// The names of the currencies NFT prices are in, by id.

import { useListNftCurrencies } from '@generated/api/nft/nft';

/** The name of each price currency by id, and the query they come from (to say when it failed). */
export function useCurrencyNamesQuery() {
  const currencies = useListNftCurrencies(undefined, { query: { staleTime: 5 * 60_000 } });
  const nameOf = (id: number): string => currencies.data?.find((c) => c.id === id)?.name ?? '';
  return { nameOf, currencies };
}

/** The name of each price currency by id, for stored NFTs that only carry the id. */
export const useCurrencyNames = (): ((id: number) => string) => useCurrencyNamesQuery().nameOf;
