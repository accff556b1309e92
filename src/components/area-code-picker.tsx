// Choosing the international dialling code of a phone number, with country names in the
// interface language (Intl.DisplayNames) and a search box.
import { List, Popup, SearchBar } from 'antd-mobile';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AREA_CODES, type AreaCode } from '@/lib/area-codes';
import { useRegionName } from '../hooks/use-display-names';

export interface AreaCodePickerProps {
  visible: boolean;
  onClose: () => void;
  onSelect: (area: AreaCode) => void;
}

/** The search box and the list of dialling codes (names in the interface language). */
export function AreaCodeList({ onSelect }: { onSelect: (area: AreaCode) => void }) {
  const { t } = useTranslation('common');
  const regionName = useRegionName();
  const [query, setQuery] = useState('');
  const rows = useMemo(() => {
    const q = query.trim().toLowerCase().replace(/^\+/, '');
    const all = AREA_CODES.map((area) => ({ area, name: regionName(area.iso) }));
    return q
      ? all.filter(
          ({ area, name }) => name.toLowerCase().includes(q) || area.dial.startsWith(q) || area.iso.toLowerCase() === q,
        )
      : all;
  }, [query, regionName]);

  return (
    <>
      <div className="sheet-search">
        <SearchBar placeholder={t('areaCode.search')} value={query} onChange={setQuery} />
      </div>
      <List className="sheet-list">
        {rows.map(({ area, name }) => (
          <List.Item key={area.id} extra={`+${area.dial}`} onClick={() => onSelect(area)}>
            {name}
          </List.Item>
        ))}
        {rows.length === 0 && <List.Item>{t('areaCode.none')}</List.Item>}
      </List>
    </>
  );
}

export function AreaCodePicker({ visible, onClose, onSelect }: AreaCodePickerProps) {
  const { t } = useTranslation('common');
  return (
    <Popup visible={visible} onMaskClick={onClose} onClose={onClose} bodyClassName="sheet sheet--tall" destroyOnClose>
      <h2 className="sheet-title">{t('areaCode.title')}</h2>
      <AreaCodeList
        onSelect={(area) => {
          onSelect(area);
          onClose();
        }}
      />
    </Popup>
  );
}
