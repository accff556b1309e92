// System notifications: the platform's announcements (news, /news/list category 4, newest first,
// page by page until "No more data") and the current popup notice (/news/index_pop), each marked
// unread until the user opens it. Read state is kept on this device per user (the contract has no
// notification call). Opening an announcement shows its article; the notice opens in a sheet with
// its (sanitized) text. "Mark all as read" clears the badge of Settings.
import { useInfiniteQuery } from '@tanstack/react-query';
import { Empty, Popup, Skeleton, Tag } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getListNewsQueryKey, listNews, useGetPopupNotice } from '@generated/api/content/content';
import type { News, Notice } from '@generated/model';
import { HtmlContent } from '@/components/html-content';
import { Page } from '@/components/page';
import { PagedFooter } from '@/components/paged-footer';
import { QueryError } from '@/components/query-error';
import { useAppNavigation } from '@/hooks/use-app-navigation';
import { useLocale } from '@/hooks/use-locale';
import {
  isNewsRead,
  isNoticeRead,
  NEWS_CATEGORY,
  useNotificationReads,
  useUnreadCount,
} from '@/hooks/use-notifications';
import { formatDateTime } from '@/lib/format';
import { ROUTES } from '@/lib/routes';
import './notifications.css';

const PAGE_SIZE = 10;

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
  time: number;
  unread: boolean;
  pinned?: boolean;
  onOpen: () => void;
}

function NotificationItem({ title, text, time, unread, pinned = false, onOpen }: ItemProps) {
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
        <span className="notification__meta">
          <time dateTime={new Date(time * 1000).toISOString()}>{formatTime(time)}</time>
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

export function NotificationsScreen() {
  const { t } = useTranslation('notifications');
  const { navigateTo } = useAppNavigation();
  const { state, markNewsRead, markNoticeRead, markAllRead } = useNotificationReads();
  const unread = useUnreadCount().count;
  const pages = useNewsPages();
  const notice = useGetPopupNotice(undefined, { query: { staleTime: 5 * 60_000 }, request: { silent: true } });
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

  function readAll(): void {
    markAllRead([...news.map((item) => item.create_time), ...(pinned ? [pinned.create_time] : [])]);
  }

  return (
    <Page
      title={t('title')}
      right={
        <button type="button" className="link-button" onClick={readAll} disabled={!unread}>
          {t('markAllRead')}
        </button>
      }
    >
      <div className="notifications">
        {unread !== null && (
          <p className="notifications__summary" aria-live="polite">
            {unread > 0 ? t('unreadCount', { count: unread }) : t('allRead')}
          </p>
        )}
        {pages.isPending && (
          <div role="status" aria-label={t('loading')}>
            <Skeleton.Paragraph lineCount={6} animated />
          </div>
        )}
        {!pages.data && pages.isError && (
          <QueryError error={pages.error} onRetry={() => void pages.refetch()} retrying={pages.isFetching} />
        )}
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
      </div>
      <NoticeSheet notice={openNotice} onClose={() => setOpenNotice(null)} />
    </Page>
  );
}
