// The stake rule of a seconds option, checked before any request: a positive amount with up to 10
// decimals (the shared isAmount rule), within the paying currency's minimum and maximum, and
// never above the seconds-account balance. Messages are i18n keys of the `seconds-trade`
// namespace; the screen fills in the figures.
import Big from 'big.js';
import * as z from 'zod/mini';
import { isAmount } from '@/lib/validators';
import { isDecimal } from './seconds-math';

export interface StakeLimits {
  min: string;
  max: string;
  balance: string;
}

const within = (value: string, check: (amount: Big) => boolean): boolean => {
  const v = value.trim();
  return !isAmount(v) || check(new Big(v));
};

export function stakeSchema(limits: StakeLimits) {
  const min = isDecimal(limits.min) ? limits.min : '0';
  const max = isDecimal(limits.max) && new Big(limits.max).gt(0) ? limits.max : null;
  const balance = isDecimal(limits.balance) ? limits.balance : '0';
  return z.object({
    amount: z.string().check(
      z.refine((v) => v.trim() !== '', 'form.errors.amountRequired'),
      z.refine((v) => v.trim() === '' || isAmount(v.trim()), 'form.errors.amountInvalid'),
      z.refine((v) => within(v, (a) => a.gte(min)), 'form.errors.belowMin'),
      z.refine((v) => within(v, (a) => max === null || a.lte(max)), 'form.errors.aboveMax'),
      z.refine((v) => within(v, (a) => a.lte(balance)), 'form.errors.insufficientBalance'),
    ),
  });
}

export type StakeForm = z.infer<ReturnType<typeof stakeSchema>>;
