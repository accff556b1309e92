// The navigation bar's way to the deposit and withdrawal history.
import { useTranslation } from 'react-i18next';
import { HistoryIconButton } from '@/components/history-icon-button';
import { ROUTES } from '@/lib/routes';

export function HistoryButton({ tab }: { tab: 'deposits' | 'withdrawals' }) {
  const { t } = useTranslation('deposit');
  return <HistoryIconButton label={t('records.title')} to={`${ROUTES.depositWithdrawRecord}?tab=${tab}`} />;
}
