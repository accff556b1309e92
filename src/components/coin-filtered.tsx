// A list filtered by coin (records, bills): the site's currencies load first (their status shown),
// an empty text when the site has none, then the screen's filters and list for the chosen coin,
// with the coin picker sheet they open. Texts come from the screen, in its own namespace.
import { useState, type ReactNode } from 'react';
import type { useCurrencyChoice } from '@/hooks/use-currency-choice';
import { CoinPicker } from './coin-picker';
import { QueryStatus } from './query-status';

type CurrencyChoice = ReturnType<typeof useCurrencyChoice>;
type Coin = NonNullable<CurrencyChoice['coin']>;

interface CoinFilteredProps {
  choice: CurrencyChoice;
  emptyText: string;
  pickerTitle: string;
  /** The picker's search box placeholder; without it the picker has no search box. */
  searchPlaceholder?: string;
  noMatchText?: string;
  /** The filters and the list of the chosen coin; `pick` opens the coin picker. */
  children: (coin: Coin, pick: () => void) => ReactNode;
}

export function CoinFiltered({
  choice,
  emptyText,
  pickerTitle,
  searchPlaceholder,
  noMatchText,
  children,
}: CoinFilteredProps) {
  const { currencies, coins, coin, setCoinId } = choice;
  const [picking, setPicking] = useState(false);
  return (
    <>
      <QueryStatus query={currencies} />
      {currencies.data && !coin && <p className="empty-text">{emptyText}</p>}
      {coin && (
        <>
          {children(coin, () => setPicking(true))}
          <CoinPicker
            visible={picking}
            title={pickerTitle}
            searchPlaceholder={searchPlaceholder}
            noMatchText={noMatchText}
            options={coins.map((c) => ({ id: c.id, name: c.name, logo: c.logo }))}
            value={coin.id}
            onSelect={setCoinId}
            onClose={() => setPicking(false)}
          />
        </>
      )}
    </>
  );
}
