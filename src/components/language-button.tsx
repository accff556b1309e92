// The globe button that opens the language switch. The switch (the kit's popup) loads when it is
// first opened: pages that show the button (Home, sign-in) paint without the kit.
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useLazyOpen } from '@/hooks/use-lazy-open';
import { IconButton } from './icon-button';

const LanguagePicker = lazy(() => import('./language-picker').then((m) => ({ default: m.LanguagePicker })));

const GLOBE =
  'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm6.9 6h-2.9a15.7 15.7 0 0 0-1.4-3.6A8 8 0 0 1 18.9 8zM12 4c.8 1.2 1.5 2.5 1.9 4h-3.8c.4-1.5 1.1-2.8 1.9-4zM4.3 14a8.2 8.2 0 0 1 0-4h3.4a16.5 16.5 0 0 0 0 4zm.8 2h2.9c.3 1.3.8 2.5 1.4 3.6A8 8 0 0 1 5.1 16zM8 8H5.1a8 8 0 0 1 4.3-3.6C8.8 5.5 8.3 6.7 8 8zm4 12c-.8-1.2-1.5-2.5-1.9-4h3.8c-.4 1.5-1.1 2.8-1.9 4zm2.3-6H9.7a14.7 14.7 0 0 1 0-4h4.6a14.7 14.7 0 0 1 0 4zm.3 5.6c.6-1.1 1.1-2.3 1.4-3.6h2.9a8 8 0 0 1-4.3 3.6zm1.7-5.6a16.5 16.5 0 0 0 0-4h3.4a8.2 8.2 0 0 1 0 4z';

export function LanguageButton() {
  const { t } = useTranslation('common');
  const picker = useLazyOpen();
  return (
    <>
      <IconButton label={t('language.title')} path={GLOBE} onClick={picker.show} />
      {picker.wanted && (
        <Suspense fallback={null}>
          <LanguagePicker visible={picker.open} onClose={picker.hide} />
        </Suspense>
      )}
    </>
  );
}
