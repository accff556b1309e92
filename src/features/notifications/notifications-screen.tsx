// System notifications, in two tabs kept in the address (`?tab=`). Announcements: the platform's
// news (/news/list category 4, newest first, page by page until "No more data") and the current
// popup notice (/news/index_pop), each marked unread until the user opens it, read state kept on
// this device per user (those calls have no read flag). Opening an announcement shows its article;
// the notice opens in a sheet with its (sanitized) text. Account: the user's own notices (the
// proposed /user/notifications: a deposit credited, an order filled, ...) with their title, text
// and relative time, unread ones marked; tapping one marks it read on the server. "Mark all as
// read" marks both tabs and clears the badge of Settings, which counts both.
import { useInfiniteQuery } from '@tanstack/react-query';
import { Empty, Popup, Skeleton, Tag } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getListNewsQueryKey, listNews } from '@generated/api/content/content';
import type { News, Notice, UserNotification } from '@generated/model';
import { HtmlContent } from '@/components/html-content';
import { LightTabs } from '@/components/light-tabs';
import { tabPanelProps } from '@/components/light-tab-panel';
import { Page } from '@/components/page';
import { PagedFooter } from '@/components/paged-footer';
import { PagedList } from '@/components/paged-list';
import { QueryError } from '@/components/query-error';
import { retryOf } from '@/components/retry-of';
import { useAppNavigation } from '@/hooks/use-app-navigation';
import { useLocale } from '@/hooks/use-locale';
import {
  isNewsRead,
  isNoticeRead,
  NEWS_CATEGORY,
  useAccountNotices,
  useNewsWindow,
  useNotificationReads,
  usePopupNotice,
  useUnreadCount,
} from '@/hooks/use-notifications';
import { useRelativeTime } from '@/hooks/use-relative-time';
import { useTabParam } from '@/hooks/use-tab-param';
import { formatDateTime } from '@/lib/format';
import { ROUTES } from '@/lib/routes';
import { useAccountNoticePages, useReadAccountNotices } from './use-account-notices';
import './notifications.css';

const PAGE_SIZE = 10;
const TABS = ['news', 'account'] as const;
const PANEL = 'notifications';

interface NewsPageRows {
  rows: News[];
  end: boolean;
}

function useNewsPages() {
  const request = { c_id: NEWS_CATEGORY, limit: PAGE_SIZE } as const;
  return useInfiniteQuery({
    queryKey: [...getListNewsQueryKey(request), 'pages'],
    queryFn: async ({ pageParam, signal }): Promise<NewsPageRows> => {
      const body = await listNews({ ...request, page: pageParam }, undefined, { silent: true }, signal);
      const limit = body.limit ?? PAGE_SIZE;
      return { rows: body.list, end: body.list.length === 0 || pageParam * limit >= body.count };
    },
    initialPageParam: 1,
    getNextPageParam: (last: NewsPageRows, _all, lastPage: number) => (last.end ? undefined : lastPage + 1),
  });
}

function useFormatTime(): (seconds: number) => string {
  const locale = useLocale();
  return (seconds) => formatDateTime(seconds * 1000, locale);
}

interface ItemProps {
  title: string;
  text?: string | null;
  /** Unix seconds. */
  time: number;
  /** How the time reads (default: the date and time). */
  timeText?: string;
  unread: boolean;
  pinned?: boolean;
  /** The user's anti-phishing code the notice carries (account notices), shown under its text. */
  antiPhishing?: string | null;
  onOpen: () => void;
}

function NotificationItem({ title, text, time, timeText, unread, pinned = false, antiPhishing, onOpen }: ItemProps) {
  const { t } = useTranslation('notifications');
  const formatTime = useFormatTime();
  return (
    <button
      type="button"
      className={unread ? 'notification notification--unread' : 'notification'}
      onClick={onOpen}
      data-testid="notification"
    >
      <span className="notification__dot" aria-hidden="true" />
      <span className="notification__body">
        <span className="notification__head">
          {pinned && (
            <Tag color="warning" fill="outline">
              {t('pinned')}
            </Tag>
          )}
          <strong className="notification__title">{title}</strong>
        </span>
        {text && <span className="notification__text">{text}</span>}
        {antiPhishing && <span className="notification__guard">{t('antiPhishing', { code: antiPhishing })}</span>}
        <span className="notification__meta">
          <time dateTime={new Date(time * 1000).toISOString()}>{timeText ?? formatTime(time)}</time>
          <span className="notification__state">{unread ? t('unread') : t('read')}</span>
        </span>
      </span>
    </button>
  );
}

function NoticeSheet({ notice, onClose }: { notice: Notice | null; onClose: () => void }) {
  return (
    <Popup
      visible={notice !== null}
      onMaskClick={onClose}
      onClose={onClose}
      bodyClassName="sheet sheet--tall"
      showCloseButton
    >
      {notice && (
        <>
          <h2 className="sheet-title">{notice.title}</h2>
          <div className="notification-sheet">
            <HtmlContent html={notice.content} />
          </div>
        </>
      )}
    </Popup>
  );
}

/** The announcements and the popup notice, their read state kept on this device. */
function NewsPanel() {
  const { t } = useTranslation('notifications');
  const { navigateTo } = useAppNavigation();
  const { state, markNewsRead, markNoticeRead } = useNotificationReads();
  const pages = useNewsPages();
  const notice = usePopupNotice();
  const [openNotice, setOpenNotice] = useState<Notice | null>(null);

  const news = pages.data?.pages.flatMap((page) => page.rows) ?? [];
  const pinned = notice.data ?? null;

  async function loadMore(): Promise<void> {
    if (pages.isFetchingNextPage) return;
    const result = await pages.fetchNextPage({ cancelRefetch: false });
    if (result.isFetchNextPageError) throw result.error;
  }

  function openNews(item: News): void {
    markNewsRead(item.id);
    navigateTo(`${ROUTES.article}?id=${item.id}`);
  }

  function showNotice(item: Notice): void {
    markNoticeRead(item.id);
    setOpenNotice(item);
  }

  return (
    <>
      {pages.isPending && (
        <div role="status" aria-label={t('loading')}>
          <Skeleton.Paragraph lineCount={6} animated />
        </div>
      )}
      {!pages.data && pages.isError && (
        <QueryError error={pages.error} onRetry={() => void pages.refetch()} retrying={pages.isFetching} />
      )}
      {notice.isError && <QueryError inline title={t('common:partial.notice')} {...retryOf(notice)} />}
      {pages.data && news.length === 0 && !pinned && (
        <Empty className="notifications__empty" description={t('empty')} />
      )}
      {pages.data && (news.length > 0 || pinned) && (
        <>
          <ul className="notification-list" aria-label={t('listLabel')}>
            {pinned && (
              <li key={`notice-${pinned.id}`}>
                <NotificationItem
                  title={pinned.title}
                  time={pinned.create_time}
                  unread={!isNoticeRead(state, pinned)}
                  pinned
                  onOpen={() => showNotice(pinned)}
                />
              </li>
            )}
            {news.map((item) => (
              <li key={item.id}>
                <NotificationItem
                  title={item.title}
                  text={item.abstract}
                  time={item.create_time}
                  unread={!isNewsRead(state, item)}
                  onOpen={() => openNews(item)}
                />
              </li>
            ))}
          </ul>
          {news.length > 0 && (
            <PagedFooter
              ns="notifications"
              hasMore={pages.hasNextPage}
              loading={pages.isFetchingNextPage}
              loadMore={loadMore}
            />
          )}
        </>
      )}
      <NoticeSheet notice={openNotice} onClose={() => setOpenNotice(null)} />
    </>
  );
}

/** The user's account notices, page by page, newest first; tapping an unread one reads it. */
function AccountPanel({ onOpen }: { onOpen: (notice: UserNotification) => void }) {
  const { t } = useTranslation('notifications');
  const when = useRelativeTime();
  const pages = useAccountNoticePages();
  return (
    <PagedList
      query={pages}
      label={t('account.listLabel')}
      emptyText={t('account.empty')}
      className="notification-list"
      rowKey={(notice) => notice.id}
      renderRow={(notice) => (
        <NotificationItem
          title={notice.title}
          text={notice.content}
          time={notice.created_at}
          timeText={when(notice.created_at)}
          unread={notice.is_read === 0}
          antiPhishing={notice.anti_phishing_code}
          onOpen={() => onOpen(notice)}
        />
      )}
    />
  );
}

export function NotificationsScreen() {
  const { t } = useTranslation('notifications');
  const [tab, showTab] = useTabParam(TABS);
  const { markAllRead } = useNotificationReads();
  const unread = useUnreadCount().count;
  const newsWindow = useNewsWindow();
  const notice = usePopupNotice();
  const account = useAccountNotices();
  const reads = useReadAccountNotices();
  // What the unread count reads and the open tab does not show: the popup notice, and the other
  // tab's list (the open tab's list says itself when it cannot be loaded).
  const countFailure = notice.isError
    ? notice
    : tab === 'news' && account.isError
      ? account
      : tab !== 'news' && newsWindow.isError
        ? newsWindow
        : null;

  function readNotice(item: UserNotification): void {
    // A refusal is shown by the API client's toast; the notice stays unread.
    reads.readOne(item).catch(() => undefined);
  }

  function readAll(): void {
    // Everything published up to the newest announcement or the notice counts as read here.
    markAllRead([
      ...(newsWindow.data?.list.map((item) => item.create_time) ?? []),
      ...(notice.data ? [notice.data.create_time] : []),
    ]);
    if ((account.data?.unread ?? 0) > 0) reads.readAll().catch(() => undefined);
  }

  return (
    <Page
      title={t('title')}
      right={
        <button type="button" className="link-button" onClick={readAll} disabled={!unread || reads.pending}>
          {t('markAllRead')}
        </button>
      }
    >
      <div className="notifications">
        {countFailure && <QueryError inline title={t('common:partial.notifications')} {...retryOf(countFailure)} />}
        {unread !== null && (
          <p className="notifications__summary" aria-live="polite">
            {unread > 0 ? t('unreadCount', { count: unread }) : t('allRead')}
          </p>
        )}
        <LightTabs
          tabs={TABS.map((key) => ({ key, title: t(`tabs.${key}`) }))}
          active={tab}
          onChange={showTab}
          label={t('tabs.label')}
          panelId={PANEL}
        />
        <div {...tabPanelProps(PANEL, tab)}>
          {tab === 'news' ? <NewsPanel /> : <AccountPanel onOpen={readNotice} />}
        </div>
      </div>
    </Page>
  );
}
