// Seconds options. The route /pages/transaction/index2 shows them in a page of their own
// (SecondsTradeScreen); the Trade tab embeds the same content as its "options" mode
// (SecondsTradePanel, no page frame). The pair is the `id` query parameter (a match id).
import { useTranslation } from 'react-i18next';
import { Page } from '@/components/page';
import { SecondsTradeView } from './seconds-trade-view';

export function SecondsTradeScreen() {
  const { t } = useTranslation('seconds-trade');
  return (
    <Page title={t('title')}>
      <SecondsTradeView />
    </Page>
  );
}

export function SecondsTradePanel() {
  return <SecondsTradeView withTabBar />;
}
