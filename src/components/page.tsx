// The frame of a page: the custom navigation bar (title, back) over a dark scrolling body. A text
// title is the browser's title too.
import { LeftOutline } from 'antd-mobile-icons';
import type { ReactNode } from 'react';
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
  return (
    <div className={['page', className].filter(Boolean).join(' ')}>
      {/* The bar is drawn here with the kit's NavBar look (app.css): a page paints without the
          kit, and Back is a real button (focusable, named, works with Enter and Space). */}
      <header className="page-nav" aria-label={t('a11y.navigation')}>
        <div className="page-nav__left">
          {!noBack && (
            <button type="button" className="page-nav__back" aria-label={t('actions.back')} onClick={() => back()}>
              <LeftOutline aria-hidden="true" />
            </button>
          )}
        </div>
        <div className="page-nav__title">{title}</div>
        <div className="page-nav__right">{right}</div>
      </header>
      <main className="page-body">{children}</main>
    </div>
  );
}
