// The country or region code of the phone number being bound: a searchable list with names in the
// interface language. Choosing one returns to the phone binding form with the number kept.
import { CheckList, SearchBar } from 'antd-mobile';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from '@/lib/router';
import { useRegionName } from '@/hooks/use-display-names';
import { Page } from '@/components/page';
import { useAppNavigation } from '@/hooks/use-app-navigation';
import { AREA_CODES } from '@/lib/area-codes';
import { ROUTES } from '@/lib/routes';
import { updatePhoneDraft, usePhoneDraft } from './phone-binding-store';
import './account.css';

export function AreasScreen() {
  const { t } = useTranslation('account');
  const regionName = useRegionName();
  const draft = usePhoneDraft();
  const location = useLocation();
  const { back, redirectTo } = useAppNavigation();
  const [query, setQuery] = useState('');

  const rows = useMemo(() => {
    const q = query.trim().toLowerCase().replace(/^\+/, '');
    const all = AREA_CODES.map((area) => ({ area, name: regionName(area.iso) }));
    const found = q
      ? all.filter(
          ({ area, name }) => name.toLowerCase().includes(q) || area.dial.startsWith(q) || area.iso.toLowerCase() === q,
        )
      : all;
    return found;
  }, [query, regionName]);

  function choose(id: number): void {
    const area = AREA_CODES.find((a) => a.id === id);
    if (!area) return;
    updatePhoneDraft({ area });
    // Opened by a link of its own (no page to go back to): continue to the binding form.
    if (location.key === 'default') redirectTo(`${ROUTES.security}?bind=phone`);
    else back();
  }

  return (
    <Page title={t('areas.title')} className="account">
      <div className="account-search">
        <SearchBar placeholder={t('areas.search')} value={query} onChange={setQuery} />
      </div>
      {rows.length === 0 ? (
        <p className="account-empty">{t('areas.none')}</p>
      ) : (
        <CheckList
          className="account-list"
          value={[draft.area.id]}
          onChange={(values) => {
            const next = values[0];
            if (typeof next === 'number') choose(next);
            else choose(draft.area.id);
          }}
        >
          {rows.map(({ area, name }) => (
            <CheckList.Item key={area.id} value={area.id} aria-label={`${name} +${area.dial}`}>
              <span className="areas-row">
                <span>{name}</span>
                <span className="areas-row__dial">+{area.dial}</span>
              </span>
            </CheckList.Item>
          ))}
        </CheckList>
      )}
    </Page>
  );
}
