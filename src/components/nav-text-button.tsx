// The navigation bar's text button to another screen (the user's NFTs, the OTC orders), for
// `<Page right={…}>`.
//
// Usage: <Page title={t('title')} right={<NavTextButton to={ROUTES.otcOrders}>{t('orders.title')}</NavTextButton>}>
import type { ReactNode } from 'react';
import { useAppNavigation } from '@/hooks/use-app-navigation';

export function NavTextButton({ to, children }: { to: string; children: ReactNode }) {
  const { navigateTo } = useAppNavigation();
  return (
    <button type="button" className="link-button" onClick={() => navigateTo(to)}>
      {children}
    </button>
  );
}
