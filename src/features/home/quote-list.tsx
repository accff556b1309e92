// Quotes from /currency/quotation_new: a tab per quote currency, each pair with its last price,
// 24 h change (up green, down red) and volume.
import { Skeleton, Tabs } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useListQuotations } from '@generated/api/market/market';
import type { Quotation } from '@generated/model';
import { bcp47, isLang } from '@/api/lang';
import { QueryError } from '@/components/query-error';
import { formatChange, formatCompact, formatPrice, trendOf } from '@/lib/format';

function QuoteRow({ quote, locale }: { quote: Quotation; locale: string }) {
  const { t } = useTranslation('home');
  const trend = trendOf(quote.change);
  return (
    <li className="quote-row" data-testid="quote-row">
      <div className="quote-row__pair">
        <strong>{quote.currency_name}</strong>
        <span>/{quote.legal_name}</span>
        <small>{t('quotes.volume', { value: formatCompact(quote.volume, 2) })}</small>
      </div>
      <div className="quote-row__price">{formatPrice(quote.now_price, locale)}</div>
      <div className={`quote-row__change quote-row__change--${trend}`}>{formatChange(quote.change)}</div>
    </li>
  );
}

export function QuoteList() {
  const { t, i18n } = useTranslation('home');
  const locale = isLang(i18n.language) ? bcp47(i18n.language) : 'en';
  const quotes = useListQuotations(undefined, { query: { staleTime: 10_000 } });
  const [active, setActive] = useState<string | undefined>(undefined);

  return (
    <section className="quotes" aria-labelledby="quotes-title">
      <h2 id="quotes-title" className="section-title">
        {t('sections.quotes')}
      </h2>
      {quotes.isPending && <Skeleton.Paragraph lineCount={5} animated />}
      {quotes.isError && (
        <QueryError error={quotes.error} onRetry={() => void quotes.refetch()} retrying={quotes.isFetching} />
      )}
      {quotes.data && quotes.data.length === 0 && <p className="empty-text">{t('quotes.empty')}</p>}
      {quotes.data && quotes.data.length > 0 && (
        <Tabs activeKey={active ?? String(quotes.data[0]?.id)} onChange={setActive} className="quotes__tabs">
          {quotes.data.map((legal) => (
            <Tabs.Tab key={String(legal.id)} title={legal.name}>
              <div className="quote-head" aria-hidden="true">
                <span>{t('quotes.pair')}</span>
                <span>{t('quotes.lastPrice')}</span>
                <span>{t('quotes.change')}</span>
              </div>
              <ul className="quote-list">
                {legal.quotation.map((quote) => (
                  <QuoteRow key={quote.id} quote={quote} locale={locale} />
                ))}
              </ul>
            </Tabs.Tab>
          ))}
        </Tabs>
      )}
    </section>
  );
}
