// Invite and rebate (`/pages/setting/rebate`): the totals (users invited with the code, how many
// are verified, the commission rate, the commission earned in total and today), the way to the
// invitation code, link and QR (`/pages/setting/share`), then the invited users and the
// commission records, page by page. The tab is kept in the address (`?tab=`).
import { useInfiniteQuery } from '@tanstack/react-query';
import { Button, Skeleton, Tabs } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
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
import { PagedList, type ListPage } from '@/components/paged-list';
import { QueryError } from '@/components/query-error';
import { RecordRow } from '@/components/record-row';
import { useAppNavigation } from '@/hooks/use-app-navigation';
import { toDecimal } from '@/hooks/use-fiat';
import { useLocale } from '@/hooks/use-locale';
import { formatAmount, formatSignedAmount } from '@/lib/format';
import { ROUTES } from '@/lib/routes';
import '@/components/earn-card.css';

type Tab = 'users' | 'records';

const pageOf = <T,>(page: { data: T[]; page: number; pages: number }): ListPage<T> => ({
  rows: page.data,
  end: page.page >= page.pages,
});

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

function InvitedUsers() {
  const { t } = useTranslation('rebate');
  const locale = useLocale();
  const query = useInfiniteQuery({
    queryKey: [...getListInvitedUsersQueryKey(), 'pages'],
    queryFn: async ({ pageParam, signal }) => pageOf(await listInvitedUsers({ page: pageParam }, undefined, signal)),
    initialPageParam: 1,
    getNextPageParam: (last: ListPage<InvitedUser>, _all, page: number) => (last.end ? undefined : page + 1),
  });
  return (
    <PagedList
      query={query}
      label={t('tabs.users')}
      emptyText={t('users.empty')}
      rowKey={(user) => user.id}
      renderRow={(user) => (
        <RecordRow
          title={user.account}
          status={
            <span className={user.is_realname === 1 ? 'earn-tag earn-tag--live' : 'earn-tag'}>
              {t(user.is_realname === 1 ? 'users.verified' : 'users.unverified')}
            </span>
          }
          time={user.created_at}
          meta={t('users.joined')}
          value={`${formatSignedAmount(user.commission, locale)} USDT`}
          trend={toDecimal(user.commission).gt(0) ? 'up' : 'flat'}
          sub={t('users.commission')}
        />
      )}
    />
  );
}

function RebateRecords() {
  const { t } = useTranslation('rebate');
  const locale = useLocale();
  const query = useInfiniteQuery({
    queryKey: [...getListRebateRecordsQueryKey(), 'pages'],
    queryFn: async ({ pageParam, signal }) => pageOf(await listRebateRecords({ page: pageParam }, undefined, signal)),
    initialPageParam: 1,
    getNextPageParam: (last: ListPage<RebateRecord>, _all, page: number) => (last.end ? undefined : page + 1),
  });
  return (
    <PagedList
      query={query}
      label={t('tabs.records')}
      emptyText={t('records.empty')}
      rowKey={(record) => record.id}
      renderRow={(record) => (
        <RecordRow
          title={record.info}
          time={record.created_at}
          meta={t('records.from', { account: record.account })}
          value={`${formatSignedAmount(record.amount, locale)} ${record.currency_name}`}
          trend={toDecimal(record.amount).gt(0) ? 'up' : 'flat'}
        />
      )}
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
