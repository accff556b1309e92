// My copy trading (copytrade/my, copytrade/copy): the follow amount and follow earnings over all
// follows (the proposed /follow/my_follows), then three tabs: the traders followed now (each with
// copy type, multiple or lots, cap, amount and earnings; edit or stop), the copied positions open
// now, which the user can take over as self-held (/follow/selfHolding, confirmed), and the closed
// ones (the proposed /follow/my_positions). copytrade/copy opens on the current copies.
import { useQueryClient } from '@tanstack/react-query';
import { Button, Empty, Skeleton, Tabs, Tag, Toast } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from '@/lib/router';
import {
  getListMyCopiedPositionsQueryKey,
  getListMyFollowsQueryKey,
  useListMyFollows,
  useSwitchToSelfHolding,
} from '@generated/api/copy-trade/copy-trade';
import type { CopiedPosition, ListMyCopiedPositionsStatus, MyFollow } from '@generated/model';
import { DraftConfirm } from '@/components/draft-confirm';
import { Page } from '@/components/page';
import { NavTextButton } from '@/components/nav-text-button';
import { PagedList } from '@/components/paged-list';
import { QueryError } from '@/components/query-error';
import { retryOf } from '@/components/retry-of';
import { UserAvatar } from '@/components/user-avatar';
import { useAppNavigation } from '@/hooks/use-app-navigation';
import { ROUTES } from '@/lib/routes';
import { useCopyFormat, useCopySize } from './copy-figures';
import { useCopiedPositionPages } from './copy-pages';
import { FigureRows } from './figure-rows';
import { useUnfollow } from './use-follow-actions';
import { UnfollowButton } from './unfollow-button';
import './copy-trade.css';

type TabKey = 'follows' | ListMyCopiedPositionsStatus;
const TABS: readonly TabKey[] = ['follows', 'current', 'history'];
const isTab = (value: string | null): value is TabKey => TABS.includes(value as TabKey);

function Summary() {
  const { t } = useTranslation('copy-trade');
  const format = useCopyFormat();
  const follows = useListMyFollows(undefined, { request: { silent: true } });
  if (follows.isError) return <QueryError inline title={t('my.summaryLabel')} {...retryOf(follows)} />;
  if (!follows.data) return null;
  return (
    <FigureRows
      className="copy-summary"
      label={t('my.summaryLabel')}
      figures={[
        { label: t('my.totalAmount'), value: format.amount(follows.data.total_amount) },
        { label: t('my.totalProfits'), ...format.trend(follows.data.total_profits) },
      ]}
    />
  );
}

function FollowCard({ follow }: { follow: MyFollow }) {
  const { t } = useTranslation('copy-trade');
  const { navigateTo } = useAppNavigation();
  const format = useCopyFormat();
  const unfollow = useUnfollow();
  const copySize = useCopySize();
  const size = copySize(follow.type, format.quantity(follow.number));
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
      <FigureRows
        className="copy-record__figures"
        figures={[
          { label: t('my.followAmount'), value: format.amount(follow.follow_amount) },
          { label: t('my.followProfits'), ...format.trend(follow.follow_profits) },
          { label: t('my.copyType'), value: `${size.type} · ${size.size}` },
          { label: t('my.cap'), value: follow.amount ? format.amount(follow.amount) : t('follow.noCap') },
        ]}
      />
      <div className="follow-card__foot">
        <span className="copy-hint">{t('my.openCopies', { count: follow.position_count })}</span>
        <Button size="small" fill="outline" onClick={() => navigateTo(`${ROUTES.follow}?id=${follow.trader_user_id}`)}>
          {t('my.edit')}
        </Button>
        <UnfollowButton unfollow={unfollow} target={{ id: follow.trader_user_id, name: follow.nickname }} size="small">
          {t('my.cancel')}
        </UnfollowButton>
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
  const selfHold = useSwitchToSelfHolding();
  const [position, setPosition] = useState<CopiedPosition | null>(null);

  const dialog = (
    <DraftConfirm
      draft={position}
      onClose={() => setPosition(null)}
      send={({ id }) => selfHold.mutateAsync({ data: { transaction_id: id } })}
      onSent={async () => {
        Toast.show({ content: t('my.selfHoldDone'), duration: 1500 });
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: getListMyCopiedPositionsQueryKey().slice(0, 1) }),
          queryClient.invalidateQueries({ queryKey: getListMyFollowsQueryKey() }),
        ]);
      }}
      keepOnError
      title={t('my.selfHoldTitle')}
      confirmText={t('my.selfHoldConfirm')}
      cancelText={t('follow.cancel')}
      pending={selfHold.isPending}
    >
      {(held) => (
        <p className="confirm-dialog__note">
          {t('my.selfHoldText', {
            symbol: held.symbol,
            side: held.type === 1 ? t('trader.long') : t('trader.short'),
            lots: held.share,
            name: held.trader_nickname,
          })}
        </p>
      )}
    </DraftConfirm>
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
      <FigureRows
        className="copy-record__figures"
        figures={[
          { label: t('my.profit'), ...format.trend(position.fact_profits) },
          { label: t('my.lots'), value: position.share },
          { label: t('my.entryPrice'), value: format.price(position.price) },
          { label: closed ? t('my.closePrice') : t('my.markPrice'), value: format.price(position.update_price) },
          { label: t('my.margin'), value: format.amount(position.caution_money) },
          {
            label: closed ? t('my.closeTime') : t('my.openTime'),
            value: format.dateTime(position.close_time ?? position.create_time),
          },
        ]}
      />
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
  const { pathname } = useLocation();
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const tab: TabKey = isTab(asked) ? asked : pathname === ROUTES.copyCopy ? 'current' : 'follows';
  return (
    <Page title={t('my.title')} right={<NavTextButton to={ROUTES.copyApply}>{t('my.applyEntry')}</NavTextButton>}>
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
