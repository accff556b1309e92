// The language switch: the ten languages by their own names; switching needs no reload.
import { CheckList, Popup } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { bcp47, isLang, LANGS } from '@/api/lang';
import { LANGUAGE_NAMES } from '@/lib/language-names';

interface LanguagePickerProps {
  visible: boolean;
  onClose: () => void;
}

export function LanguagePicker({ visible, onClose }: LanguagePickerProps) {
  const { t, i18n } = useTranslation('common');
  const current = isLang(i18n.language) ? i18n.language : 'en';
  return (
    <Popup visible={visible} onMaskClick={onClose} onClose={onClose} bodyClassName="sheet" destroyOnClose>
      <h2 className="sheet-title">{t('language.title')}</h2>
      <CheckList
        value={[current]}
        onChange={(values) => {
          const next = values[0];
          if (isLang(next)) void i18n.changeLanguage(next);
          onClose();
        }}
      >
        {LANGS.map((lang) => (
          <CheckList.Item key={lang} value={lang}>
            <span lang={bcp47(lang)}>{LANGUAGE_NAMES[lang]}</span>
          </CheckList.Item>
        ))}
      </CheckList>
    </Popup>
  );
}
