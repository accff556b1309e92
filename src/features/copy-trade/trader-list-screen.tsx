// The traders to copy (/follow/index): ranked by total profit and loss, accuracy or followers,
// searched by nickname, page by page as the list scrolls. Each row shows the avatar, nickname,
// figures and whether the user follows the trader; a tap opens the trader, "Follow" the settings.
import { Button, CapsuleTabs, SearchBar, Tag } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListTradersOrder, Trader } from '@generated/model';
import { Page } from '@/components/page';
import { NavTextButton } from '@/components/nav-text-button';
import { PagedList } from '@/components/paged-list';
import { UserAvatar } from '@/components/user-avatar';
import { useAppNavigation } from '@/hooks/use-app-navigation';
import { ROUTES } from '@/lib/routes';
import { useCopyFormat, trendClass } from './copy-figures';
import { useTraderPages } from './copy-pages';
import { HourlyNote } from './hourly-note';
import { isFollowed } from './trader-state';
import './copy-trade.css';
import { byRanking, matchesKeyword } from './trader-order';

const ORDERS: readonly ListTradersOrder[] = ['total_profits', 'correct_rate', 'follow_num'];

function TraderRow({ trader, rank, order }: { trader: Trader; rank: number; order: ListTradersOrder }) {
  const { t } = useTranslation('copy-trade');
  const { navigateTo } = useAppNavigation();
  const format = useCopyFormat();
  const followed = isFollowed(trader.is_followed);
  const open = () => navigateTo(`${ROUTES.followTrader}?id=${trader.id}`);
  const figure = (key: ListTradersOrder, label: string, value: string, className?: string) => (
    <span className={order === key ? 'trader-row__figure is-ranked' : 'trader-row__figure'}>
      <span className="trader-row__label">{label}</span>
      <span className={className}>{value}</span>
    </span>
  );
  return (
    <article className="trader-row" aria-label={trader.nickname}>
      <button type="button" className="trader-row__main" onClick={open}>
        <span className="trader-row__head">
          <span className={rank <= 3 ? 'trader-row__rank trader-row__rank--top' : 'trader-row__rank'}>
            {t('list.rank', { rank })}
          </span>
          <UserAvatar src={trader.head_portrait} name={trader.nickname} size={40} />
          <span className="trader-row__name">{trader.nickname}</span>
        </span>
        <span className="trader-row__figures">
          {figure(
            'total_profits',
            t('figures.totalProfits'),
            format.signed(trader.total_profits),
            trendClass(trader.total_profits),
          )}
          {figure('correct_rate', t('figures.accuracy'), format.percent(trader.correct_rate))}
          {figure('follow_num', t('figures.followers'), format.count(trader.follow_num))}
        </span>
      </button>
      {followed ? (
        <Tag color="success" fill="outline" className="trader-row__state">
          {t('list.following')}
        </Tag>
      ) : (
        <Button
          size="mini"
          color="primary"
          className="trader-row__state"
          onClick={() => navigateTo(`${ROUTES.follow}?id=${trader.id}`)}
          aria-label={`${t('list.follow')} ${trader.nickname}`}
        >
          {t('list.follow')}
        </Button>
      )}
    </article>
  );
}

export function TraderListScreen() {
  const { t } = useTranslation('copy-trade');
  const { navigateTo } = useAppNavigation();
  const [order, setOrder] = useState<ListTradersOrder>('total_profits');
  const [typed, setTyped] = useState('');
  const [keyword, setKeyword] = useState('');
  const pages = useTraderPages(order, keyword);

  return (
    <Page title={t('list.title')} right={<NavTextButton to={ROUTES.copyMy}>{t('list.myCopy')}</NavTextButton>}>
      <div className="copy-page">
        <button type="button" className="copy-apply-banner" onClick={() => navigateTo(ROUTES.copyApply)}>
          <strong>{t('list.becomeTrader')}</strong>
          <span>{t('list.becomeTraderHint')}</span>
        </button>
        <SearchBar
          className="copy-search"
          placeholder={t('list.searchPlaceholder')}
          value={typed}
          maxLength={30}
          onChange={setTyped}
          onSearch={(value) => setKeyword(value.trim())}
          onClear={() => setKeyword('')}
          aria-label={t('list.searchPlaceholder')}
        />
        <CapsuleTabs
          activeKey={order}
          onChange={(key) => setOrder(key as ListTradersOrder)}
          className="copy-ranking"
          aria-label={t('list.rankingLabel')}
        >
          {ORDERS.map((value) => (
            <CapsuleTabs.Tab key={value} title={t(`list.ranking.${value}`)} />
          ))}
        </CapsuleTabs>
        <HourlyNote />
        <PagedList
          query={pages}
          label={t('list.tradersLabel')}
          emptyText={keyword ? t('list.noMatch', { keyword }) : t('list.empty')}
          rowKey={(trader) => trader.id}
          filter={matchesKeyword(keyword)}
          sort={byRanking(order)}
          renderRow={(trader, index) => <TraderRow trader={trader} rank={index + 1} order={order} />}
        />
      </div>
    </Page>
  );
}
