// The countdown of open seconds orders: a sheet with the time left, the live price against the
// open price and what the order would make now; and a floating chip that keeps counting when the
// sheet is closed or the trader comes back from another page.
import { Button, Popup, SpinLoading } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useLiveTicker } from '@/api/live-market';
import { FactList } from '@/components/fact-list';
import { formatAmount, formatPrice } from '@/lib/format';
import { useNow } from './clock';
import { DirectionLabel, Duration, TimeLeftText } from './order-labels';
import { durationLabel } from './duration-label';
import type { OpenSecondsOrder } from './open-orders-store';
import { PriceLine } from './price-line';
import { expectedProfit, formatCountdown, liveOutcome } from './seconds-math';

const RING = 2 * Math.PI * 52;

/**
 * Time left of an order at the shared clock's `now`, which may lag the moment the order was placed
 * by up to one tick: never more than the order's whole duration (a 60 s order must not read 61).
 */
const timeLeft = (order: OpenSecondsOrder, now: number): number =>
  Math.min(order.endsAt - now, order.endsAt - order.placedAt);

function CountdownRing({ order, now }: { order: OpenSecondsOrder; now: number }) {
  const { t } = useTranslation('seconds-trade');
  const total = Math.max(1, order.endsAt - order.placedAt);
  const remaining = Math.max(0, timeLeft(order, now));
  const fraction = Math.min(1, remaining / total);
  const seconds = Math.ceil(remaining / 1000);
  return (
    <div className="seconds-ring">
      <svg viewBox="0 0 120 120" aria-hidden="true">
        <circle className="seconds-ring__track" cx="60" cy="60" r="52" />
        <circle
          className={`seconds-ring__bar seconds-ring__bar--${order.type === 1 ? 'up' : 'down'}`}
          cx="60"
          cy="60"
          r="52"
          strokeDasharray={RING}
          strokeDashoffset={RING * (1 - fraction)}
        />
      </svg>
      <div className="seconds-ring__text" role="timer" aria-label={t('countdown.remainingLabel', { seconds })}>
        {remaining > 0 ? formatCountdown(remaining) : <SpinLoading style={{ '--size': '28px' }} />}
      </div>
    </div>
  );
}

interface CountdownSheetProps {
  order: OpenSecondsOrder | null;
  locale: string;
  onClose: () => void;
}

export function CountdownSheet({ order, locale, onClose }: CountdownSheetProps) {
  return (
    <Popup visible={order !== null} onMaskClick={onClose} onClose={onClose} destroyOnClose bodyClassName="sheet">
      {order && <CountdownSheetBody order={order} locale={locale} onClose={onClose} />}
    </Popup>
  );
}

function CountdownSheetBody({
  order,
  locale,
  onClose,
}: {
  order: OpenSecondsOrder;
  locale: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('seconds-trade');
  const now = useNow();
  const ticker = useLiveTicker(order.matchId);
  const price = ticker?.price ?? order.openPrice;
  const status = liveOutcome(order.type, order.openPrice, price);
  const remaining = timeLeft(order, now);
  const profit = formatAmount(expectedProfit(order.number, order.profitRatio), locale);
  return (
    <section
      className="seconds-sheet"
      role="dialog"
      aria-labelledby="seconds-sheet-title"
      data-testid="countdown-sheet"
    >
      <h2 id="seconds-sheet-title" className="sheet-title">
        {t('countdown.title', { symbol: order.symbol })}
      </h2>
      <div className="seconds-sheet__head">
        <DirectionLabel type={order.type} />
        <span>{t('countdown.orderNo', { id: order.id })}</span>
      </div>
      <CountdownRing order={order} now={now} />
      <p className="seconds-sheet__status" aria-live="polite">
        {remaining > 0
          ? status && (
              <span className={status === 'win' ? 'up' : status === 'lose' ? 'down' : ''}>
                {t(`countdown.live.${status}`)}
              </span>
            )
          : t('countdown.settling')}
      </p>
      <PriceLine
        matchId={order.matchId}
        fallback={Number(price)}
        reference={Number(order.openPrice)}
        className="seconds-sheet__line"
      />
      {order.requestedSeconds !== undefined && (
        <p className="seconds-sheet__note" role="note" data-testid="duration-changed">
          {t('countdown.durationChanged', {
            accepted: durationLabel(t, order.seconds),
            chosen: durationLabel(t, order.requestedSeconds),
          })}
        </p>
      )}
      <FactList
        className="seconds-figures label-rows"
        facts={[
          { label: t('confirm.duration'), value: <Duration seconds={order.seconds} /> },
          { label: t('orders.openPrice'), value: formatPrice(order.openPrice, locale) },
          { label: t('countdown.livePrice'), value: formatPrice(price, locale) },
          {
            label: t('confirm.stake'),
            value: t('money', { value: formatAmount(order.number, locale), currency: order.currency }),
          },
          {
            label: t('confirm.expectedProfit'),
            value: t('money', { value: `+${profit}`, currency: order.currency }),
            valueClassName: 'up',
          },
        ]}
      />
      <Button block fill="outline" onClick={onClose}>
        {t('countdown.hide')}
      </Button>
    </section>
  );
}

interface CountdownChipProps {
  orders: readonly OpenSecondsOrder[];
  onOpen: (id: number) => void;
  /** Sits above the tab bar when the page shows one. */
  withTabBar?: boolean;
}

/** The floating chip of the open order that ends first (and how many others run). */
export function CountdownChip({ orders, onOpen, withTabBar = false }: CountdownChipProps) {
  const { t } = useTranslation('seconds-trade');
  const now = useNow();
  const first = orders.reduce<OpenSecondsOrder | null>((a, b) => (a === null || b.endsAt < a.endsAt ? b : a), null);
  if (!first) return null;
  const remaining = timeLeft(first, now);
  const others = orders.length - 1;
  const direction = first.type === 1 ? t('direction.up') : t('direction.down');
  return (
    <button
      type="button"
      className={`seconds-chip seconds-chip--${first.type === 1 ? 'up' : 'down'}${withTabBar ? ' seconds-chip--tabs' : ''}`}
      onClick={() => onOpen(first.id)}
      aria-label={
        remaining > 0
          ? t('countdown.chipLabel', { symbol: first.symbol, direction, seconds: Math.ceil(remaining / 1000) })
          : t('countdown.chipSettlingLabel', { symbol: first.symbol, direction })
      }
      data-testid="countdown-chip"
    >
      <span className="seconds-chip__icon" aria-hidden="true">
        {first.type === 1 ? '▲' : '▼'}
      </span>
      <span className="seconds-chip__symbol">{first.symbol}</span>
      <span className="seconds-chip__time">
        <TimeLeftText remaining={remaining} />
      </span>
      {others > 0 && <span className="seconds-chip__more">{t('countdown.more', { n: others })}</span>}
    </button>
  );
}

/** One open order in a list: pair, direction, stake and the time left. */
export function OpenOrderRow({
  order,
  locale,
  onOpen,
}: {
  order: OpenSecondsOrder;
  locale: string;
  onOpen: (id: number) => void;
}) {
  const { t } = useTranslation('seconds-trade');
  const now = useNow();
  const remaining = timeLeft(order, now);
  return (
    <li className="seconds-open-row">
      <button type="button" className="seconds-open-row__button" onClick={() => onOpen(order.id)}>
        <span className="seconds-open-row__main">
          <strong>{order.symbol}</strong>
          <DirectionLabel type={order.type} />
        </span>
        <span className="seconds-open-row__stake">
          {t('money', { value: formatAmount(order.number, locale), currency: order.currency })}
        </span>
        <span className="seconds-open-row__time" role="timer">
          <TimeLeftText remaining={remaining} />
        </span>
      </button>
    </li>
  );
}
