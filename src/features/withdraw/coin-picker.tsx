// Choosing the coin of a withdrawal or of a saved address: a sheet with the coins open for
// withdrawal and a search box.
import { Popup, SearchBar } from 'antd-mobile';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Currency } from '@generated/model';
import { resolveImageUrl } from '@/api/image-url';

interface CoinPickerProps {
  visible: boolean;
  coins: readonly Currency[];
  selectedId: number | null;
  onClose: () => void;
  onSelect: (coin: Currency) => void;
}

export function CoinLogo({ coin, size = 24 }: { coin: Pick<Currency, 'logo'>; size?: number }) {
  const src = resolveImageUrl(coin.logo);
  return src ? (
    <img className="coin-logo" src={src} alt="" width={size} height={size} loading="lazy" />
  ) : (
    <span className="coin-logo coin-logo--empty" style={{ width: size, height: size }} aria-hidden="true" />
  );
}

export function CoinPicker({ visible, coins, selectedId, onClose, onSelect }: CoinPickerProps) {
  const { t } = useTranslation('withdraw');
  const [query, setQuery] = useState('');
  const rows = useMemo(() => {
    const q = query.trim().toLowerCase();
    return q ? coins.filter((coin) => coin.name.toLowerCase().includes(q)) : coins;
  }, [coins, query]);

  return (
    <Popup
      visible={visible}
      onMaskClick={onClose}
      onClose={onClose}
      bodyClassName="sheet sheet--tall"
      destroyOnClose
      aria-label={t('coin.pickerTitle')}
    >
      <h2 className="sheet-title">{t('coin.pickerTitle')}</h2>
      <div className="sheet-search">
        <SearchBar placeholder={t('coin.search')} value={query} onChange={setQuery} />
      </div>
      <ul className="sheet-list pick-list">
        {rows.map((coin) => (
          <li key={coin.id}>
            <button
              type="button"
              className="pick-row"
              aria-current={coin.id === selectedId ? 'true' : undefined}
              onClick={() => {
                onSelect(coin);
                onClose();
              }}
            >
              <CoinLogo coin={coin} />
              <span className="pick-row__main">
                <span className="pick-row__title">{coin.name}</span>
              </span>
              {coin.id === selectedId && <span className="pick-row__extra">{t('coin.selected')}</span>}
            </button>
          </li>
        ))}
      </ul>
      {rows.length === 0 && <p className="empty-text">{t('coin.none')}</p>}
    </Popup>
  );
}
