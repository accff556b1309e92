// My copy trading (copytrade/my, copytrade/copy): the follow amount and follow earnings over all
// follows (the proposed /follow/my_follows), then three tabs: the traders followed now (each with
// copy type, multiple or lots, cap, amount and earnings; edit or stop), the copied positions open
// now, which the user can take over as self-held (/follow/selfHolding, confirmed), and the closed
// ones (the proposed /follow/my_positions). copytrade/copy opens on the current copies.
import { useQueryClient } from '@tanstack/react-query';
import { Button, Empty, Skeleton, Tabs, Tag, Toast } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router-dom';
import {
  getListMyCopiedPositionsQueryKey,
  getListMyFollowsQueryKey,
  useListMyFollows,
  useSwitchToSelfHolding,
} from '@generated/api/copy-trade/copy-trade';
import type { CopiedPosition, ListMyCopiedPositionsStatus, MyFollow } from '@generated/model';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Page } from '@/components/page';
import { PagedList } from '@/components/paged-list';
import { QueryError } from '@/components/query-error';
import { UserAvatar } from '@/components/user-avatar';
import { useAppNavigation } from '@/hooks/use-app-navigation';
import { useReportError } from '@/hooks/use-report-error';
import { ROUTES } from '@/lib/routes';
import { trendClass, useCopyFormat } from './copy-figures';
import { useCopiedPositionPages } from './copy-pages';
import { COPY_TYPE } from './copy-rules';
import { useUnfollow } from './use-follow-actions';
import './copy-trade.css';

type TabKey = 'follows' | ListMyCopiedPositionsStatus;
const TABS: readonly TabKey[] = ['follows', 'current', 'history'];
const isTab = (value: string | null): value is TabKey => TABS.includes(value as TabKey);

function Summary() {
  const { t } = useTranslation('copy-trade');
  const format = useCopyFormat();
  const follows = useListMyFollows(undefined, { request: { silent: true } });
  if (!follows.data) return null;
  return (
    <dl className="copy-summary" aria-label={t('my.summaryLabel')}>
      <div>
        <dt>{t('my.totalAmount')}</dt>
        <dd>{format.amount(follows.data.total_amount)}</dd>
      </div>
      <div>
        <dt>{t('my.totalProfits')}</dt>
        <dd className={trendClass(follows.data.total_profits)}>{format.signed(follows.data.total_profits)}</dd>
      </div>
    </dl>
  );
}

function FollowCard({ follow }: { follow: MyFollow }) {
  const { t } = useTranslation('copy-trade');
  const { navigateTo } = useAppNavigation();
  const format = useCopyFormat();
  const unfollow = useUnfollow();
  const multiple = follow.type === COPY_TYPE.multiple;
  return (
    <article className="follow-card" aria-label={follow.nickname}>
      <button
        type="button"
        className="follow-card__head"
        onClick={() => navigateTo(`${ROUTES.copyTrader}?id=${follow.trader_user_id}`)}
      >
        <UserAvatar src={follow.head_portrait} name={follow.nickname} size={36} />
        <span className="follow-card__name">{follow.nickname}</span>
        <span className="follow-card__since">{t('my.since', { date: format.date(follow.create_time) })}</span>
      </button>
      <dl className="copy-record__figures">
        <div>
          <dt>{t('my.followAmount')}</dt>
          <dd>{format.amount(follow.follow_amount)}</dd>
        </div>
        <div>
          <dt>{t('my.followProfits')}</dt>
          <dd className={trendClass(follow.follow_profits)}>{format.signed(follow.follow_profits)}</dd>
        </div>
        <div>
          <dt>{t('my.copyType')}</dt>
          <dd>
            {multiple ? t('follow.types.multiple') : t('follow.types.lots')} ·{' '}
            {multiple
              ? t('my.multipleValue', { value: format.quantity(follow.number) })
              : t('my.lotsValue', { value: format.quantity(follow.number) })}
          </dd>
        </div>
        <div>
          <dt>{t('my.cap')}</dt>
          <dd>{follow.amount ? format.amount(follow.amount) : t('follow.noCap')}</dd>
        </div>
      </dl>
      <div className="follow-card__foot">
        <span className="copy-hint">{t('my.openCopies', { count: follow.position_count })}</span>
        <Button size="small" fill="outline" onClick={() => navigateTo(`${ROUTES.follow}?id=${follow.trader_user_id}`)}>
          {t('my.edit')}
        </Button>
        <Button
          size="small"
          fill="outline"
          color="danger"
          loading={unfollow.pending}
          onClick={() => unfollow.ask(follow.trader_user_id, follow.nickname)}
        >
          {t('my.cancel')}
        </Button>
      </div>
      {unfollow.dialog}
    </article>
  );
}

function Follows() {
  const { t } = useTranslation('copy-trade');
  const { navigateTo } = useAppNavigation();
  const follows = useListMyFollows(undefined, { request: { silent: true } });
  if (follows.isPending) {
    return (
      <div role="status" aria-label={t('list.loading')}>
        <Skeleton.Paragraph lineCount={5} animated />
      </div>
    );
  }
  if (!follows.data) {
    return <QueryError error={follows.error} onRetry={() => void follows.refetch()} retrying={follows.isFetching} />;
  }
  if (follows.data.list.length === 0) {
    return (
      <div className="copy-empty">
        <Empty description={t('my.followsEmpty')} />
        <Button color="primary" onClick={() => navigateTo(ROUTES.copyTraders)}>
          {t('my.findTraders')}
        </Button>
      </div>
    );
  }
  return (
    <ul className="copy-list" aria-label={t('my.tabs.follows')}>
      {follows.data.list.map((follow) => (
        <li key={follow.trader_user_id} className="copy-list__item">
          <FollowCard follow={follow} />
        </li>
      ))}
    </ul>
  );
}

function useSelfHold() {
  const { t } = useTranslation('copy-trade');
  const queryClient = useQueryClient();
  const reportError = useReportError();
  const selfHold = useSwitchToSelfHolding();
  const [position, setPosition] = useState<CopiedPosition | null>(null);

  async function send(): Promise<void> {
    if (!position) return;
    try {
      await selfHold.mutateAsync({ data: { transaction_id: position.id } });
      Toast.show({ content: t('my.selfHoldDone'), duration: 1500 });
      setPosition(null);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: getListMyCopiedPositionsQueryKey().slice(0, 1) }),
        queryClient.invalidateQueries({ queryKey: getListMyFollowsQueryKey() }),
      ]);
    } catch (error) {
      reportError(error);
    }
  }

  const dialog = (
    <ConfirmDialog
      visible={position !== null}
      title={t('my.selfHoldTitle')}
      confirmText={t('my.selfHoldConfirm')}
      cancelText={t('follow.cancel')}
      pending={selfHold.isPending}
      onConfirm={send}
      onCancel={() => setPosition(null)}
    >
      {position && (
        <p className="confirm-dialog__note">
          {t('my.selfHoldText', {
            symbol: position.symbol,
            side: position.type === 1 ? t('trader.long') : t('trader.short'),
            lots: position.share,
            name: position.trader_nickname,
          })}
        </p>
      )}
    </ConfirmDialog>
  );
  return { ask: setPosition, pending: selfHold.isPending, dialog };
}

function PositionRow({
  position,
  onHold,
  holding,
}: {
  position: CopiedPosition;
  onHold?: () => void;
  holding: boolean;
}) {
  const { t } = useTranslation('copy-trade');
  const format = useCopyFormat();
  const long = position.type === 1;
  const closed = position.close_time !== null;
  return (
    <article className="copy-record" aria-label={`${position.symbol} ${long ? t('trader.long') : t('trader.short')}`}>
      <div className="copy-record__head">
        <strong>{position.symbol}</strong>
        <Tag color={long ? 'success' : 'danger'} fill="outline">
          {long ? t('trader.long') : t('trader.short')}
        </Tag>
        <Tag fill="outline">{`${position.multiple}x`}</Tag>
        <span className="copy-record__time">{t(`my.status.${position.status}`)}</span>
      </div>
      <p className="copy-hint">{t('my.copiedFrom', { name: position.trader_nickname })}</p>
      <dl className="copy-record__figures">
        <div>
          <dt>{t('my.profit')}</dt>
          <dd className={trendClass(position.fact_profits)}>{format.signed(position.fact_profits)}</dd>
        </div>
        <div>
          <dt>{t('my.lots')}</dt>
          <dd>{position.share}</dd>
        </div>
        <div>
          <dt>{t('my.entryPrice')}</dt>
          <dd>{format.price(position.price)}</dd>
        </div>
        <div>
          <dt>{closed ? t('my.closePrice') : t('my.markPrice')}</dt>
          <dd>{format.price(position.update_price)}</dd>
        </div>
        <div>
          <dt>{t('my.margin')}</dt>
          <dd>{format.amount(position.caution_money)}</dd>
        </div>
        <div>
          <dt>{closed ? t('my.closeTime') : t('my.openTime')}</dt>
          <dd>{format.dateTime(position.close_time ?? position.create_time)}</dd>
        </div>
      </dl>
      {onHold && (
        <div className="follow-card__foot">
          <Button size="small" color="primary" fill="outline" loading={holding} onClick={onHold}>
            {t('my.selfHold')}
          </Button>
        </div>
      )}
    </article>
  );
}

function Positions({ status }: { status: ListMyCopiedPositionsStatus }) {
  const { t } = useTranslation('copy-trade');
  const pages = useCopiedPositionPages(status);
  const selfHold = useSelfHold();
  return (
    <>
      {selfHold.dialog}
      <PagedList
        query={pages}
        label={t(`my.tabs.${status}`)}
        emptyText={status === 'current' ? t('my.currentEmpty') : t('my.historyEmpty')}
        rowKey={(position) => position.id}
        renderRow={(position) => (
          <PositionRow
            position={position}
            holding={selfHold.pending}
            onHold={status === 'current' && position.status === 1 ? () => selfHold.ask(position) : undefined}
          />
        )}
      />
    </>
  );
}

export function MyCopyScreen() {
  const { t } = useTranslation('copy-trade');
  const { navigateTo } = useAppNavigation();
  const { pathname } = useLocation();
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const tab: TabKey = isTab(asked) ? asked : pathname === ROUTES.copyCopy ? 'current' : 'follows';
  return (
    <Page
      title={t('my.title')}
      right={
        <button type="button" className="link-button" onClick={() => navigateTo(ROUTES.copyApply)}>
          {t('my.applyEntry')}
        </button>
      }
    >
      <div className="copy-page">
        <Summary />
        <Tabs
          activeKey={tab}
          onChange={(key) => setParams({ tab: key }, { replace: true })}
          className="copy-tabs"
          aria-label={t('my.tabsLabel')}
        >
          {TABS.map((key) => (
            <Tabs.Tab key={key} title={t(`my.tabs.${key}`)} />
          ))}
        </Tabs>
        {tab === 'follows' ? <Follows /> : <Positions key={tab} status={tab} />}
      </div>
    </Page>
  );
}
