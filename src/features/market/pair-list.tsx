// The pair list with its sortable column headers (tap: ascending, descending, server order), the
// loading skeleton and the empty state.
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Quotation } from '@generated/model';
import type { QuoteRate, SortField, SortState } from './market-data';
import { PairRow } from './pair-row';
import type { ToggleFavorite } from '@/hooks/use-favorites';
import type { CoinNames } from '@/lib/pair-search';

/** What every row of a list shares. */
export interface RowEnv {
  locale: string;
  fiatCode: string;
  fiatRate: string;
  rates: Map<string, QuoteRate>;
  favoriteIds: ReadonlySet<number>;
  pending: ReadonlySet<number>;
  onOpen: (quote: Quotation) => void;
  /** A row pressed and held (or its context menu): the pair's actions. */
  onMore: (quote: Quotation) => void;
  onToggleFavorite: ToggleFavorite;
}

export function PairRows({
  rows,
  env,
  label,
  ranked = false,
  names,
}: {
  rows: readonly Quotation[];
  env: RowEnv;
  label: string;
  ranked?: boolean;
  /** Full coin names to show under the symbols (the search results). */
  names?: CoinNames;
}) {
  const { t } = useTranslation('market');
  const hintId = useId();
  return (
    <>
      <p id={hintId} className="visually-hidden">
        {t('row.moreHint')}
      </p>
      <ul className="market-list" aria-label={label}>
        {rows.map((quote, index) => {
          const rate = env.rates.get(quote.legal_name);
          return (
            <PairRow
              key={quote.id}
              quote={quote}
              locale={env.locale}
              fiatCode={env.fiatCode}
              fiatRate={env.fiatRate}
              ratePairId={rate?.pairId}
              ratePrice={rate?.price}
              favorite={env.favoriteIds.has(quote.currency_id)}
              name={names?.get(quote.currency_id)}
              busy={env.pending.has(quote.currency_id)}
              rank={ranked ? index + 1 : undefined}
              onOpen={env.onOpen}
              onMore={env.onMore}
              moreHintId={hintId}
              onToggleFavorite={env.onToggleFavorite}
            />
          );
        })}
      </ul>
    </>
  );
}

function SortButton({
  field,
  sort,
  onSort,
  children,
}: {
  field: SortField;
  sort: SortState | null;
  onSort: (field: SortField) => void;
  children: ReactNode;
}) {
  const { t } = useTranslation('market');
  const dir = sort?.field === field ? sort.dir : null;
  return (
    <button
      type="button"
      className={dir ? `market-sort market-sort--${dir}` : 'market-sort'}
      data-sort={dir ?? 'none'}
      onClick={() => onSort(field)}
    >
      {children}
      <span className="market-sort__icon" aria-hidden="true">
        <span className="market-sort__up" />
        <span className="market-sort__down" />
      </span>
      {dir && ' '}
      {dir && <span className="visually-hidden">{t(dir === 'asc' ? 'sort.ascending' : 'sort.descending')}</span>}
    </button>
  );
}

export function SortHeader({ sort, onSort }: { sort: SortState | null; onSort: (field: SortField) => void }) {
  const { t } = useTranslation('market');
  return (
    <div className="market-head" role="group" aria-label={t('sort.label')}>
      <span className="market-head__pair">
        <SortButton field="pair" sort={sort} onSort={onSort}>
          {t('columns.pair')}
        </SortButton>
        <span aria-hidden="true">/</span>
        <SortButton field="volume" sort={sort} onSort={onSort}>
          {t('columns.volume')}
        </SortButton>
      </span>
      <span className="market-head__price">
        <SortButton field="price" sort={sort} onSort={onSort}>
          {t('columns.lastPrice')}
        </SortButton>
      </span>
      <span className="market-head__change">
        <SortButton field="change" sort={sort} onSort={onSort}>
          {t('columns.change')}
        </SortButton>
      </span>
    </div>
  );
}

export function PairListSkeleton({ rows = 8 }: { rows?: number }) {
  const { t } = useTranslation('market');
  return (
    <div className="market-skeleton" role="status" aria-label={t('market.loading')}>
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className="market-skeleton__row">
          <span className="shimmer market-skeleton__pair" />
          <span className="shimmer market-skeleton__price" />
          <span className="shimmer market-skeleton__change" />
        </div>
      ))}
    </div>
  );
}
