// The navigation bar's way to the deposit and withdrawal history.
import { useTranslation } from 'react-i18next';
import { useAppNavigation } from '@/hooks/use-app-navigation';
import { ROUTES } from '@/lib/routes';

export function HistoryButton({ tab }: { tab: 'deposits' | 'withdrawals' }) {
  const { t } = useTranslation('deposit');
  const { navigateTo } = useAppNavigation();
  return (
    <button
      type="button"
      className="icon-button"
      aria-label={t('records.title')}
      onClick={() => navigateTo(`${ROUTES.depositWithdrawRecord}?tab=${tab}`)}
    >
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
        <path
          fill="currentColor"
          d="M13 3a9 9 0 1 1-8.5 12h2.1A7 7 0 1 0 6 9.3V12H2V5h2v2.5A9 9 0 0 1 13 3zm-1 4h2v5.2l3.4 2-1 1.7L12 13.4z"
        />
      </svg>
    </button>
  );
}
