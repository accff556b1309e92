// What a trader page shows when its link names no trader: the reason and the way to the list.
import { Button, Empty } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useAppNavigation } from '@/hooks/use-app-navigation';
import { ROUTES } from '@/lib/routes';

export function MissingTrader() {
  const { t } = useTranslation('copy-trade');
  const { redirectTo } = useAppNavigation();
  return (
    <div className="copy-page">
      <Empty description={t('trader.missing')} />
      <Button color="primary" block onClick={() => redirectTo(ROUTES.copyTraders)}>
        {t('trader.toList')}
      </Button>
    </div>
  );
}
