// A sheet to choose a coin (assets, deposit, withdraw): every coin with its logo and, where given,
// a detail line such as the amount held; the current coin is marked. A search box filters the list
// when the screen gives it a placeholder. Texts come from the screen, in its own namespace.
import { Popup, SearchBar } from 'antd-mobile';
import { CheckOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { CoinBadge } from './coin-badge';
import './pick-list.css';

export interface CoinOption {
  id: number;
  name: string;
  logo?: string | null;
  /** A second line, already formatted (what the user holds). */
  detail?: string;
}

interface CoinPickerProps {
  visible: boolean;
  title: string;
  options: readonly CoinOption[];
  value: number | null;
  onSelect: (id: number) => void;
  onClose: () => void;
  /** The search box's placeholder; without it the sheet has no search box. */
  searchPlaceholder?: string;
  /** Said when the search matches no coin. */
  noMatchText?: string;
}

export function CoinPicker({
  visible,
  title,
  options,
  value,
  onSelect,
  onClose,
  searchPlaceholder,
  noMatchText,
}: CoinPickerProps) {
  const [query, setQuery] = useState('');
  const q = query.trim().toLowerCase();
  const shown = q ? options.filter((option) => option.name.toLowerCase().includes(q)) : options;
  return (
    <Popup
      visible={visible}
      onMaskClick={onClose}
      onClose={onClose}
      afterClose={() => setQuery('')}
      bodyClassName={searchPlaceholder ? 'sheet sheet--tall' : 'sheet'}
      destroyOnClose
      aria-label={title}
    >
      <h2 className="sheet-title">{title}</h2>
      {searchPlaceholder && (
        <div className="sheet-search">
          <SearchBar placeholder={searchPlaceholder} value={query} onChange={setQuery} />
        </div>
      )}
      <ul className="pick-list sheet-list">
        {shown.map((option) => (
          <li key={option.id}>
            <button
              type="button"
              className="pick-row"
              aria-current={option.id === value ? 'true' : undefined}
              onClick={() => {
                onSelect(option.id);
                onClose();
              }}
            >
              <CoinBadge name={option.name} logo={option.logo} size={28} />
              <span className="pick-row__main">
                <span className="pick-row__title">{option.name}</span>
                {option.detail && <span className="pick-row__sub">{option.detail}</span>}
              </span>
              {option.id === value && <CheckOutline className="pick-row__check" aria-hidden="true" />}
            </button>
          </li>
        ))}
      </ul>
      {shown.length === 0 && noMatchText && <p className="pick-list__none">{noMatchText}</p>}
    </Popup>
  );
}
