// The help centre: every question collapsed, one answer open at a time (sanitized HTML), a search
// over the questions, and a way on to customer service.
import { Button, ErrorBlock, SearchBar } from 'antd-mobile';
import { DownOutline } from 'antd-mobile-icons';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useListFaq } from '@generated/api/content/content';
import type { FaqItem } from '@generated/model';
import { HtmlContent } from '@/components/html-content';
import { Page } from '@/components/page';
import { QueryError } from '@/components/query-error';
import { useAppNavigation } from '@/hooks/use-app-navigation';
import { ROUTES } from '@/lib/routes';
import { PageSkeleton } from './site-page';
import './content.css';

/** The questions whose text contains every word of the search, ignoring case. */
function filterFaq(items: readonly FaqItem[], search: string): FaqItem[] {
  const words = search.toLocaleLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...items];
  return items.filter((item) => {
    const question = item.question.toLocaleLowerCase();
    return words.every((word) => question.includes(word));
  });
}

export function FaqScreen() {
  const { t } = useTranslation('content');
  const { navigateTo } = useAppNavigation();
  const faq = useListFaq(undefined, { query: { staleTime: 10 * 60_000 } });
  const [search, setSearch] = useState('');
  const [open, setOpen] = useState<string | null>(null);
  const shown = useMemo(() => filterFaq(faq.data ?? [], search), [faq.data, search]);

  let body;
  if (faq.isPending) body = <PageSkeleton />;
  else if (faq.isError) {
    body = <QueryError error={faq.error} onRetry={() => void faq.refetch()} retrying={faq.isFetching} />;
  } else if (faq.data.length === 0) {
    body = (
      <div className="content-state" role="status">
        <ErrorBlock status="empty" title={t('faq.emptyTitle')} description={t('faq.empty')} />
      </div>
    );
  } else {
    body = (
      <>
        <div className="content-search">
          <SearchBar placeholder={t('faq.search')} value={search} onChange={setSearch} />
        </div>
        {shown.length === 0 ? (
          <p className="empty-text content-empty" role="status">
            {t('faq.noMatch', { query: search.trim() })}
          </p>
        ) : (
          // An accordion of buttons (aria-expanded) over their answers: one answer open at a time.
          <ul className="content-faq">
            {shown.map((item) => {
              const id = `faq-${item.id}`;
              const isOpen = open === String(item.id);
              return (
                <li key={item.id} className="faq-item">
                  <h3 className="faq-item__heading">
                    <button
                      type="button"
                      id={`${id}-question`}
                      className="faq-item__question"
                      aria-expanded={isOpen}
                      aria-controls={isOpen ? `${id}-answer` : undefined}
                      onClick={() => setOpen(isOpen ? null : String(item.id))}
                    >
                      <span>{item.question}</span>
                      <DownOutline aria-hidden="true" className="faq-item__arrow" />
                    </button>
                  </h3>
                  {isOpen && (
                    <div
                      id={`${id}-answer`}
                      role="region"
                      aria-labelledby={`${id}-question`}
                      className="faq-item__answer"
                    >
                      <HtmlContent html={item.answer} />
                    </div>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </>
    );
  }

  return (
    <Page title={t('faq.title')} className="content">
      {body}
      <div className="content-more">
        <p>{t('faq.moreHelp')}</p>
        <Button block color="primary" fill="outline" onClick={() => navigateTo(ROUTES.kefu)}>
          {t('entries.customerService')}
        </Button>
      </div>
    </Page>
  );
}
