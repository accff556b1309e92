// The page of an earn screen (lock mining, dual investment, IEO, loans, the financial hub, games):
// the shared page frame with the `earn` body, and where a screen has one, a link in the bar to its
// sibling screen (my orders, the products, help); and the tabs of such a screen.
//
// Usage: `<EarnPage title={t('list.title')} link={{ to: ROUTES.ieoOrder, label: t('list.mine') }}>…</EarnPage>`
import { Button, Tabs } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useAppNavigation } from '@/hooks/use-app-navigation';
import { NavTextButton } from './nav-text-button';
import { Page } from './page';
import './earn-card.css';

interface EarnPageProps {
  title: ReactNode;
  /** The link in the navigation bar. */
  link?: { to: string; label: string };
  children: ReactNode;
}

export function EarnPage({ title, link, children }: EarnPageProps) {
  return (
    <Page title={title} right={link && <NavTextButton to={link.to}>{link.label}</NavTextButton>}>
      <div className="earn">{children}</div>
    </Page>
  );
}

/** The tabs of an earn screen (a coin, a state), one chosen. */
export function EarnTabs<K extends string>({
  value,
  tabs,
  onChange,
}: {
  value: K;
  tabs: readonly { key: K; title: string }[];
  onChange: (key: K) => void;
}) {
  return (
    <Tabs activeKey={value} onChange={(key) => onChange(key as K)} className="earn-segment">
      {tabs.map((tab) => (
        <Tabs.Tab key={tab.key} title={tab.title} />
      ))}
    </Tabs>
  );
}

/** The row of buttons under the top of an earn screen that open its other screens. */
export function EarnLinks({ links }: { links: readonly { to: string; label: string }[] }) {
  const { navigateTo } = useAppNavigation();
  return (
    <div className="earn-links">
      {links.map((link) => (
        <Button key={link.to} size="small" onClick={() => navigateTo(link.to)}>
          {link.label}
        </Button>
      ))}
    </div>
  );
}
