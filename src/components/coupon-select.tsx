// The coupon an order names (the spot and contract order forms, proposed `coupon_id`): a row that
// says how many of the user's available coupons fit this kind of order, opening a sheet to pick
// one (or none). A coupon the order is worth too little for is shown, not offered; the chosen one
// is named on the row, with a warning while the order is below its minimum; "No coupon" when the
// user has none for this kind of order. The row holds its place from the first frame (an empty
// row while its texts and the list load): a row that came in late would push the order button
// down under a tap already on its way, which then lands on the row or nowhere. The rules:
// src/lib/coupon-use.ts.
//
// Usage: <CouponSelect area="spot" orderValue={toBig(total)} value={coupon} onChange={setCoupon} />
import type Big from 'big.js';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useListCoupons } from '@generated/api/coupon/coupon';
import type { Coupon } from '@generated/model';
import { useLocale } from '@/hooks/use-locale';
import { couponFit, couponFloor, type CouponArea } from '@/lib/coupon-use';
import { formatAmount } from '@/lib/format';
import { QueryError } from './query-error';
import { retryOf } from './retry-of';
import './coupon-select.css';

// The sheet (and the kit's popup under it) loads when the row is first tapped: the order forms'
// first paint stays free of the kit.
const CouponSheet = lazy(() => import('./coupon-sheet').then((m) => ({ default: m.CouponSheet })));

interface CouponSelectProps {
  area: CouponArea;
  /** What the order is worth in USDT (a spot order's total, a contract order's margin); null unknown. */
  orderValue: Big | null;
  value: Coupon | null;
  onChange: (coupon: Coupon | null) => void;
}

export function CouponSelect(props: CouponSelectProps) {
  // Its texts (the coupon namespace) arrive on their own: the order form never waits for them.
  return (
    <Suspense fallback={<PendingRow />}>
      <CouponRow {...props} />
    </Suspense>
  );
}

/** The row's place, kept while its texts or the user's coupons load. */
function PendingRow() {
  return (
    <div className="coupon-select" aria-hidden="true">
      <span className="coupon-select__row coupon-select__row--pending" />
    </div>
  );
}

function CouponRow({ area, orderValue, value, onChange }: CouponSelectProps) {
  const { t } = useTranslation('coupon');
  const locale = useLocale();
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  if (open && !wanted) setWanted(true);
  const coupons = useListCoupons({ status: 'available' }, { request: { silent: true } });
  // Started and not ended when the list was read.
  const now = coupons.dataUpdatedAt / 1000;
  const offered = (coupons.data?.data ?? []).filter((c) => couponFit(c, area, orderValue, now) !== 'no');
  const listed = coupons.data !== undefined;
  // A coupon used meanwhile (another order, another device) is no longer offered: let it go.
  useEffect(() => {
    if (value && listed && !offered.some((c) => c.id === value.id)) onChange(null);
  }, [value, listed, offered, onChange]);

  // The user's coupons could not be read: said, with a retry (the order can go without one).
  if (coupons.isError && !value) return <QueryError inline title={t('select.label')} {...retryOf(coupons)} />;
  if (coupons.isPending) return <PendingRow />;
  if (offered.length === 0 && !value)
    return (
      <div className="coupon-select">
        <p className="coupon-select__row coupon-select__row--none" data-testid={`coupon-select-${area}`}>
          <span className="coupon-select__label">{t('select.label')}</span>
          <span className="coupon-select__value">{t('select.none')}</span>
        </p>
      </div>
    );
  const needs = (c: Coupon) =>
    t(area === 'spot' ? 'select.needsOrder' : 'select.needsMargin', {
      amount: formatAmount(couponFloor(c), locale, 2, 0),
    });
  const short = value !== null && couponFit(value, area, orderValue, now) === 'min';
  const pick = (coupon: Coupon | null) => {
    onChange(coupon);
    setOpen(false);
  };

  return (
    <div className="coupon-select">
      <button
        type="button"
        className="coupon-select__row"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        data-testid={`coupon-select-${area}`}
      >
        <span className="coupon-select__label">{t('select.label')}</span>
        <strong className={value ? 'coupon-select__value coupon-select__value--on' : 'coupon-select__value'}>
          {value ? value.name : t('select.count', { count: offered.length })}
        </strong>
      </button>
      {short && value && (
        <p className="coupon-select__warn" role="status">
          {needs(value)}
        </p>
      )}
      {wanted && (
        <Suspense fallback={null}>
          <CouponSheet
            visible={open}
            area={area}
            orderValue={orderValue}
            now={now}
            offered={offered}
            value={value}
            needs={needs}
            onPick={pick}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      )}
    </div>
  );
}
