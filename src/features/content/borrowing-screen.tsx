// Borrowing and repayment: the contract has no loan calls, so the app does not take loan
// applications itself. The page shows the operators' borrowing and repayment terms, kept as the
// site setting `borrowing` (GET /getSetting?keyword=borrowing, sanitized HTML), and leads to
// customer service, which arranges loans and repayments. A site that has not published the
// setting (the server answers an error for an unknown keyword) gets a clear "not published" note.
import { Button, ErrorBlock } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useGetSetting } from '@generated/api/content/content';
import { isApiError } from '@/api/errors';
import { HtmlContent } from '@/components/html-content';
import { Page } from '@/components/page';
import { QueryError } from '@/components/query-error';
import { useAppNavigation } from '@/hooks/use-app-navigation';
import { ROUTES } from '@/lib/routes';
import { PageSkeleton } from './site-page';
import './content.css';

export const BORROWING_KEYWORD = 'borrowing';

export function BorrowingScreen() {
  const { t } = useTranslation('content');
  const { navigateTo } = useAppNavigation();
  const terms = useGetSetting(
    { keyword: BORROWING_KEYWORD },
    // An unpublished setting is shown on the page, not toasted.
    { query: { staleTime: 10 * 60_000 }, request: { silent: true } },
  );

  let body;
  if (terms.isPending) body = <PageSkeleton />;
  else if (terms.isError && isApiError(terms.error) && terms.error.kind === 'business') {
    body = (
      <div className="content-state" role="status">
        <ErrorBlock
          status="empty"
          title={t('borrowing.unavailableTitle')}
          description={t('borrowing.unavailableText')}
        />
      </div>
    );
  } else if (terms.isError) {
    body = <QueryError error={terms.error} onRetry={() => void terms.refetch()} retrying={terms.isFetching} />;
  } else {
    body = (
      <section className="content-article" aria-label={t('borrowing.terms')}>
        {terms.data.trim() ? <HtmlContent html={terms.data} /> : <p className="empty-text">{t('page.empty')}</p>}
      </section>
    );
  }

  return (
    <Page title={t('borrowing.title')} className="content">
      <p className="content-intro">{t('borrowing.intro')}</p>
      {body}
      <div className="content-more">
        <Button block color="primary" onClick={() => navigateTo(ROUTES.kefu)}>
          {t('entries.customerService')}
        </Button>
        <Button block fill="outline" onClick={() => navigateTo(ROUTES.contactUs)}>
          {t('entries.contactUs')}
        </Button>
      </div>
    </Page>
  );
}
