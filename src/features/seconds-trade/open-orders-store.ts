// The seconds orders this tab is waiting for, outside React so that a countdown survives route
// changes: each open order is kept with its end time (a wall-clock instant, not a counter) in a
// module-level store mirrored to sessionStorage, so leaving the page, coming back or reloading
// shows the same remaining time. Settled orders wait in `results` until the trader has seen them.
// While an order is open the store listens to `closed_microorder`; when a countdown ends without
// that event the screens poll /microtrade/get_result (see result-watcher.tsx).
import { useSyncExternalStore } from 'react';
import type { SecondsOrder, SocketClosedMicroorder } from '@generated/model';
import { getSession, subscribeSession } from '@/api/session';
import { onSocketEvent } from '@/api/socket';

export interface OpenSecondsOrder {
  id: number;
  matchId: number;
  symbol: string;
  /** 1 up, 2 down. */
  type: number;
  /** The duration the server accepted (its answer wins). */
  seconds: number;
  /** The duration the trader chose, kept only when the server accepted another one. */
  requestedSeconds?: number;
  /** The stake, a decimal string. */
  number: string;
  currency: string;
  profitRatio: string;
  openPrice: string;
  /** When the order was placed and when it expires, in epoch milliseconds. */
  placedAt: number;
  endsAt: number;
}

export interface SettledSecondsOrder {
  order: OpenSecondsOrder;
  result: SecondsOrder;
}

export interface SecondsOrdersState {
  open: readonly OpenSecondsOrder[];
  results: readonly SettledSecondsOrder[];
  /** Grows with every settlement (screens refresh balances and lists on a change). */
  settledCount: number;
}

const STORAGE_KEY = 'secondsTrade:orders';
const EMPTY: SecondsOrdersState = { open: [], results: [], settledCount: 0 };
const listeners = new Set<() => void>();
let state: SecondsOrdersState = EMPTY;
let unsubscribeSocket: (() => void) | null = null;

function isOpenOrder(value: unknown): value is OpenSecondsOrder {
  if (!value || typeof value !== 'object') return false;
  const o = value as Record<string, unknown>;
  return (
    typeof o.id === 'number' &&
    typeof o.matchId === 'number' &&
    typeof o.symbol === 'string' &&
    typeof o.type === 'number' &&
    typeof o.seconds === 'number' &&
    (o.requestedSeconds === undefined || typeof o.requestedSeconds === 'number') &&
    typeof o.number === 'string' &&
    typeof o.currency === 'string' &&
    typeof o.profitRatio === 'string' &&
    typeof o.openPrice === 'string' &&
    typeof o.placedAt === 'number' &&
    typeof o.endsAt === 'number'
  );
}

function readStorage(): SecondsOrdersState {
  try {
    const raw = globalThis.sessionStorage?.getItem(STORAGE_KEY);
    if (!raw) return EMPTY;
    const parsed = JSON.parse(raw) as { open?: unknown; results?: unknown };
    const open = Array.isArray(parsed.open) ? parsed.open.filter(isOpenOrder) : [];
    const results = Array.isArray(parsed.results)
      ? (parsed.results as SettledSecondsOrder[]).filter(
          (r) => r && isOpenOrder(r.order) && r.result && typeof r.result.id === 'number',
        )
      : [];
    return { open, results, settledCount: 0 };
  } catch {
    return EMPTY;
  }
}

function writeStorage(next: SecondsOrdersState): void {
  try {
    if (next.open.length === 0 && next.results.length === 0) sessionStorage.removeItem(STORAGE_KEY);
    else sessionStorage.setItem(STORAGE_KEY, JSON.stringify({ open: next.open, results: next.results }));
  } catch {
    // Storage unavailable: the countdown lasts for this page only.
  }
}

function onClosedMicroorder(event: SocketClosedMicroorder): void {
  settleSecondsOrder(event.data);
}

/** Listens to settlements while some order is open, and only then. */
function syncSocket(): void {
  if (state.open.length > 0 && !unsubscribeSocket) {
    unsubscribeSocket = onSocketEvent('closed_microorder', onClosedMicroorder);
  } else if (state.open.length === 0 && unsubscribeSocket) {
    unsubscribeSocket();
    unsubscribeSocket = null;
  }
}

function setState(next: SecondsOrdersState): void {
  state = next;
  writeStorage(next);
  syncSocket();
  listeners.forEach((listener) => listener());
}

/**
 * Starts the countdown of an order the server has just opened, for the duration the server
 * accepted; `requested` (the trader's choice) is kept when it differs, so the screens can say so.
 */
export function trackSecondsOrder(
  order: SecondsOrder,
  currency: string,
  now: number = Date.now(),
  requested?: number,
): OpenSecondsOrder {
  const remaining = order.remain_milli_seconds > 0 ? order.remain_milli_seconds : order.seconds * 1000;
  const tracked: OpenSecondsOrder = {
    id: order.id,
    matchId: order.match_id,
    symbol: order.symbol_name,
    type: order.type,
    seconds: order.seconds,
    ...(requested !== undefined && requested !== order.seconds ? { requestedSeconds: requested } : {}),
    number: order.number,
    currency,
    profitRatio: order.profit_ratio,
    openPrice: order.open_price,
    placedAt: now,
    endsAt: now + remaining,
  };
  setState({ ...state, open: [...state.open.filter((o) => o.id !== order.id), tracked] });
  return tracked;
}

/**
 * Takes the settled order (from `closed_microorder` or get_result). Results are matched to their
 * order by id: an answer about another order (asked for `id`, answered for `result.id`), orders
 * this tab does not track, and answers that are not settled yet are ignored, so a dialog never
 * shows another order's result. Returns whether it settled one.
 */
export function settleSecondsOrder(result: SecondsOrder, id: number = result.id): boolean {
  if (Number(result.id) !== id) return false;
  const order = state.open.find((o) => o.id === id);
  if (!order) return false;
  if (result.status !== 3 && result.end_price === null) return false;
  setState({
    open: state.open.filter((o) => o.id !== id),
    results: [...state.results.filter((r) => r.order.id !== id), { order, result: { ...result, id } }],
    settledCount: state.settledCount + 1,
  });
  return true;
}

/** Stops waiting for order `id` (the server does not know it, e.g. after a database reset). */
export function forgetSecondsOrder(id: number): void {
  if (!state.open.some((o) => o.id === id)) return;
  setState({ ...state, open: state.open.filter((o) => o.id !== id) });
}

/** The trader has seen the result of order `id`. */
export function dismissSecondsResult(id: number): void {
  if (!state.results.some((r) => r.order.id === id)) return;
  setState({ ...state, results: state.results.filter((r) => r.order.id !== id) });
}

export const getSecondsOrdersState = (): SecondsOrdersState => state;

export function subscribeSecondsOrders(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function useSecondsOrders(): SecondsOrdersState {
  return useSyncExternalStore(subscribeSecondsOrders, getSecondsOrdersState, getSecondsOrdersState);
}

/**
 * Reads the store again from sessionStorage, as a page reload does (also clears it when storage
 * is empty). Tests use it to start from a known state.
 */
export function reloadSecondsOrders(): void {
  state = readStorage();
  syncSocket();
  listeners.forEach((listener) => listener());
}

state = readStorage();
syncSocket();

// Signing out (or a 999) ends the session: its orders are not the next user's business.
subscribeSession(() => {
  if (!getSession().token && (state.open.length > 0 || state.results.length > 0)) setState(EMPTY);
});
