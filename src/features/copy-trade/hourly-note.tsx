// The note that trader figures are refreshed every hour.
import { ClockCircleOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';

export function HourlyNote() {
  const { t } = useTranslation('copy-trade');
  return (
    <p className="copy-hourly">
      <ClockCircleOutline aria-hidden="true" /> {t('hourlyNote')}
    </p>
  );
}
