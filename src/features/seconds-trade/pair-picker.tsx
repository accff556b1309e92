// The pairs that offer seconds options (open_microtrade 1), in a sheet, each with its live price
// and 24 h change, the favourite pairs first and starred (a star toggles one); a search by symbol
// or coin name (`bitcoin`) narrows them down.
import { Input, Popup } from 'antd-mobile';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Quotation } from '@generated/model';
import { PairOption } from '@/components/pair-option';
import { quotationPair } from '@/components/quotation-pair';
import { useCoinNames } from '@/hooks/use-coin-names';
import { useFavorites } from '@/hooks/use-favorites';
import { searchPairs } from '@/lib/pair-search';

interface PairPickerProps {
  visible: boolean;
  pairs: readonly Quotation[];
  selectedId: number | undefined;
  locale: string;
  onSelect: (pair: Quotation) => void;
  onClose: () => void;
}

export function PairPicker({ visible, pairs, selectedId, locale, onSelect, onClose }: PairPickerProps) {
  const { t } = useTranslation('seconds-trade');
  const { t: tm } = useTranslation('market');
  const favorites = useFavorites();
  const { names } = useCoinNames();
  const [query, setQuery] = useState('');
  const shown = useMemo(() => {
    if (query.trim()) return searchPairs(pairs, query, names);
    const starred = pairs.filter((p) => favorites.ids.has(p.currency_id));
    return [...starred, ...pairs.filter((p) => !favorites.ids.has(p.currency_id))];
  }, [pairs, query, names, favorites.ids]);
  return (
    <Popup visible={visible} onMaskClick={onClose} onClose={onClose} bodyClassName="sheet sheet--tall" destroyOnClose>
      <section className="seconds-pairs" role="dialog" aria-labelledby="seconds-pairs-title">
        <h2 id="seconds-pairs-title" className="sheet-title">
          {t('pair.pickerTitle')}
        </h2>
        <div className="sheet-search">
          <label className="visually-hidden" htmlFor="seconds-pair-search">
            {t('pair.search')}
          </label>
          <Input
            id="seconds-pair-search"
            className="seconds-pairs__search"
            value={query}
            onChange={setQuery}
            placeholder={t('pair.search')}
            clearable
          />
        </div>
        {shown.length === 0 ? (
          <p className="seconds-empty">{t('pair.noMatch')}</p>
        ) : (
          <ul className="sheet-list seconds-pairs__list" aria-label={t('pair.pickerTitle')}>
            {shown.map((pair) => (
              <PairOption
                key={pair.id}
                {...quotationPair(pair)}
                name={names.get(pair.currency_id)}
                star={
                  favorites.signedIn
                    ? {
                        on: favorites.ids.has(pair.currency_id),
                        pending: favorites.pending.has(pair.currency_id),
                        label: tm('favorites.toggle', { pair: `${pair.currency_name}/${pair.legal_name}` }),
                        onToggle: () => favorites.toggle(pair, favorites.ids.has(pair.currency_id)),
                      }
                    : undefined
                }
                block="seconds-pair-row"
                trendClass={(trend) => trend}
                locale={locale}
                selected={pair.id === selectedId}
                onSelect={() => {
                  onSelect(pair);
                  setQuery('');
                }}
              />
            ))}
          </ul>
        )}
      </section>
    </Popup>
  );
}
