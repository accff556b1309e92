// A trader (/follow/traderDetail, /follow/historyTrade): profile, the hourly statistics, the note
// that they update hourly, the closed orders page by page, and the follow actions: "Follow" for a
// trader the user does not copy, otherwise "Edit copy settings" and "Stop following" (confirmed).
import { Button, Skeleton, Tag } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useGetTrader } from '@generated/api/copy-trade/copy-trade';
import type { TraderDetail, TraderTrade } from '@generated/model';
import { Page } from '@/components/page';
import { PagedList } from '@/components/paged-list';
import { QueryError } from '@/components/query-error';
import { UserAvatar } from '@/components/user-avatar';
import { useAppNavigation } from '@/hooks/use-app-navigation';
import { ROUTES } from '@/lib/routes';
import { trendClass, useCopyFormat } from './copy-figures';
import { useTraderHistoryPages } from './copy-pages';
import { HourlyNote } from './hourly-note';
import { MissingTrader } from './missing-trader';
import { isFollowed, traderIdOf } from './trader-state';
import { useUnfollow } from './use-follow-actions';
import './copy-trade.css';

function Stats({ detail }: { detail: TraderDetail }) {
  const { t } = useTranslation('copy-trade');
  const format = useCopyFormat();
  const { data } = detail;
  const figures: { key: string; value: string; className?: string }[] = [
    { key: 'totalProfits', value: format.signed(data.total_profits), className: trendClass(data.total_profits) },
    ...(data.total_income_rate !== undefined
      ? [
          {
            key: 'totalReturn',
            value: format.percent(data.total_income_rate),
            className: trendClass(data.total_income_rate),
          },
        ]
      : []),
    { key: 'accuracy', value: format.percent(data.correct_rate) },
    { key: 'followers', value: format.count(data.follow_num) },
    ...(data.yesterday_profits !== undefined
      ? [
          {
            key: 'yesterdayProfits',
            value: format.signed(data.yesterday_profits),
            className: trendClass(data.yesterday_profits),
          },
        ]
      : []),
    { key: 'positionCount', value: format.count(data.position_count) },
    { key: 'totalCount', value: format.count(data.total_count) },
    ...(data.profitCount !== undefined ? [{ key: 'profitCount', value: format.count(data.profitCount) }] : []),
    ...(data.riseCount !== undefined ? [{ key: 'riseCount', value: format.count(data.riseCount) }] : []),
    ...(data.fallCount !== undefined ? [{ key: 'fallCount', value: format.count(data.fallCount) }] : []),
  ];
  return (
    <dl className="copy-stats" aria-label={t('trader.statsLabel')}>
      {figures.map((figure) => (
        <div key={figure.key}>
          <dt>{t(`figures.${figure.key}`)}</dt>
          <dd className={figure.className}>{figure.value}</dd>
        </div>
      ))}
    </dl>
  );
}

function HistoryRow({ trade }: { trade: TraderTrade }) {
  const { t } = useTranslation('copy-trade');
  const format = useCopyFormat();
  const long = trade.type === 1;
  return (
    <div className="copy-record">
      <div className="copy-record__head">
        <strong>{trade.symbol}</strong>
        <Tag color={long ? 'success' : 'danger'} fill="outline">
          {long ? t('trader.long') : t('trader.short')}
        </Tag>
        <time className="copy-record__time">{trade.transaction_time}</time>
      </div>
      <dl className="copy-record__figures">
        <div>
          <dt>{t('trader.openPrice')}</dt>
          <dd>{format.price(trade.price)}</dd>
        </div>
        <div>
          <dt>{t('trader.lots')}</dt>
          <dd>{trade.share}</dd>
        </div>
        {trade.multiple !== undefined && (
          <div>
            <dt>{t('trader.multiple')}</dt>
            <dd>{`${trade.multiple}x`}</dd>
          </div>
        )}
        {trade.fact_profits !== undefined && (
          <div>
            <dt>{t('trader.profit')}</dt>
            <dd className={trendClass(trade.fact_profits)}>{format.signed(trade.fact_profits)}</dd>
          </div>
        )}
      </dl>
    </div>
  );
}

function TraderView({ traderId }: { traderId: number }) {
  const { t } = useTranslation('copy-trade');
  const { navigateTo } = useAppNavigation();
  const trader = useGetTrader({ trader_user_id: traderId }, { request: { silent: true } });
  const history = useTraderHistoryPages(traderId);
  const unfollow = useUnfollow();

  if (trader.isPending) {
    return (
      <div role="status" aria-label={t('list.loading')} className="copy-page">
        <Skeleton.Paragraph lineCount={8} animated />
      </div>
    );
  }
  if (!trader.data) {
    return <QueryError error={trader.error} onRetry={() => void trader.refetch()} retrying={trader.isFetching} />;
  }
  const { trader_info: info } = trader.data;
  const followed = isFollowed(trader.data.is_followed);
  return (
    <div className="copy-page copy-page--with-actions">
      <header className="trader-head">
        <UserAvatar src={info.head_portrait} name={info.nickname} size={56} />
        <div>
          <h1 className="trader-head__name">
            {info.nickname}
            {followed && (
              <Tag color="success" fill="outline">
                {t('list.following')}
              </Tag>
            )}
          </h1>
          <p className="trader-head__signature">{info.signature || t('trader.noSignature')}</p>
        </div>
      </header>
      <Stats detail={trader.data} />
      <HourlyNote />
      <h2 className="copy-section-title">{t('trader.history')}</h2>
      <PagedList
        query={history}
        label={t('trader.history')}
        emptyText={t('trader.historyEmpty')}
        rowKey={(trade) => trade.id}
        renderRow={(trade) => <HistoryRow trade={trade} />}
      />
      <div className="copy-actions">
        {followed ? (
          <>
            <Button
              fill="outline"
              color="danger"
              loading={unfollow.pending}
              onClick={() => unfollow.ask(info.id, info.nickname)}
            >
              {t('trader.cancel')}
            </Button>
            <Button color="primary" onClick={() => navigateTo(`${ROUTES.follow}?id=${info.id}`)}>
              {t('trader.edit')}
            </Button>
          </>
        ) : (
          <Button color="primary" block onClick={() => navigateTo(`${ROUTES.follow}?id=${info.id}`)}>
            {t('trader.follow')}
          </Button>
        )}
      </div>
      {unfollow.dialog}
    </div>
  );
}

export function TraderScreen() {
  const { t } = useTranslation('copy-trade');
  const [params] = useSearchParams();
  const traderId = traderIdOf(params.get('id'));
  return <Page title={t('trader.title')}>{traderId ? <TraderView traderId={traderId} /> : <MissingTrader />}</Page>;
}
