// The copy-trading rules (fixed multiple or fixed lots): what the user may type as the multiple or
// the lots, how a value is rounded, how many lots a copied order gets, and the follow amount
// against the contract account's balance. Decimal arithmetic throughout (big.js).
import Big from 'big.js';
import { isAmount } from '@/lib/validators';

/** `type` of `/follow/follow`: 1 copies each order at a multiple of its lots, 2 with fixed lots. */
export const COPY_TYPE = { multiple: 1, lots: 2 } as const;
export type CopyType = (typeof COPY_TYPE)[keyof typeof COPY_TYPE];

/** The highest copy multiple (2 turns a 5-lot order into 10 lots). */
export const MAX_MULTIPLE = 5;
/** Lots and multiples carry at most this many decimals; longer values are rounded half up. */
export const COPY_DECIMALS = 2;
/** The smallest copied quantity once rounded. */
export const MIN_COPY = '0.01';

export type CopyNumberError = 'required' | 'invalid' | 'tooSmall' | 'tooHigh';
export type CopyNumberCheck = { ok: true; value: string } | { ok: false; error: CopyNumberError };

/** Rounds a non-integer to 2 decimals (half up); whole numbers stay as they are. */
export function roundCopy(value: Big): Big {
  return value.round(COPY_DECIMALS, Big.roundHalfUp);
}

/**
 * Checks the multiple (type 1) or lots (type 2) the user typed and gives the value that will be
 * sent: a positive decimal, rounded to 2 decimals, at least 0.01, and a multiple at most 5.
 */
export function checkCopyNumber(raw: string, type: CopyType): CopyNumberCheck {
  const text = raw.trim();
  if (text === '') return { ok: false, error: 'required' };
  if (!isAmount(text)) return { ok: false, error: 'invalid' };
  const value = roundCopy(new Big(text));
  if (value.lt(MIN_COPY)) return { ok: false, error: 'tooSmall' };
  if (type === COPY_TYPE.multiple && value.gt(MAX_MULTIPLE)) return { ok: false, error: 'tooHigh' };
  return { ok: true, value: value.toString() };
}

/**
 * Lots of the user's copy of a trader's order of `traderLots` lots: the lots themselves with fixed
 * lots, `traderLots` × multiple with a fixed multiple, a non-integer result rounded to 2 decimals.
 */
export function copiedLots(traderLots: string | number, type: CopyType, number: string): string {
  const lots = type === COPY_TYPE.lots ? new Big(number) : new Big(traderLots).times(number);
  return roundCopy(lots).toString();
}

export type FollowAmountError = 'invalid' | 'insufficient';

/**
 * The follow amount (optional: empty means no cap): a positive amount no larger than the
 * available USDT of the contract account. `available` undefined: the balance is not known yet.
 */
export function checkFollowAmount(raw: string, available: string | undefined): FollowAmountError | null {
  const text = raw.trim();
  if (text === '') return null;
  if (!isAmount(text)) return 'invalid';
  if (available !== undefined && new Big(text).gt(available)) return 'insufficient';
  return null;
}
