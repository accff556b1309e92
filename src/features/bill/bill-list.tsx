// The rows of the bills ledger: what happened (the server's text), when, in which account, the
// signed change coloured green (in) or red (out) with its sign, and the balance after it. Loads the
// next page at the end of the list, down to "No more data".
import { Empty, Skeleton } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { AccountLogEntry } from '@generated/model';
import { PagedFooter } from '@/components/paged-footer';
import { QueryError } from '@/components/query-error';
import { useLocale } from '@/hooks/use-locale';
import { formatAmount, formatSignedAmount, trendOf } from '@/lib/format';
import { formatBillTime, matchesDirection, useBillPages, type BillAccount, type BillDirection } from './bill-pages';

const TREND_CLASS = { up: 'bill-row__amount--in', down: 'bill-row__amount--out', flat: '' } as const;

function BillRow({ entry, account }: { entry: AccountLogEntry; account: BillAccount }) {
  const { t } = useTranslation('bill');
  const locale = useLocale();
  const trend = trendOf(entry.value);
  const coin = entry.currency_name ?? '';
  return (
    <article className="bill-row" aria-label={entry.info}>
      <div className="bill-row__main">
        <p className="bill-row__title">{entry.info}</p>
        <p className="bill-row__meta">
          <time dateTime={entry.created_time.replace(' ', 'T')}>{formatBillTime(entry.created_time, locale)}</time>
          <span> · {t(`accounts.${account.key}`)}</span>
        </p>
      </div>
      <div className="bill-row__figures">
        <p className={`bill-row__amount ${TREND_CLASS[trend]}`}>
          {formatSignedAmount(entry.value, locale)}
          {coin && ` ${coin}`}
        </p>
        {entry.after !== undefined && (
          <p className="bill-row__meta">{t('balanceAfter', { amount: formatAmount(entry.after, locale) })}</p>
        )}
      </div>
    </article>
  );
}

interface BillListProps {
  currency: number;
  account: BillAccount;
  direction: BillDirection;
}

export function BillList({ currency, account, direction }: BillListProps) {
  const { t } = useTranslation('bill');
  const query = useBillPages(currency, account);

  async function loadMore(): Promise<void> {
    if (query.isFetchingNextPage) return;
    const result = await query.fetchNextPage({ cancelRefetch: false });
    if (result.isFetchNextPageError) throw result.error;
  }

  if (query.isPending) {
    return (
      <div role="status" aria-label={t('loading')}>
        <Skeleton.Paragraph lineCount={6} animated />
      </div>
    );
  }
  if (!query.data) {
    return <QueryError error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  }
  const rows = query.data.pages.flatMap((page) => page.rows).filter((entry) => matchesDirection(entry, direction));
  if (rows.length === 0 && !query.hasNextPage) {
    return <Empty className="bill-empty" description={t(direction === 'all' ? 'empty' : 'emptyFiltered')} />;
  }
  return (
    <>
      <ul className="bill-list" aria-label={t('listLabel', { account: t(`accounts.${account.key}`) })}>
        {rows.map((entry) => (
          <li key={entry.id}>
            <BillRow entry={entry} account={account} />
          </li>
        ))}
      </ul>
      <PagedFooter ns="bill" hasMore={query.hasNextPage} loading={query.isFetchingNextPage} loadMore={loadMore} />
    </>
  );
}
