// One contract position or order: direction and multiple, live profit with its sign and return on
// margin, lots, prices, margin, fees, stops and time; open positions offer take-profit /
// stop-loss, close, and for a copied position, holding it oneself.
import { Button, Tag } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { LeverPosition } from '@generated/model';
import { Figure } from './figure';
import { useLocale } from '@/hooks/use-locale';
import {
  formatAmount,
  formatMoney,
  formatPercent,
  formatPrice,
  formatSigned,
  priceDecimals,
  trendOf,
} from '@/lib/format';
import { toBig } from './contract-math';
import { formatDateTime } from './figures';
import { useLivePosition } from './use-live-position';

const STATUS_KEYS = ['status.pending', 'status.open', 'status.closing', 'status.closed', 'status.cancelled'] as const;

function statusKey(status: number): string {
  return STATUS_KEYS[status] ?? 'status.open';
}

interface PositionCardProps {
  position: LeverPosition;
  quote: string;
  /**
   * The estimated liquidation price of the position's pair (src/lib/liquidation.ts) at the pair's
   * precision, shown on an open position: null when there is none; left out where the account is
   * not known.
   */
  liquidation?: string | null;
  actions?: ReactNode;
  /** The pair's price precision (default: the decimals of the live price). */
  decimals?: number;
}

export function PositionCard({ position, quote, liquidation, actions, decimals }: PositionCardProps) {
  const { t } = useTranslation('contract-trade');
  const locale = useLocale();
  const live = useLivePosition(position);
  // Every price of the card at the pair's precision (an entry price after the spread would
  // otherwise show all the server's decimals: 96,160.005975).
  const places = decimals ?? priceDecimals(live.currentPrice);
  const price = (value: string) => formatPrice(value, locale, places);
  const isLong = live.side === 'long';
  const sideText = isLong ? t('side.long') : t('side.short');
  const base = position.symbol.split('/')[0] ?? '';
  const isOpen = position.status === 1 || position.status === 2;
  const showProfit = position.status !== 0 && position.status !== 4;
  const money = (value: string) => `${formatMoney(value, locale)} ${quote}`;
  const stop = (value: string) => (toBig(value)?.gt(0) ? price(value) : t('positions.notSet'));

  return (
    <li
      className="ct-position"
      data-testid="contract-position"
      aria-label={t('positions.label', { symbol: position.symbol, side: sideText, multiple: position.multiple })}
    >
      <div className="ct-position__head">
        <strong className="ct-position__symbol">{position.symbol}</strong>
        <Tag color={isLong ? 'success' : 'danger'} fill="outline">
          {isLong ? '↑' : '↓'} {sideText} {t('order.multipleValue', { value: position.multiple })}
        </Tag>
        {position.order_type === 2 && (
          <Tag color="warning" fill="outline">
            {t('positions.copied')}
          </Tag>
        )}
        <span className="ct-position__status">{t(statusKey(position.status))}</span>
      </div>

      {showProfit && (
        <div className="ct-position__profit">
          <div>
            <span className="ct-label">
              {isOpen ? t('positions.floatingProfit', { quote }) : t('positions.realizedProfit', { quote })}
            </span>
            <strong className={`ct-${trendOf(live.profit)}`} data-testid="position-profit">
              {formatSigned(live.profit, locale)}
            </strong>
          </div>
          <div className="ct-position__rate">
            <span className="ct-label">{t('positions.returnRate')}</span>
            <strong className={`ct-${trendOf(live.rate)}`} data-testid="position-rate">
              {formatPercent(live.rate, locale, true)}
            </strong>
          </div>
        </div>
      )}

      <dl className="ct-position__grid">
        <Figure
          label={t('positions.lots')}
          value={t('positions.lotsValue', {
            count: position.share,
            quantity: formatAmount(position.number, locale),
            base,
          })}
        />
        <Figure
          label={position.status === 0 ? t('positions.limitPrice') : t('positions.entryPrice')}
          value={price(position.status === 0 ? position.origin_price : position.price)}
        />
        {position.status !== 0 && position.status !== 4 && (
          <Figure
            label={position.status === 3 ? t('positions.closePrice') : t('positions.markPrice')}
            value={price(live.currentPrice)}
          />
        )}
        {isOpen && liquidation !== undefined && (
          <Figure
            label={t('positions.liquidationPrice')}
            value={
              <span className="ct-down" data-testid="liquidation-price">
                {liquidation ? price(liquidation) : '--'}
              </span>
            }
          />
        )}
        <Figure label={t('positions.margin')} value={money(position.caution_money)} />
        <Figure label={t('positions.fee')} value={money(position.trade_fee)} />
        <Figure label={t('positions.overnight')} value={money(position.overnight_money)} />
        <Figure label={t('positions.takeProfit')} value={stop(position.target_profit_price)} />
        <Figure label={t('positions.stopLoss')} value={stop(position.stop_loss_price)} />
        <Figure label={t('positions.time')} value={formatDateTime(position.create_time)} />
      </dl>

      {actions && <div className="ct-position__actions">{actions}</div>}
    </li>
  );
}

/** The buttons of an open position. */
export function PositionActions({
  position,
  onStops,
  onClose,
  onSelfHold,
}: {
  position: LeverPosition;
  onStops: () => void;
  onClose: () => void;
  onSelfHold: () => void;
}) {
  const { t } = useTranslation('contract-trade');
  if (position.status !== 1) return null;
  return (
    <>
      <Button size="small" fill="outline" onClick={onStops}>
        {t('positions.setStops')}
      </Button>
      {position.order_type === 2 && (
        <Button size="small" fill="outline" onClick={onSelfHold}>
          {t('positions.selfHold')}
        </Button>
      )}
      <Button size="small" color="primary" onClick={onClose}>
        {t('positions.close')}
      </Button>
    </>
  );
}
