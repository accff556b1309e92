// The user's account notices (the proposed /user/notifications): the pages the screen lists, and
// marking one or all of them read (/user/notifications/read). A notice marked read is updated in
// every cached list of them (the screen's pages and the first page the unread badge reads) from
// the answer, without asking for the lists again.
import { useQueryClient, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import { getListNotificationsQueryKey, listNotifications, useReadNotifications } from '@generated/api/account/account';
import type { UserNotification, UserNotificationPage } from '@generated/model';
import type { ListPage } from '@/components/paged-list';
import { ACCOUNT_PAGE_SIZE } from '@/hooks/use-notifications';
import { usePagesList } from '@/hooks/use-pages-list';

const PAGES_REQUEST = { limit: ACCOUNT_PAGE_SIZE } as const;

/** The account notices page by page, newest first, for `PagedList`. */
export function useAccountNoticePages(enabled = true) {
  return usePagesList(
    getListNotificationsQueryKey(PAGES_REQUEST),
    (page, signal) => listNotifications({ ...PAGES_REQUEST, page }, { silent: true }, signal),
    enabled,
  );
}

type Cached = UserNotificationPage | InfiniteData<ListPage<UserNotification>>;

/** The screen's pages (a page of the API also has a `pages` field: the number of them). */
const isPages = (data: Cached): data is InfiniteData<ListPage<UserNotification>> => 'pageParams' in data;

/** Every cached list of notices with `id` (all when undefined) read; `wasUnread` lowers the count. */
function markCached(queryClient: QueryClient, id: number | undefined, wasUnread: number): void {
  const read = (notice: UserNotification): UserNotification =>
    id === undefined || notice.id === id ? { ...notice, is_read: 1 } : notice;
  queryClient.setQueriesData<Cached>({ queryKey: getListNotificationsQueryKey() }, (data) => {
    if (!data) return data;
    if (isPages(data)) {
      return { ...data, pages: data.pages.map((page) => ({ ...page, rows: page.rows.map(read) })) };
    }
    const unread = id === undefined ? 0 : Math.max(0, data.unread - wasUnread);
    return { ...data, data: data.data.map(read), unread };
  });
}

/** Marks one notice read (nothing to do when it already is) or all of them. */
export function useReadAccountNotices() {
  const queryClient = useQueryClient();
  const mutation = useReadNotifications();

  async function readOne(notice: UserNotification): Promise<void> {
    if (notice.is_read === 1) return;
    await mutation.mutateAsync({ data: { id: notice.id } });
    markCached(queryClient, notice.id, 1);
  }

  async function readAll(): Promise<void> {
    await mutation.mutateAsync({});
    markCached(queryClient, undefined, 0);
  }

  return { readOne, readAll, pending: mutation.isPending };
}
