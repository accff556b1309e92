// System notifications: the platform's announcements (news, category 4 of /news/list, newest
// first), the current popup notice (/news/index_pop) and the user's account notices (the proposed
// /user/notifications: a deposit credited, an order filled, ...). The announcements and the notice
// have no read flag, so what the user has read of them is kept on this device, per user: the ids
// opened, and a "read up to" time set by "mark all as read" (everything published up to then counts
// as read). The account notices carry their own read flag and unread count on the server.
// Shared by Settings (the unread badge) and the notifications screen.
import { useCallback, useSyncExternalStore } from 'react';
import { useListNotifications } from '@generated/api/account/account';
import { useGetPopupNotice, useListNews } from '@generated/api/content/content';
import type { News, Notice } from '@generated/model';
import { useSession } from '@/api/session';
import { createListeners } from '@/lib/listeners';

/** Category of /news/list that holds the announcements. */
export const NEWS_CATEGORY = 4;
/** How many of the newest announcements the unread count looks at. */
export const UNREAD_WINDOW = 20;
/** How many opened ids are remembered per kind (older ones are covered by "read up to"). */
const MAX_IDS = 200;

export interface ReadState {
  /** News ids opened. */
  news: number[];
  /** Popup notice ids opened. */
  notices: number[];
  /** Everything published at or before this time (Unix seconds) is read. */
  readUpTo: number;
}

const EMPTY: ReadState = { news: [], notices: [], readUpTo: 0 };
const listeners = createListeners();
const { subscribe } = listeners;
/** The last state read per user, with the stored text it came from (a stable snapshot). */
const cache = new Map<string, { raw: string | null; state: ReadState }>();

const storageKey = (userKey: string) => `notificationsRead:${userKey}`;

const ids = (value: unknown): number[] =>
  Array.isArray(value) ? value.filter((v): v is number => Number.isInteger(v)).slice(-MAX_IDS) : [];

function readRaw(userKey: string): string | null {
  try {
    const storage = globalThis.localStorage as Storage | undefined;
    if (!storage) return cache.get(userKey)?.raw ?? null;
    return storage.getItem(storageKey(userKey));
  } catch {
    return cache.get(userKey)?.raw ?? null;
  }
}

function parse(raw: string | null): ReadState {
  if (!raw) return EMPTY;
  try {
    const parsed = JSON.parse(raw) as Partial<Record<keyof ReadState, unknown>>;
    const readUpTo = Number(parsed.readUpTo);
    return {
      news: ids(parsed.news),
      notices: ids(parsed.notices),
      readUpTo: Number.isFinite(readUpTo) && readUpTo > 0 ? readUpTo : 0,
    };
  } catch {
    return EMPTY;
  }
}

/** The stored state; the same object as long as the stored text has not changed. */
function load(userKey: string): ReadState {
  const raw = readRaw(userKey);
  const cached = cache.get(userKey);
  if (cached && cached.raw === raw) return cached.state;
  const state = parse(raw);
  cache.set(userKey, { raw, state });
  return state;
}

function save(userKey: string, state: ReadState): void {
  const raw = JSON.stringify(state);
  cache.set(userKey, { raw, state });
  try {
    localStorage.setItem(storageKey(userKey), raw);
  } catch {
    // Storage unavailable: the read state lasts for this page only.
  }
  listeners.emit();
}

if (typeof window !== 'undefined') {
  // Another tab marked something read: read the storage again.
  window.addEventListener('storage', (event) => {
    if (event.key === null || event.key.startsWith('notificationsRead:')) {
      listeners.emit();
    }
  });
}

export const isNewsRead = (state: ReadState, item: Pick<News, 'id' | 'create_time'>): boolean =>
  item.create_time <= state.readUpTo || state.news.includes(item.id);

export const isNoticeRead = (state: ReadState, notice: Pick<Notice, 'id' | 'create_time'>): boolean =>
  notice.create_time <= state.readUpTo || state.notices.includes(notice.id);

/** The read state of the signed-in user (or of this device when signed out) and its setters. */
export function useNotificationReads() {
  const { user } = useSession();
  const userKey = user ? String(user.id) : 'guest';
  const state = useSyncExternalStore(
    subscribe,
    () => load(userKey),
    () => load(userKey),
  );

  const markRead = useCallback(
    (list: 'news' | 'notices', id: number) => {
      const current = load(userKey);
      if (current[list].includes(id)) return;
      save(userKey, { ...current, [list]: [...current[list], id].slice(-MAX_IDS) });
    },
    [userKey],
  );
  const markNewsRead = useCallback((id: number) => markRead('news', id), [markRead]);
  const markNoticeRead = useCallback((id: number) => markRead('notices', id), [markRead]);

  /** Marks everything published up to the newest time given (and at least those items) as read. */
  const markAllRead = useCallback(
    (times: readonly number[]) => {
      const current = load(userKey);
      const newest = Math.max(current.readUpTo, ...times);
      save(userKey, { ...current, readUpTo: newest });
    },
    [userKey],
  );

  return { state, markNewsRead, markNoticeRead, markAllRead };
}

/** Query options shared by the badge and the screen: the newest announcements and the notice. */
export const NEWS_WINDOW_REQUEST = { c_id: NEWS_CATEGORY, page: 1, limit: UNREAD_WINDOW } as const;

/** The newest announcements (what the unread count looks at). */
export function useNewsWindow() {
  return useListNews(NEWS_WINDOW_REQUEST, undefined, { query: { staleTime: 60_000 }, request: { silent: true } });
}

/** The current popup notice (null when there is none). */
export function usePopupNotice() {
  return useGetPopupNotice(undefined, { query: { staleTime: 5 * 60_000 }, request: { silent: true } });
}

/** Page size of the account notices; the unread count reads the first page (its `unread` counts all). */
export const ACCOUNT_PAGE_SIZE = 10;
export const ACCOUNT_WINDOW_REQUEST = { page: 1, limit: ACCOUNT_PAGE_SIZE } as const;

/** The first page of the signed-in user's account notices, with their unread count (none signed out). */
export function useAccountNotices() {
  const { token } = useSession();
  return useListNotifications(ACCOUNT_WINDOW_REQUEST, {
    query: { staleTime: 60_000, enabled: Boolean(token) },
    request: { silent: true },
  });
}

/**
 * The number of unread notifications among the newest announcements, the popup notice and the
 * user's account notices (null while they load or when they cannot be read: the badge is then
 * left out), and the call that failed, if one did, for the screen to say so with a retry.
 */
export function useUnreadCount() {
  const { state } = useNotificationReads();
  const { token } = useSession();
  const news = useNewsWindow();
  const notice = usePopupNotice();
  const account = useAccountNotices();
  const failed = news.isError ? news : notice.isError ? notice : account.isError ? account : null;
  if (!news.data || failed || (token && !account.data)) return { count: null, failed };
  const unreadNews = news.data.list.filter((item) => !isNewsRead(state, item)).length;
  const unreadNotice = notice.data && !isNoticeRead(state, notice.data) ? 1 : 0;
  const unreadAccount = token ? (account.data?.unread ?? 0) : 0;
  return { count: unreadNews + unreadNotice + unreadAccount, failed };
}
