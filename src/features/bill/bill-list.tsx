// The rows of the bills ledger: what happened (the server's text), when, in which account, the
// signed change coloured green (in) or red (out) with its sign, and the balance after it. Loads the
// next page at the end of the list, down to "No more data".
import { useTranslation } from 'react-i18next';
import type { AccountLogEntry } from '@generated/model';
import { PagedList } from '@/components/paged-list';
import { RecordRow } from '@/components/record-row';
import { useLegalLogPages } from '@/hooks/use-legal-log-pages';
import { useLocale } from '@/hooks/use-locale';
import { formatAmount, formatSignedAmount, trendOf } from '@/lib/format';
import { formatBillTime, matchesDirection, type BillAccount, type BillDirection } from './bill-pages';

function BillRow({ entry, account }: { entry: AccountLogEntry; account: BillAccount }) {
  const { t } = useTranslation('bill');
  const locale = useLocale();
  const coin = entry.currency_name ?? '';
  return (
    <RecordRow
      title={entry.info}
      time={entry.created_time}
      timeText={formatBillTime(entry.created_time, locale)}
      meta={t(`accounts.${account.key}`)}
      value={`${formatSignedAmount(entry.value, locale)}${coin && ` ${coin}`}`}
      trend={trendOf(entry.value)}
      sub={entry.after !== undefined && t('balanceAfter', { amount: formatAmount(entry.after, locale) })}
    />
  );
}

interface BillListProps {
  currency: number;
  account: BillAccount;
  direction: BillDirection;
}

export function BillList({ currency, account, direction }: BillListProps) {
  const { t } = useTranslation('bill');
  const query = useLegalLogPages(currency, account.id);
  return (
    <PagedList
      query={query}
      label={t('listLabel', { account: t(`accounts.${account.key}`) })}
      emptyText={t(direction === 'all' ? 'empty' : 'emptyFiltered')}
      filter={(entry) => matchesDirection(entry, direction)}
      rowKey={(entry) => entry.id}
      renderRow={(entry) => <BillRow entry={entry} account={account} />}
      className="bill-list"
    />
  );
}
