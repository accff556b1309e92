// A resend countdown (60 s for verification codes) that survives re-renders and page reloads:
// the end time is kept in sessionStorage (in memory when storage is unavailable).
import { useCallback, useEffect, useState } from 'react';

const memory = new Map<string, number>();
const storageKey = (key: string) => `countdown:${key}`;

function endTime(key: string): number {
  try {
    return Number(sessionStorage.getItem(storageKey(key)) ?? 0);
  } catch {
    // storage unavailable: the in-memory end time is used
    return memory.get(key) ?? 0;
  }
}

function setEndTime(key: string, until: number): void {
  memory.set(key, until);
  try {
    sessionStorage.setItem(storageKey(key), String(until));
  } catch {
    // storage unavailable: the in-memory end time is used
  }
}

export function useCountdown(key: string, seconds = 60): { remaining: number; start: () => void } {
  const [now, setNow] = useState(() => Date.now());
  const remaining = Math.max(0, Math.ceil((endTime(key) - now) / 1000));

  useEffect(() => {
    if (remaining <= 0) return;
    const timer = setTimeout(() => setNow(Date.now()), 1000);
    return () => clearTimeout(timer);
  }, [key, remaining, now]);

  const start = useCallback(() => {
    const started = Date.now();
    setEndTime(key, started + seconds * 1000);
    setNow(started);
  }, [key, seconds]);

  return { remaining, start };
}
