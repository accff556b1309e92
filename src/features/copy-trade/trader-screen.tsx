// A trader (/follow/traderDetail, /follow/historyTrade): profile, the hourly statistics, the note
// that they update hourly, the closed orders page by page, and the follow actions: "Follow" for a
// trader the user does not copy, otherwise "Edit copy settings" and "Stop following" (confirmed).
import { Button, Skeleton, Tag } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from '@/lib/router';
import { useGetTrader } from '@generated/api/copy-trade/copy-trade';
import type { TraderDetail, TraderTrade } from '@generated/model';
import { Page } from '@/components/page';
import { PagedList } from '@/components/paged-list';
import { QueryError } from '@/components/query-error';
import { UserAvatar } from '@/components/user-avatar';
import { useAppNavigation } from '@/hooks/use-app-navigation';
import { ROUTES } from '@/lib/routes';
import { useCopyFormat } from './copy-figures';
import { FigureRows } from './figure-rows';
import { useTraderHistoryPages } from './copy-pages';
import { HourlyNote } from './hourly-note';
import { MissingTrader } from './missing-trader';
import { isFollowed, traderIdOf } from './trader-state';
import { useUnfollow } from './use-follow-actions';
import { UnfollowButton } from './unfollow-button';
import './copy-trade.css';

function Stats({ detail }: { detail: TraderDetail }) {
  const { t } = useTranslation('copy-trade');
  const format = useCopyFormat();
  const { data } = detail;
  const count = (value: number | undefined) => value !== undefined && { value: format.count(value) };
  // In the order shown; a figure the server left out is left out.
  const figures = {
    totalProfits: format.trend(data.total_profits),
    totalReturn:
      data.total_income_rate !== undefined &&
      format.trend(data.total_income_rate, format.percent(data.total_income_rate)),
    accuracy: { value: format.percent(data.correct_rate) },
    followers: count(data.follow_num),
    yesterdayProfits: data.yesterday_profits !== undefined && format.trend(data.yesterday_profits),
    positionCount: count(data.position_count),
    totalCount: count(data.total_count),
    profitCount: count(data.profitCount),
    riseCount: count(data.riseCount),
    fallCount: count(data.fallCount),
  };
  return (
    <FigureRows
      className="copy-stats"
      label={t('trader.statsLabel')}
      figures={Object.entries(figures).map(([key, figure]) => figure && { label: t(`figures.${key}`), ...figure })}
    />
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
      <FigureRows
        className="copy-record__figures"
        figures={[
          { label: t('trader.openPrice'), value: format.price(trade.price) },
          { label: t('trader.lots'), value: trade.share },
          trade.multiple !== undefined && { label: t('trader.multiple'), value: `${trade.multiple}x` },
          trade.fact_profits !== undefined && { label: t('trader.profit'), ...format.trend(trade.fact_profits) },
        ]}
      />
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
            <UnfollowButton unfollow={unfollow} target={{ id: info.id, name: info.nickname }}>
              {t('trader.cancel')}
            </UnfollowButton>
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
