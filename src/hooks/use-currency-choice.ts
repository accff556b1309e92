// The coin a list is filtered by: the site's currencies (/currency/list) in their order, the one
// chosen (from a link or the picker), else the first.
import { useState } from 'react';
import { useListCurrencies } from '@generated/api/assets/assets';

export function useCurrencyChoice(initialId: number | null) {
  const currencies = useListCurrencies(undefined, { query: { staleTime: 5 * 60_000 } });
  const [coinId, setCoinId] = useState<number | null>(initialId);
  const coins = [...(currencies.data ?? [])].sort((a, b) => (a.sort ?? 0) - (b.sort ?? 0));
  const coin = coins.find((c) => c.id === coinId) ?? coins[0];
  return { currencies, coins, coin, setCoinId };
}
