// Deposit and withdrawal history (`?tab=deposits|withdrawals`): 10 records per page with infinite
// scroll, each with its status (processing, completed, failed), figures and time; "No more data"
// at the end.
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { Button, Empty, Skeleton, Tabs, Tag } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { getListRechargeLogQueryKey, listRechargeLog } from '@generated/api/deposit/deposit';
import { getListWithdrawalsQueryKey, listWithdrawals } from '@generated/api/withdraw/withdraw';
import type { RechargeRecord, Withdrawal } from '@generated/model';
import { Page } from '@/components/page';
import { QueryError } from '@/components/query-error';
import { retryOf } from '@/components/retry-of';
import { useAppNavigation } from '@/hooks/use-app-navigation';
import { useLocale } from '@/hooks/use-locale';
import { formatAmount, toBig } from '@/lib/format';
import { ROUTES } from '@/lib/routes';
import type { ListPage } from '@/components/paged-list';
import { QueryPagedFooter } from '@/components/query-paged-footer';
import { usePagesList } from '@/hooks/use-pages-list';
import { useTabParam } from '@/hooks/use-tab-param';
import { shortenAddress } from '@/lib/masking';
import { formatSeconds } from './text';
import '@/components/earn-card.css';
import './deposit.css';

const PAGE_SIZE = 10;
const TABS = ['deposits', 'withdrawals'] as const;

const STATUS = {
  1: { key: 'records.status.processing', className: 'status status--processing', icon: '…' },
  2: { key: 'records.status.success', className: 'status status--success', icon: '✓' },
  3: { key: 'records.status.failed', className: 'status status--failed', icon: '✕' },
} as const;

function StatusTag({ status }: { status: 1 | 2 | 3 }) {
  const { t } = useTranslation('deposit');
  const s = STATUS[status];
  return (
    <Tag className={s.className} fill="outline">
      <span aria-hidden="true">{s.icon} </span>
      {t(s.key)}
    </Tag>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function DepositItem({ record }: { record: RechargeRecord }) {
  const { t } = useTranslation('deposit');
  const locale = useLocale();
  const coin = record.name ?? record.currency_name ?? '';
  const bonus = toBig(record.give);
  return (
    <li className="record">
      <div className="record__head">
        <span className="record__coin">
          {coin}
          {record.sub_type && <span className="record__network">{record.sub_type}</span>}
        </span>
        <StatusTag status={record.status} />
      </div>
      <dl className="record__rows">
        <Row label={t('records.amount')}>
          <strong>{t('amountWithCoin', { amount: formatAmount(record.amount, locale), coin })}</strong>
        </Row>
        {bonus?.gt(0) && (
          <Row label={t('records.bonus')}>{t('amountWithCoin', { amount: formatAmount(bonus, locale), coin })}</Row>
        )}
        {record.user_account && (
          <Row label={t('records.from')}>
            <span className="mono">{shortenAddress(record.user_account)}</span>
          </Row>
        )}
        <Row label={t('records.time')}>{record.created_at}</Row>
      </dl>
    </li>
  );
}

function WithdrawalItem({ record }: { record: Withdrawal }) {
  const { t } = useTranslation('deposit');
  const locale = useLocale();
  const coin = record.currency_name ?? '';
  const money = (amount: string) => t('amountWithCoin', { amount: formatAmount(amount, locale), coin });
  return (
    <li className="record">
      <div className="record__head">
        <span className="record__coin">
          {coin}
          {record.type && <span className="record__network">{record.type.toUpperCase()}</span>}
        </span>
        <StatusTag status={record.status} />
      </div>
      <dl className="record__rows">
        <Row label={t('records.amount')}>
          <strong>{money(record.number)}</strong>
        </Row>
        {record.fee !== undefined && <Row label={t('records.fee')}>{money(record.fee)}</Row>}
        <Row label={t('records.received')}>{money(record.real_number)}</Row>
        <Row label={t('records.to')}>
          <span className="mono">{shortenAddress(record.address)}</span>
        </Row>
        {record.memo && (
          <Row label={t('records.memo')}>
            <span className="mono">{record.memo}</span>
          </Row>
        )}
        {record.order_no && <Row label={t('records.order')}>{record.order_no}</Row>}
        {record.notes && <Row label={t('records.note')}>{record.notes}</Row>}
        <Row label={t('records.time')}>
          <time dateTime={new Date(record.create_time * 1000).toISOString()}>{formatSeconds(record.create_time)}</time>
        </Row>
      </dl>
    </li>
  );
}

/** The list's name and its empty text, per tab. */
const LIST_TEXTS = {
  deposits: { label: 'records.listDeposits', empty: 'records.emptyDeposits' },
  withdrawals: { label: 'records.listWithdrawals', empty: 'records.emptyWithdrawals' },
} as const;

interface PagedListProps<T> {
  tab: (typeof TABS)[number];
  emptyAction?: ReactNode;
  query: UseInfiniteQueryResult<InfiniteData<ListPage<T>, unknown>>;
  render: (item: T) => ReactNode;
}

function PagedList<T>({ tab, emptyAction, query, render }: PagedListProps<T>) {
  const { t } = useTranslation('deposit');
  const { label, empty } = LIST_TEXTS[tab];
  const rows = query.data?.pages.flatMap((page) => page.rows) ?? [];
  if (query.isPending) return <Skeleton.Paragraph lineCount={8} animated />;
  if (query.isError && rows.length === 0) {
    return <QueryError {...retryOf(query)} />;
  }
  if (rows.length === 0) {
    return (
      <div className="records__empty">
        <Empty description={t(empty)} />
        {emptyAction}
      </div>
    );
  }
  return (
    <>
      <ul className="earn-list" aria-label={t(label)}>
        {rows.map(render)}
      </ul>
      <QueryPagedFooter query={query} ns="deposit" />
    </>
  );
}

function DepositRecords() {
  const { t } = useTranslation('deposit');
  const { navigateTo } = useAppNavigation();
  const query = usePagesList(getListRechargeLogQueryKey({ limit: PAGE_SIZE }), (page, signal) =>
    listRechargeLog({ page, limit: PAGE_SIZE }, undefined, signal),
  );
  return (
    <PagedList<RechargeRecord>
      tab="deposits"
      emptyAction={
        <Button color="primary" onClick={() => navigateTo(ROUTES.depositSelect)}>
          {t('records.depositNow')}
        </Button>
      }
      query={query}
      render={(record) => <DepositItem key={record.id} record={record} />}
    />
  );
}

function WithdrawalRecords() {
  const query = usePagesList(getListWithdrawalsQueryKey({ limit: PAGE_SIZE }), (page, signal) =>
    listWithdrawals({ page, limit: PAGE_SIZE }, undefined, signal),
  );
  return (
    <PagedList<Withdrawal>
      tab="withdrawals"
      query={query}
      render={(record) => <WithdrawalItem key={record.id} record={record} />}
    />
  );
}

export function DepositWithdrawRecordScreen() {
  const { t } = useTranslation('deposit');
  const [tab, showTab] = useTabParam(TABS);
  return (
    <Page title={t('records.title')}>
      <div className="records">
        <Tabs
          activeKey={tab}
          onChange={(key) => showTab(key === 'withdrawals' ? 'withdrawals' : 'deposits')}
          className="records__tabs"
        >
          {TABS.map((key) => (
            <Tabs.Tab title={t(`records.tabs.${key}`)} key={key} />
          ))}
        </Tabs>
        {tab === 'deposits' ? <DepositRecords /> : <WithdrawalRecords />}
      </div>
    </Page>
  );
}
