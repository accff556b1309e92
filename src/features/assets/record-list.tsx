// The financial records of one coin in one account (/wallet/legal_log), newest first, page by
// page. Each row says what happened (the server's text), when, the signed change with its sign
// and colour, the balance after it, and for withdrawals whether they are processing, done or
// refused. The list ends on the last page, on an empty page, or when the server answers
// "No more data" (an error envelope that only means the end).
import { Tag } from 'antd-mobile';
import type { ComponentProps, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AccountLogEntry } from '@generated/model';
import { Page } from '@/components/page';
import { PagedList } from '@/components/paged-list';
import { RecordRow as LedgerRow } from '@/components/record-row';
import { useLegalLogPages } from '@/hooks/use-legal-log-pages';
import type { AccountDef } from './accounts';
import { formatAmount, formatSignedAmount, trendOf } from '@/lib/format';
import { MASK, useBalancesHidden } from './use-hidden-balances';
import { useLocale } from '@/hooks/use-locale';

export type RecordStatus = 'processing' | 'success' | 'failed';

/** The state of a record where its reason code has one: withdrawals (99 requested, 100 done, 101 refused). */
function recordStatus(type: number): RecordStatus | null {
  if (type === 99) return 'processing';
  if (type === 100) return 'success';
  if (type === 101) return 'failed';
  return null;
}

const STATUS_COLOUR: Record<RecordStatus, 'warning' | 'success' | 'danger'> = {
  processing: 'warning',
  success: 'success',
  failed: 'danger',
};

export function RecordRow({ record }: { record: AccountLogEntry }) {
  const { t } = useTranslation('assets');
  const locale = useLocale();
  const [hidden] = useBalancesHidden();
  const status = recordStatus(record.type);
  const coin = record.currency_name ?? '';
  return (
    <LedgerRow
      title={record.info}
      status={
        status && (
          <Tag className="record-row__status" color={STATUS_COLOUR[status]} fill="outline">
            {t(`records.status.${status}`)}
          </Tag>
        )
      }
      time={record.created_time}
      meta={record.balance_type_name}
      value={`${hidden ? MASK : formatSignedAmount(record.value, locale)}${coin && ` ${coin}`}`}
      trend={trendOf(record.value)}
      sub={
        record.after !== undefined &&
        t('records.balanceAfter', { amount: hidden ? MASK : formatAmount(record.after, locale) })
      }
    />
  );
}

/** Ledger records, page by page. */
export function LedgerList(props: Omit<ComponentProps<typeof PagedList<AccountLogEntry>>, 'rowKey' | 'renderRow'>) {
  return <PagedList {...props} rowKey={(record) => record.id} renderRow={(record) => <RecordRow record={record} />} />;
}

export function RecordList({ currency, account }: { currency: number; account: AccountDef }) {
  const { t } = useTranslation('assets');
  return (
    <LedgerList
      query={useLegalLogPages(currency, account.id)}
      label={t('records.listLabel', { account: t(`accounts.${account.name}`) })}
      emptyText={t('records.empty')}
    />
  );
}

/** A page of records (of a coin, of every coin, of the transfers). */
export function RecordsPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Page title={title}>
      <div className="records">{children}</div>
    </Page>
  );
}
