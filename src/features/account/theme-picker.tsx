// The theme switch of Settings: Follow system (the default), Light or Dark. The choice applies at
// once, without a reload, and is kept for the next visits (src/lib/theme.ts).
import { CheckList, Popup } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useTheme } from '@/hooks/use-theme';
import { isThemeChoice, THEME_CHOICES } from '@/lib/theme';

interface ThemePickerProps {
  visible: boolean;
  onClose: () => void;
}

export function ThemePicker({ visible, onClose }: ThemePickerProps) {
  const { t } = useTranslation('account');
  const { choice, setChoice } = useTheme();
  return (
    <Popup visible={visible} onMaskClick={onClose} onClose={onClose} bodyClassName="sheet" destroyOnClose>
      <h2 className="sheet-title" id="theme-picker-title">
        {t('theme.title')}
      </h2>
      <CheckList
        aria-labelledby="theme-picker-title"
        value={[choice]}
        onChange={(values) => {
          const next = values[0];
          if (isThemeChoice(next)) setChoice(next);
          onClose();
        }}
      >
        {THEME_CHOICES.map((value) => (
          <CheckList.Item
            key={value}
            value={value}
            description={value === 'system' ? t('theme.systemHint') : undefined}
          >
            {t(`theme.${value}`)}
          </CheckList.Item>
        ))}
      </CheckList>
    </Popup>
  );
}
