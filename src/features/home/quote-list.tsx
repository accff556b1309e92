// Top movers: every pair from /currency/quotation_new ranked as gainers, losers or by volume.
// Rankings use the freshest signed change (live `daymarket` tick, else the REST row): gainers
// are only pairs that went up, highest first, losers only pairs that went down, lowest first.
// The figures of each row tick live (each row subscribes to its own pair).
import Big from 'big.js';
import { memo, useCallback, useMemo, useState, useSyncExternalStore, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { useListQuotations } from '@generated/api/market/market';
import type { Quotation } from '@generated/model';
import { bcp47, isLang } from '@/api/lang';
import { getLiveTicker, subscribeLiveMarket, useLiveTicker } from '@/api/live-market';
import { LightTabs } from '@/components/light-tabs';
import { QueryError } from '@/components/query-error';
import { useAppNavigation } from '@/hooks/use-app-navigation';
import { formatChange, formatCompact, formatPrice, toBig, toNumber, trendOf } from '@/lib/format';
import { ROUTES } from '@/lib/routes';
import { SkeletonLines } from '@/components/skeleton-lines';
import { QUOTES_STALE_MS } from './home-queries';

type Ranking = 'gainers' | 'losers' | 'volume';
const RANKINGS: readonly { key: Ranking; label: 'gainers' | 'losers' | 'turnover' }[] = [
  { key: 'gainers', label: 'gainers' },
  { key: 'losers', label: 'losers' },
  { key: 'volume', label: 'turnover' },
];
const ROWS = 8;

const QuoteRow = memo(function QuoteRow({
  quote,
  locale,
  place,
}: {
  quote: Quotation;
  locale: string;
  /** Its place in the ranking: the row is moved there with a transform (no layout shift). */
  place: number;
}) {
  const { t } = useTranslation('home');
  const { navigateTo } = useAppNavigation();
  const live = useLiveTicker(quote.id);
  const price = live?.price || quote.now_price;
  const change = live?.change || quote.change;
  const volume = live?.volume || quote.volume;
  const trend = trendOf(change);
  return (
    <li data-testid="quote-row" style={{ '--place': place } as CSSProperties}>
      <button type="button" className="quote-row" onClick={() => navigateTo(`${ROUTES.marketDetail}?id=${quote.id}`)}>
        <span className="quote-row__pair">
          <strong>{quote.currency_name}</strong>
          <span>/{quote.legal_name}</span>
          <small>{t('quotes.volume', { value: formatCompact(volume, 2, locale) })}</small>
        </span>
        <span className="quote-row__price">{formatPrice(price, locale)}</span>
        <span className={`quote-row__change quote-row__change--${trend}`}>{formatChange(change, locale)}</span>
      </button>
    </li>
  );
});

/** The freshest signed change of a pair: its last live tick, else the REST row. */
const changeOf = (quote: Quotation): Big => toBig(getLiveTicker(quote.id)?.change || quote.change) ?? new Big(0);

function rank(quotes: Quotation[], by: Ranking): Quotation[] {
  let sorted = [...quotes];
  if (by === 'gainers') sorted = sorted.filter((q) => changeOf(q).gt(0)).sort((a, b) => changeOf(b).cmp(changeOf(a)));
  if (by === 'losers') sorted = sorted.filter((q) => changeOf(q).lt(0)).sort((a, b) => changeOf(a).cmp(changeOf(b)));
  if (by === 'volume')
    sorted.sort((a, b) => toNumber(b.volume) * toNumber(b.now_price) - toNumber(a.volume) * toNumber(a.now_price));
  return sorted.slice(0, ROWS);
}

export function QuoteList() {
  const { t, i18n } = useTranslation('home');
  const locale = isLang(i18n.language) ? bcp47(i18n.language) : 'en';
  const quotes = useListQuotations(undefined, { query: { staleTime: QUOTES_STALE_MS, refetchInterval: 30_000 } });
  const [ranking, setRanking] = useState<Ranking>('gainers');
  const all = useMemo(() => (quotes.data ?? []).flatMap((legal) => legal.quotation), [quotes.data]);
  // Re-ranked as ticks arrive; the ids only change when the order does.
  const ranked = useCallback(
    () =>
      rank(all, ranking)
        .map((q) => q.id)
        .join(','),
    [all, ranking],
  );
  const ids = useSyncExternalStore(subscribeLiveMarket, ranked, ranked);
  const rows = useMemo(() => {
    const byId = new Map(all.map((q) => [q.id, q]));
    return ids ? ids.split(',').flatMap((id) => byId.get(Number(id)) ?? []) : [];
  }, [all, ids]);

  return (
    <section className="quotes" aria-labelledby="quotes-title">
      <h2 id="quotes-title" className="section-title">
        {t('sections.quotes')}
      </h2>
      {/* The body keeps the height of eight rows whatever it shows (loading lines, an error, fewer
          movers than eight): the news below never moves while prices tick (no layout shift). */}
      <div className="quotes__body">
        {quotes.isPending && <SkeletonLines count={8} />}
        {quotes.isError && (
          <QueryError error={quotes.error} onRetry={() => void quotes.refetch()} retrying={quotes.isFetching} />
        )}
        {quotes.data && rows.length === 0 && <p className="empty-text">{t('quotes.empty')}</p>}
        {quotes.data && all.length > 0 && (
          <>
            {/* Tabs drawn with CSS (LightTabs, the kit's look): Home paints without the UI kit. */}
            <LightTabs
              tabs={RANKINGS.map(({ key, label }) => ({ key, title: t(`quotes.${label}`) }))}
              active={ranking}
              onChange={setRanking}
            />
            <div className="quote-head" aria-hidden="true">
              <span>{t('quotes.pair')}</span>
              <span>{t('quotes.lastPrice')}</span>
              <span>{t('quotes.change')}</span>
            </div>
            {/* Rows are placed by their rank with a transform and slide when the ranking changes
                (a pair overtakes another, joins or leaves the gainers): nothing else moves. */}
            <ul className="quote-list quote-list--ranked" style={{ '--rows': rows.length } as CSSProperties}>
              {rows.map((quote, place) => (
                <QuoteRow key={quote.id} quote={quote} locale={locale} place={place} />
              ))}
            </ul>
          </>
        )}
      </div>
    </section>
  );
}
