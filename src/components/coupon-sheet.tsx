// The coupon picker's sheet (src/components/coupon-select.tsx), loaded when it is first opened:
// "none" and each coupon of this kind of order, those the order is worth too little for shown
// with their minimum and not offered.
import type Big from 'big.js';
import { CheckOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import type { Coupon } from '@generated/model';
import { couponFit, type CouponArea } from '@/lib/coupon-use';
import { TitledSheet } from './titled-sheet';
import './pick-list.css';

interface CouponSheetProps {
  visible: boolean;
  area: CouponArea;
  orderValue: Big | null;
  /** When the coupons were listed (s). */
  now: number;
  offered: Coupon[];
  value: Coupon | null;
  /** The line saying what the order needs for a coupon. */
  needs: (coupon: Coupon) => string;
  onPick: (coupon: Coupon | null) => void;
  onClose: () => void;
}

export function CouponSheet({
  visible,
  area,
  orderValue,
  now,
  offered,
  value,
  needs,
  onPick,
  onClose,
}: CouponSheetProps) {
  const { t } = useTranslation('coupon');
  return (
    <TitledSheet visible={visible} title={t('select.title')} onClose={onClose}>
      <ul className="pick-list sheet-list">
        <li>
          <button
            type="button"
            className="pick-row"
            aria-current={value === null ? 'true' : undefined}
            onClick={() => onPick(null)}
          >
            <span className="pick-row__main">
              <span className="pick-row__title">{t('select.none')}</span>
            </span>
            {value === null && <CheckOutline className="pick-row__check" aria-hidden="true" />}
          </button>
        </li>
        {offered.map((c) => {
          const fits = couponFit(c, area, orderValue, now) === 'ok';
          return (
            <li key={c.id}>
              <button
                type="button"
                className="pick-row"
                disabled={!fits}
                aria-current={value?.id === c.id ? 'true' : undefined}
                onClick={() => onPick(c)}
              >
                <span className="pick-row__main">
                  <span className="pick-row__title">{c.name}</span>
                  <span className="pick-row__sub">{fits ? c.description : needs(c)}</span>
                </span>
                {value?.id === c.id && <CheckOutline className="pick-row__check" aria-hidden="true" />}
              </button>
            </li>
          );
        })}
      </ul>
    </TitledSheet>
  );
}
