// Invite and rebate (`/pages/setting/rebate`): the totals (users invited with the code, how many
// are verified, the commission rate, the commission earned in total and today), the way to the
// invitation code, link and QR (`/pages/setting/share`), then the invited users and the
// commission records, page by page. The tab is kept in the address (`?tab=`).
import type { QueryKey } from '@tanstack/react-query';
import { Button, Skeleton, Tabs } from 'antd-mobile';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from '@/lib/router';
import {
  getListInvitedUsersQueryKey,
  getListRebateRecordsQueryKey,
  listInvitedUsers,
  listRebateRecords,
  useGetRebateSummary,
} from '@generated/api/rebate/rebate';
import type { InvitedUser, RebateRecord } from '@generated/model';
import { FigureList } from '@/components/figure-list';
import { Page } from '@/components/page';
import { PagedList } from '@/components/paged-list';
import { QueryError } from '@/components/query-error';
import { RecordRow } from '@/components/record-row';
import { useAppNavigation } from '@/hooks/use-app-navigation';
import { toDecimal } from '@/hooks/use-fiat';
import { useLocale } from '@/hooks/use-locale';
import { usePagesList, type PagesShape } from '@/hooks/use-pages-list';
import { formatAmount, formatSignedAmount } from '@/lib/format';
import { ROUTES } from '@/lib/routes';
import '@/components/earn-card.css';

type Tab = 'users' | 'records';

function Summary() {
  const { t } = useTranslation('rebate');
  const locale = useLocale();
  const { navigateTo } = useAppNavigation();
  const summary = useGetRebateSummary();
  if (summary.isPending) return <Skeleton.Paragraph lineCount={4} animated />;
  if (summary.isError)
    return <QueryError error={summary.error} onRetry={() => void summary.refetch()} retrying={summary.isFetching} />;
  const s = summary.data;
  const usdt = (value: string) => `${formatAmount(value, locale, 8)} USDT`;
  return (
    <section className="earn-card" aria-label={t('summary.label')}>
      <FigureList
        figures={[
          {
            label: t('summary.total'),
            value: <span className="earn-highlight">{usdt(s.total_commission)}</span>,
            testId: 'rebate-total',
          },
          { label: t('summary.today'), value: usdt(s.today_commission), testId: 'rebate-today' },
          { label: t('summary.invited'), value: String(s.invite_count), testId: 'rebate-invited' },
          { label: t('summary.verified'), value: String(s.verified_count) },
          {
            label: t('summary.rate'),
            value: `${formatAmount(toDecimal(s.rebate_rate).times(100), locale, 2, 0)}%`,
            testId: 'rebate-rate',
            wide: true,
          },
        ]}
      />
      <div className="earn-card__actions">
        <Button size="small" color="primary" onClick={() => navigateTo(ROUTES.share)}>
          {t('summary.invite')}
        </Button>
      </div>
    </section>
  );
}

/** A row of a tab: a record row whose amount is green when the user earned by it. */
interface RebateRow extends Omit<ComponentProps<typeof RecordRow>, 'value' | 'trend'> {
  amount: string;
  currency: string;
}

/** One tab's list, page by page: its name is `tabs.<tab>`, its empty text `<tab>.empty`. */
function RebateTab<T extends { id: number }>({
  tab,
  queryKey,
  fetchPage,
  rowOf,
}: {
  tab: Tab;
  queryKey: QueryKey;
  fetchPage: (page: number, signal: AbortSignal) => Promise<PagesShape<T>>;
  rowOf: (row: T) => RebateRow;
}) {
  const { t } = useTranslation('rebate');
  const locale = useLocale();
  const query = usePagesList(queryKey, fetchPage);
  return (
    <PagedList
      query={query}
      label={t(`tabs.${tab}`)}
      emptyText={t(`${tab}.empty`)}
      rowKey={(row) => row.id}
      renderRow={(row) => {
        const { amount, currency, ...rest } = rowOf(row);
        return (
          <RecordRow
            {...rest}
            value={`${formatSignedAmount(amount, locale)} ${currency}`}
            trend={toDecimal(amount).gt(0) ? 'up' : 'flat'}
          />
        );
      }}
    />
  );
}

function InvitedUsers() {
  const { t } = useTranslation('rebate');
  return (
    <RebateTab<InvitedUser>
      tab="users"
      queryKey={getListInvitedUsersQueryKey()}
      fetchPage={(page, signal) => listInvitedUsers({ page }, undefined, signal)}
      rowOf={(user) => ({
        title: user.account,
        status: (
          <span className={user.is_realname === 1 ? 'earn-tag earn-tag--live' : 'earn-tag'}>
            {t(user.is_realname === 1 ? 'users.verified' : 'users.unverified')}
          </span>
        ),
        time: user.created_at,
        meta: t('users.joined'),
        amount: user.commission,
        currency: 'USDT',
        sub: t('users.commission'),
      })}
    />
  );
}

function RebateRecords() {
  const { t } = useTranslation('rebate');
  return (
    <RebateTab<RebateRecord>
      tab="records"
      queryKey={getListRebateRecordsQueryKey()}
      fetchPage={(page, signal) => listRebateRecords({ page }, undefined, signal)}
      rowOf={(record) => ({
        title: record.info,
        time: record.created_at,
        meta: t('records.from', { account: record.account }),
        amount: record.amount,
        currency: record.currency_name,
      })}
    />
  );
}

export function RebateScreen() {
  const { t } = useTranslation('rebate');
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('tab') === 'records' ? 'records' : 'users';
  return (
    <Page title={t('title')}>
      <div className="earn">
        <Summary />
        <Tabs activeKey={tab} onChange={(key) => setParams({ tab: key }, { replace: true })} className="earn-segment">
          <Tabs.Tab key="users" title={t('tabs.users')} />
          <Tabs.Tab key="records" title={t('tabs.records')} />
        </Tabs>
        {tab === 'users' ? <InvitedUsers /> : <RebateRecords />}
      </div>
    </Page>
  );
}
