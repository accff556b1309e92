// P/L analysis (`/pages/fund/pnl`, from Assets' today's and total P/L): the account's daily P/L
// over 7, 30 or 90 days (the proposed /user/pnl_history): today's figure, the range's sum and
// rate, the days up and down (src/lib/daily-pnl.ts, the module the sandbox computes each day
// with), a chart of the days and their running sum, and each day's figures. A day's P/L is the
// change of what the account is worth less the money that came in from outside, so a deposit is no
// gain and a withdrawal no loss.
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useGetPnlHistory } from '@generated/api/assets/assets';
import type { PnlDay } from '@generated/model';
import { EmptyState } from '@/components/empty-state';
import { FactList } from '@/components/fact-list';
import { Page } from '@/components/page';
import { QueryError } from '@/components/query-error';
import { RadioButtons } from '@/components/radio-buttons';
import { retryOf } from '@/components/retry-of';
import { SkeletonLines } from '@/components/skeleton-lines';
import { useLocale } from '@/hooks/use-locale';
import { useTabParam } from '@/hooks/use-tab-param';
import { PNL_RANGES, summarizePnl, type PnlRange } from '@/lib/daily-pnl';
import { toDecimal } from '@/lib/decimal';
import { formatMoney, formatPercent, formatSignedAmount, trendOf, type DecimalLike } from '@/lib/format';
import { PnlChart } from './pnl-chart';
import '@/components/choice-chips.css';
import './pnl.css';

const RANGE_TABS = PNL_RANGES.map(String) as [`${PnlRange}`, ...`${PnlRange}`[]];

/** `2026-11-27` as the locale writes a day (27/11), in UTC: the days are UTC days. */
function useDayText(): (date: string) => string {
  const locale = useLocale();
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(locale, { month: '2-digit', day: '2-digit', timeZone: 'UTC' });
    return (date: string) => format.format(new Date(`${date}T00:00:00Z`));
  }, [locale]);
}

function Signed({ amount, coin }: { amount: DecimalLike; coin: string }) {
  const locale = useLocale();
  return (
    <span className={`trend--${trendOf(amount)}`}>
      {formatSignedAmount(amount, locale, 2)} {coin}
    </span>
  );
}

function DayRows({ days, coin }: { days: readonly PnlDay[]; coin: string }) {
  const { t } = useTranslation('pnl');
  const locale = useLocale();
  const dayText = useDayText();
  return (
    <section className="pnl-days" aria-labelledby="pnl-days-title">
      <h2 id="pnl-days-title">{t('days.title')}</h2>
      <table className="pnl-table">
        <thead>
          <tr>
            <th scope="col">{t('days.date')}</th>
            <th scope="col">{t('days.pnl')}</th>
            <th scope="col">{t('days.value')}</th>
          </tr>
        </thead>
        <tbody>
          {[...days].reverse().map((day) => {
            const inflow = toDecimal(day.net_inflow);
            return (
              <tr key={day.date} data-testid="pnl-day">
                <th scope="row">{dayText(day.date)}</th>
                <td>
                  <Signed amount={day.pnl} coin={coin} />
                </td>
                <td>
                  {formatMoney(day.end_value, locale)}
                  {!inflow.eq(0) && (
                    <small className="pnl-table__inflow">
                      {t('days.inflow', { amount: formatSignedAmount(day.net_inflow, locale, 2) })}
                    </small>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}

export function PnlScreen() {
  const { t } = useTranslation('pnl');
  const locale = useLocale();
  const [tab, showTab] = useTabParam(RANGE_TABS);
  const days = Number(tab) as PnlRange;
  const history = useGetPnlHistory({ days }, { query: { staleTime: 30_000 } });
  const rows = useMemo(() => history.data?.days ?? [], [history.data]);
  const coin = history.data?.currency_name ?? 'USDT';
  const summary = useMemo(() => summarizePnl(rows), [rows]);
  const points = useMemo(
    () => rows.map((day, i) => ({ date: day.date, pnl: Number(day.pnl), cumulative: Number(summary.cumulative[i]) })),
    [rows, summary],
  );
  const formatAxis = useCallback((value: number) => formatMoney(value, locale), [locale]);

  return (
    <Page title={t('title')} className="pnl">
      <RadioButtons
        label={t('range.label')}
        className="pnl-ranges"
        optionClass="choice-chip"
        checkedClass="choice-chip--on"
        value={tab}
        onChange={showTab}
        options={RANGE_TABS.map((value) => ({ value, label: t('range.days', { days: Number(value) }) }))}
      />
      {history.isPending && <SkeletonLines title count={5} />}
      {history.isError && <QueryError {...retryOf(history)} />}
      {history.data && rows.length === 0 && <EmptyState title={t('empty')} />}
      {history.data && rows.length > 0 && (
        <>
          <section className="pnl-summary">
            <FactList
              className="pnl-figures"
              label={t('summary.label')}
              facts={[
                {
                  label: t('summary.today'),
                  value: summary.today ? <Signed amount={summary.today} coin={coin} /> : '--',
                  testId: 'pnl-today',
                },
                {
                  label: t('summary.range', { days }),
                  value: <Signed amount={summary.total} coin={coin} />,
                  testId: 'pnl-range',
                },
                {
                  label: t('summary.rate'),
                  value: summary.rate ? (
                    <span className={`trend--${trendOf(summary.rate)}`}>
                      {formatPercent(summary.rate, locale, true)}
                    </span>
                  ) : (
                    '--'
                  ),
                },
                { label: t('summary.daysUpDown'), value: t('summary.upDown', { up: summary.up, down: summary.down }) },
              ]}
            />
          </section>
          <PnlChart
            points={points}
            label={t('chart.label', { days: rows.length })}
            locale={locale}
            format={formatAxis}
            failedText={t('chart.failed')}
          />
          <p className="pnl-legend">
            <span className="pnl-legend__bars">{t('chart.daily')}</span>
            <span className="pnl-legend__line">{t('chart.cumulative')}</span>
          </p>
          <DayRows days={rows} coin={coin} />
          <p className="pnl-note">{t('note')}</p>
        </>
      )}
    </Page>
  );
}
