// The candles of a pair and period: the latest HISTORY_BARS from /currency/new_timeshar (the
// query the chart waits for), then older pages on demand when the trader scrolls back to the
// start of the chart. Each page is its own cached call (getGetKlineHistoryQueryOptions); a page
// with nothing older than what is shown ends the history.
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useRef, useState } from 'react';
import { getGetKlineHistoryQueryOptions, useGetKlineHistory } from '@generated/api/market/market';
import { useReportError } from '@/hooks/use-report-error';
import { toCandles, type Candle } from './candles';
import { HISTORY_BARS, klineHistoryParams, type ChartPeriod } from './periods';

interface OlderPages {
  /** symbol, period and window the pages belong to. */
  key: string;
  candles: Candle[];
  loading: boolean;
  exhausted: boolean;
  /** No new attempt before this time (ms) after a failed page. */
  retryAfter: number;
}

const RETRY_DELAY = 5_000;

export function useKlineHistory(symbol: string, period: ChartPeriod, nowSeconds: number) {
  const queryClient = useQueryClient();
  const report = useReportError();
  const latest = useGetKlineHistory(klineHistoryParams(symbol, period, nowSeconds), {
    query: { staleTime: Infinity, refetchOnWindowFocus: false, select: toCandles },
  });
  const key = `${symbol}|${period.id}|${nowSeconds}`;
  const inflight = useRef<string | null>(null);
  const [pages, setPages] = useState<OlderPages>({ key, candles: [], loading: false, exhausted: false, retryAfter: 0 });
  const older = useMemo<OlderPages>(
    () => (pages.key === key ? pages : { key, candles: [], loading: false, exhausted: false, retryAfter: 0 }),
    [pages, key],
  );

  const loadOlder = useCallback(async () => {
    const oldest = (older.candles[0] ?? latest.data?.[0])?.time;
    if (oldest === undefined || older.exhausted || Date.now() < older.retryAfter) return;
    if (inflight.current === key) return; // the chart asks on every scroll step
    if (oldest <= period.seconds) {
      setPages({ ...older, exhausted: true });
      return;
    }
    inflight.current = key;
    setPages({ ...older, loading: true });
    const params = {
      symbol,
      period: period.history,
      from: Math.max(0, oldest - HISTORY_BARS * period.seconds),
      to: oldest - 1,
    };
    try {
      const rows = await queryClient.fetchQuery({ ...getGetKlineHistoryQueryOptions(params), staleTime: Infinity });
      const fresh = toCandles(rows).filter((c) => c.time < oldest);
      setPages((current) => {
        if (current.key !== key) return current;
        const before = current.candles[0]?.time ?? oldest;
        const added = fresh.filter((c) => c.time < before);
        return { ...current, candles: [...added, ...current.candles], loading: false, exhausted: added.length === 0 };
      });
    } catch (error) {
      report(error);
      setPages((current) =>
        current.key !== key ? current : { ...current, loading: false, retryAfter: Date.now() + RETRY_DELAY },
      );
    } finally {
      if (inflight.current === key) inflight.current = null;
    }
  }, [older, latest.data, period, symbol, key, queryClient, report]);

  const candles = useMemo(
    () => (latest.data && older.candles.length > 0 ? [...older.candles, ...latest.data] : latest.data),
    [latest.data, older.candles],
  );

  return { latest, candles, loadOlder, loadingOlder: older.loading };
}
