// The one record row of the ledgers: what happened (and its state), when (and where), then the
// signed change, green when money came in and red when it went out (the sign is always written,
// so colour is never the only cue), and a line under it (the balance after).
//
// Usage:
//   <RecordRow title={entry.info} time={entry.created_time} timeText={formatTime(entry.created_time)}
//     meta={t('accounts.spot')} value={`${formatSignedAmount(entry.value, locale)} USDT`}
//     trend={trendOf(entry.value)} sub={t('balanceAfter', { amount })} />
import type { ReactNode } from 'react';
import type { Trend } from '@/lib/format';
import './record-row.css';

interface RecordRowProps {
  /** The server's text of what happened; also the row's accessible name. */
  title: string;
  /** A state tag after the title (processing, done, refused). */
  status?: ReactNode;
  /** The server's time (`YYYY-MM-DD HH:mm:ss`), for `<time dateTime>`. */
  time: string;
  /** The time as shown (default: as the server sent it). */
  timeText?: ReactNode;
  /** After the time: the account, the kind. */
  meta?: ReactNode;
  value: ReactNode;
  trend: Trend;
  /** Under the value: the balance after it. */
  sub?: ReactNode;
}

export function RecordRow({ title, status, time, timeText, meta, value, trend, sub }: RecordRowProps) {
  return (
    <article className="record-row" aria-label={title}>
      <div className="record-row__main">
        <p className="record-row__title">
          {title}
          {status}
        </p>
        <p className="record-row__meta">
          <time dateTime={time.replace(' ', 'T')}>{timeText ?? time}</time>
          {meta && <span> · {meta}</span>}
        </p>
      </div>
      <div className="record-row__figures">
        <p className={`record-row__value record-row__value--${trend}`}>{value}</p>
        {sub && <p className="record-row__meta">{sub}</p>}
      </div>
    </article>
  );
}
