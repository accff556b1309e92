// A sheet to choose a coin, with a search box, each coin with its logo and, where given, the
// amount the user holds of it.
import { CheckList, Popup, SearchBar } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CoinBadge } from './coin-badge';

export interface CoinOption {
  id: number;
  name: string;
  logo?: string | null;
  /** What the user holds, already formatted. */
  detail?: string;
}

interface CoinPickerProps {
  visible: boolean;
  title: string;
  options: readonly CoinOption[];
  value: number | null;
  onSelect: (id: number) => void;
  onClose: () => void;
}

export function CoinPicker({ visible, title, options, value, onSelect, onClose }: CoinPickerProps) {
  const { t } = useTranslation('assets');
  const [query, setQuery] = useState('');
  const q = query.trim().toLowerCase();
  const shown = q ? options.filter((option) => option.name.toLowerCase().includes(q)) : options;
  return (
    <Popup
      visible={visible}
      onMaskClick={onClose}
      onClose={onClose}
      afterClose={() => setQuery('')}
      bodyClassName="sheet sheet--tall"
      destroyOnClose
    >
      <h2 className="sheet-title">{title}</h2>
      <div className="sheet-search">
        <SearchBar placeholder={t('coinPicker.search')} value={query} onChange={setQuery} />
      </div>
      <CheckList
        className="sheet-list"
        value={value === null ? [] : [value]}
        onChange={(values) => {
          const next = values[0];
          if (typeof next === 'number') onSelect(next);
          onClose();
        }}
      >
        {shown.map((option) => (
          <CheckList.Item
            key={option.id}
            value={option.id}
            prefix={<CoinBadge name={option.name} logo={option.logo} size={28} />}
            description={option.detail}
          >
            {option.name}
          </CheckList.Item>
        ))}
      </CheckList>
      {shown.length === 0 && <p className="empty-text coin-picker__none">{t('coinPicker.none')}</p>}
    </Popup>
  );
}
