// The pair selector: a sheet with a search box and a tab per quote currency listing the spot
// pairs with their live last price and 24 h change (with a sign, not colour alone).
import { Popup, SearchBar, Tabs } from 'antd-mobile';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LegalCurrency, Quotation } from '@generated/model';
import { PairOption } from '@/components/pair-option';
import { quotationPair } from '@/components/quotation-pair';
import { pairSymbol } from './use-spot-pairs';

interface PairPickerProps {
  visible: boolean;
  markets: readonly LegalCurrency[];
  current: Quotation;
  locale: string;
  onClose: () => void;
  onSelect: (pair: Quotation) => void;
}

export function PairPicker({ visible, markets, current, locale, onClose, onSelect }: PairPickerProps) {
  const { t } = useTranslation('spot-trade');
  const [query, setQuery] = useState('');
  const [tab, setTab] = useState<string>(String(current.legal_id));
  const q = query.trim().toUpperCase();
  const filtered = useMemo(
    () =>
      markets.map((legal) => ({
        ...legal,
        quotation: q
          ? legal.quotation.filter((pair) => pairSymbol(pair).includes(q) || pair.currency_name.startsWith(q))
          : legal.quotation,
      })),
    [markets, q],
  );
  const activeKey = filtered.some((legal) => String(legal.id) === tab) ? tab : String(filtered[0]?.id ?? '');

  return (
    <Popup
      visible={visible}
      onMaskClick={onClose}
      onClose={onClose}
      bodyClassName="sheet sheet--tall"
      destroyOnClose
      aria-label={t('pairs.title')}
    >
      <h2 className="sheet-title">{t('pairs.title')}</h2>
      <div className="sheet-search">
        <SearchBar placeholder={t('pairs.search')} value={query} onChange={setQuery} aria-label={t('pairs.search')} />
      </div>
      <Tabs activeKey={activeKey} onChange={setTab} className="spot-pairs__tabs">
        {filtered.map((legal) => (
          <Tabs.Tab key={String(legal.id)} title={legal.name}>
            <div className="spot-pairs__head" aria-hidden="true">
              <span>{t('pairs.pair')}</span>
              <span>{t('pairs.lastPrice')}</span>
              <span>{t('pairs.change')}</span>
            </div>
            {legal.quotation.length === 0 ? (
              <p className="spot-empty">{t('pairs.none')}</p>
            ) : (
              <ul className="spot-pairs__list" aria-label={t('pairs.listLabel', { quote: legal.name })}>
                {legal.quotation.map((pair) => (
                  <PairOption
                    key={pair.id}
                    {...quotationPair(pair)}
                    block="spot-pair-row"
                    trendClass={(trend) => `spot-trend--${trend}`}
                    selected={pair.id === current.id}
                    locale={locale}
                    onSelect={() => {
                      onSelect(pair);
                      onClose();
                    }}
                  />
                ))}
              </ul>
            )}
          </Tabs.Tab>
        ))}
      </Tabs>
    </Popup>
  );
}
