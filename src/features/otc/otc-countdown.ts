// The payment countdown of an OTC order: the server says how many seconds were left when it
// answered (`expire_seconds`); the app counts down from the moment that answer arrived, on the
// shared second clock, so the device's clock setting does not matter.
import { useSecondClock } from '@/hooks/use-second-clock';

/** Seconds left at `now` of `expireSeconds` counted from `receivedAt` (both ms), never below 0. */
export function secondsLeft(expireSeconds: number, receivedAt: number, now: number): number {
  return Math.max(0, expireSeconds - Math.floor(Math.max(0, now - receivedAt) / 1000));
}

/** `mm:ss` (or `h:mm:ss` from an hour). */
export function clockText(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const two = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${two(m)}:${two(s)}` : `${two(m)}:${two(s)}`;
}

export function usePaymentCountdown(expireSeconds: number, receivedAt: number): number {
  const now = useSecondClock();
  return secondsLeft(expireSeconds, receivedAt, Math.max(now, receivedAt));
}
