// Time rules of the NFT market, in one place: the time status of a sale (before the start 2,
// inside the window 1, or 0 when the server's sale flag says it ended or sold, after the end 0),
// the countdown to the next moment that matters, and the state of an auction win's one-day
// payment window. Pure functions of "now", so that every screen and test agrees; the ticking clock
// that feeds them is `useNow`.
import { useSyncExternalStore } from 'react';
import { countdownTo, type Countdown } from '@/hooks/use-second-clock';
import { formatDateTime } from '@/lib/format';

/** 2 not started, 1 on sale, 0 ended (sold, closed or past the end). */
export type TimeStatus = 0 | 1 | 2;

export interface SaleWindow {
  /** The server's sale flag: 1 on sale, 0 ended or sold, 2 not started. */
  status: number;
  start_time: string;
  end_time: string;
}

/**
 * A server time `Y-m-d H:i:s` in milliseconds. The wire has no zone: it is read as the device's
 * local time, as the deployed app reads it. NaN when the text is not such a time.
 */
export function parseServerTime(value: string): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/.exec(value.trim());
  if (!match) return Number.NaN;
  const [, y, mo, d, h, mi, s = '0'] = match;
  return new Date(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s)).getTime();
}

/** A time in milliseconds written as the server expects it: `Y-m-d H:i:s` (device local time). */
export function toServerTime(ms: number): string {
  const date = new Date(ms);
  const two = (n: number) => String(n).padStart(2, '0');
  return (
    `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())} ` +
    `${two(date.getHours())}:${two(date.getMinutes())}:${two(date.getSeconds())}`
  );
}

/** The time status of a sale at `now`: before the start 2; in the window 1 (0 if the flag is 0); after the end 0. */
export function timeStatus(sale: SaleWindow, now: number): TimeStatus {
  const start = parseServerTime(sale.start_time);
  const end = parseServerTime(sale.end_time);
  if (now < start) return 2;
  if (now >= end) return 0;
  return sale.status === 0 ? 0 : 1;
}

/** The moment the countdown of a sale counts to: its start before it opens, its end while it runs. */
export function countdownTarget(sale: SaleWindow, now: number): number | null {
  const status = timeStatus(sale, now);
  if (status === 2) return parseServerTime(sale.start_time);
  if (status === 1) return parseServerTime(sale.end_time);
  return null;
}

export interface Remaining extends Countdown {
  /** Whole seconds left, 0 once the moment passed. */
  total: number;
}

/** What is left until `target` (rounded up to whole seconds, never negative). */
export function remaining(target: number, now: number): Remaining {
  const total = Math.max(0, Math.ceil((target - now) / 1000));
  return { ...countdownTo(total * 1000, 0), total };
}

const two = (n: number) => String(n).padStart(2, '0');

/** `hh:mm:ss`, hours not wrapped at a day (a pay window shows 23:59:59). */
export function clockText(left: Remaining): string {
  return `${two(left.days * 24 + left.hours)}:${two(left.minutes)}:${two(left.seconds)}`;
}

/** The state of an auction win: awaiting payment (with its deadline), paid, or expired (deposit forfeited). */
export type PayState = { kind: 'awaiting'; deadline: number } | { kind: 'paid' } | { kind: 'expired' };

export interface PayableOrder {
  is_pay: number;
  is_expired: number;
  /** Deadline in unix seconds; 0 once paid or expired. */
  overtime: number;
}

export function payState(order: PayableOrder, now: number): PayState {
  if (order.is_pay === 1) return { kind: 'paid' };
  const deadline = order.overtime * 1000;
  if (order.is_expired === 1 || order.overtime <= 0 || now >= deadline) return { kind: 'expired' };
  return { kind: 'awaiting', deadline };
}

// One clock for every countdown on screen: a single 1 s interval while anything listens, so that a
// grid of cards re-renders once a second, not once per card.
const listeners = new Set<() => void>();
let current = Date.now();
let timer: ReturnType<typeof setInterval> | null = null;

function tick(): void {
  current = Date.now();
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (timer === null) {
    current = Date.now();
    timer = setInterval(tick, 1000);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer !== null) {
      clearInterval(timer);
      timer = null;
    }
  };
}

function snapshot(): number {
  // A first reader gets the current time, not a stale one; repeated reads within a second agree
  // (React reads the snapshot twice per render).
  if (timer === null && Date.now() - current >= 1000) current = Date.now();
  return current;
}

/** The current time in milliseconds, updated every second while a component shows it. */
export function useNow(): number {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}

/** A server time as the user's language writes it ("Nov 21, 2026, 4:20 PM"); the text itself when unreadable. */
export function formatServerTime(value: string, locale: string): string {
  const ms = parseServerTime(value);
  if (Number.isNaN(ms)) return value;
  return formatDateTime(ms, locale);
}

/** Unix seconds as the user's language writes them. */
export const formatUnixTime = (seconds: number, locale: string): string => formatDateTime(seconds * 1000, locale);
