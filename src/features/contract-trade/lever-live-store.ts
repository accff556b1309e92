// Live contract figures outside React: the private `lever_trade` event (account risk rate, total
// margin and floating profit, each open position's current price and profit) and `lever_closed`
// (positions the server closed) are collected as they arrive and published at most once per
// animation frame. Screens merge them over the REST positions with narrow selectors
// (useSyncExternalStore), so a push re-renders only what changed, in one commit.
import { useSyncExternalStore } from 'react';
import type { SocketLeverClosed, SocketLeverTrade } from '@generated/model';
import { getSession, subscribeSession } from '@/api/session';
import { onSocketEvent } from '@/api/socket';

export interface LeverAccountLive {
  hazardRate: string;
  cautionMoneyAll: string;
  profitsAll: string;
  legalId?: number;
  currencyId?: number;
  /** When it arrived (epoch ms): figures fetched later describe the account better. */
  receivedAt: number;
}

export interface LeverRowLive {
  /** The current price of the position's pair. */
  currentPrice: string;
  /** The floating profit the server computed, when it sent one. */
  profits?: string;
}

const text = (value: number | string): string => String(value).replace(/^\+/, '');

let account: LeverAccountLive | undefined;
const rows = new Map<number, LeverRowLive>();
let closed: ReadonlySet<number> = new Set();

let pendingAccount: LeverAccountLive | undefined;
const pendingRows = new Map<number, LeverRowLive>();
const pendingClosed: number[] = [];
/** When the latest `lever_closed` arrived (epoch ms). */
let closedAt = 0;

const listeners = new Set<() => void>();
const closedListeners = new Set<(ids: readonly number[]) => void>();
let frame: number | null = null;
let unsubscribe: (() => void)[] = [];

const schedule: (fn: () => void) => unknown =
  typeof requestAnimationFrame === 'function' ? requestAnimationFrame : (fn) => setTimeout(fn, 16);

function flush(): void {
  frame = null;
  let changed = false;
  if (pendingAccount) {
    account = pendingAccount;
    pendingAccount = undefined;
    changed = true;
  }
  if (pendingRows.size > 0) {
    pendingRows.forEach((row, id) => rows.set(id, row));
    pendingRows.clear();
    changed = true;
  }
  const newlyClosed = pendingClosed.filter((id) => !closed.has(id));
  pendingClosed.length = 0;
  if (newlyClosed.length > 0) {
    closed = new Set([...closed, ...newlyClosed]);
    newlyClosed.forEach((id) => rows.delete(id));
    // The account totals of a lever_trade sent before the close value the positions just closed
    // (the server sends none once the last one is gone): forgotten, so that no figure is computed
    // from them, until the next lever_trade or the overview fetched after the close.
    if (account && account.receivedAt <= closedAt) account = undefined;
    changed = true;
  }
  if (changed) listeners.forEach((listener) => listener());
  if (newlyClosed.length > 0) closedListeners.forEach((listener) => listener(newlyClosed));
}

function request(): void {
  if (frame === null) frame = schedule(flush) as number;
}

/** Takes one `lever_trade` event (exported for tests). */
export function applyLeverTrade(event: SocketLeverTrade): void {
  pendingAccount = {
    hazardRate: text(event.hazard_rate),
    cautionMoneyAll: text(event.caution_money_all),
    profitsAll: text(event.profits_all),
    legalId: event.legal_id,
    currencyId: event.currency_id,
    receivedAt: Date.now(),
  };
  for (const row of event.trades_cur ?? []) {
    pendingRows.set(row.id, {
      currentPrice: text(row.update_price ?? row.price),
      profits: row.profits === undefined ? undefined : text(row.profits),
    });
  }
  request();
}

/** Takes one `lever_closed` event (exported for tests). */
export function applyLeverClosed(event: SocketLeverClosed): void {
  pendingClosed.push(...event.id);
  closedAt = Date.now();
  request();
}

/** Calls `listener` after each publish of live contract figures. */
export function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (unsubscribe.length === 0) {
    unsubscribe = [onSocketEvent('lever_trade', applyLeverTrade), onSocketEvent('lever_closed', applyLeverClosed)];
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      unsubscribe.forEach((off) => off());
      unsubscribe = [];
    }
  };
}

/** The account's live risk, once a `lever_trade` event arrived. */
export function useLeverAccount(): LeverAccountLive | undefined {
  return useSyncExternalStore(
    subscribe,
    () => account,
    () => undefined,
  );
}

/** The live figures of one position outside React. */
export const getLeverRow = (id: number): LeverRowLive | undefined => rows.get(id);

/** The live figures of one position, once a `lever_trade` event named it. */
export function useLeverRow(id: number): LeverRowLive | undefined {
  return useSyncExternalStore(
    subscribe,
    () => rows.get(id),
    () => undefined,
  );
}

const none: ReadonlySet<number> = new Set();

/** Ids of positions the server closed while the screen was open. */
export function useLeverClosedIds(): ReadonlySet<number> {
  return useSyncExternalStore(
    subscribe,
    () => closed,
    () => none,
  );
}

/**
 * Calls `listener` with the ids of positions the server closed, once per published frame (outside
 * React's render, so it may toast and reload). Needs a mounted reader of the store.
 */
export function onLeverClosed(listener: (ids: readonly number[]) => void): () => void {
  closedListeners.add(listener);
  return () => {
    closedListeners.delete(listener);
  };
}

let sessionToken = getSession().token;
/** Another account (or none) means other figures: forget this one's as soon as the session changes. */
subscribeSession(() => {
  const token = getSession().token;
  if (token === sessionToken) return;
  sessionToken = token;
  resetLeverLive();
});

/** Forgets everything (sign-out, tests). */
export function resetLeverLive(): void {
  account = undefined;
  rows.clear();
  closed = new Set();
  pendingAccount = undefined;
  pendingRows.clear();
  pendingClosed.length = 0;
  closedAt = 0;
  listeners.forEach((listener) => listener());
}
