// The frame of a page: the custom navigation bar (title, back) over a dark scrolling body. A text
// title is the browser's title too.
import { NavBar } from 'antd-mobile';
import { useLayoutEffect, useRef, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppNavigation } from '@/hooks/use-app-navigation';
import { useDocumentTitle } from '@/hooks/use-document-title';

interface PageProps {
  title?: ReactNode;
  /** Hide the back arrow (tab pages). */
  noBack?: boolean;
  right?: ReactNode;
  children: ReactNode;
  className?: string;
}

export function Page({ title, noBack = false, right, children, className }: PageProps) {
  const { back } = useAppNavigation();
  const { t } = useTranslation('common');
  useDocumentTitle(typeof title === 'string' ? title : undefined);
  const frame = useRef<HTMLDivElement>(null);
  // The kit's bar gives its left box role="button" without a name, also when there is no back
  // arrow: name it "Back", or take the role away (axe: aria-command-name).
  useLayoutEffect(() => {
    const left = frame.current?.querySelector('.adm-nav-bar-left');
    if (!left) return;
    if (noBack) left.removeAttribute('role');
    else left.setAttribute('aria-label', t('actions.back'));
  }, [noBack, t]);
  return (
    <div ref={frame} className={['page', className].filter(Boolean).join(' ')}>
      <NavBar
        className="page-nav"
        back={noBack ? null : ''}
        backIcon={noBack ? false : undefined}
        onBack={() => back()}
        right={right}
        aria-label={t('a11y.navigation')}
      >
        {title}
      </NavBar>
      <main className="page-body">{children}</main>
    </div>
  );
}

/**
 * A page of its own around content another place embeds without a frame (a Trade tab panel
 * opened by its own route): `pageOf(SpotTradePanel, 'spot-trade', 'title')`.
 */
export function pageOf(Content: ComponentType, namespace: string, titleKey: string): ComponentType {
  function PageOf() {
    const { t } = useTranslation(namespace);
    return (
      <Page title={t(titleKey)}>
        <Content />
      </Page>
    );
  }
  PageOf.displayName = `PageOf(${Content.displayName ?? Content.name})`;
  return PageOf;
}
