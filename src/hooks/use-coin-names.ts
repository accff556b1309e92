// The full names of the coins (the proposed `full_name` of /currency/list) that the pair searches
// match besides the symbols; an empty map until they load, or when the server sends none.
import { useMemo } from 'react';
import { useListCurrencies } from '@generated/api/assets/assets';
import { coinNames } from '@/lib/pair-search';

export function useCoinNames() {
  const currencies = useListCurrencies(undefined, { query: { staleTime: 5 * 60_000 } });
  const names = useMemo(() => coinNames(currencies.data), [currencies.data]);
  return { currencies, names };
}
