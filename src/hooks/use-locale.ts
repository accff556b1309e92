// The BCP 47 tag of the interface language, for Intl formatting of amounts and times.
import { useTranslation } from 'react-i18next';
import { bcp47, isLang } from '@/api/lang';

export function useLocale(): string {
  const { i18n } = useTranslation();
  return isLang(i18n.language) ? bcp47(i18n.language) : 'en';
}
