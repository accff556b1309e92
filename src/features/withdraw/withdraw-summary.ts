// The figures a withdrawal confirmation shows (./withdraw-confirm-dialog.tsx).
import type { WithdrawDestination, WithdrawSummary } from './withdraw-confirm-dialog';
import { plainAmount, receivedAmount, withdrawalFee, type FeeRule } from './withdraw-amount';

/** The figures of withdrawing `amount` (as typed) under `fee`, as the dialog repeats them. */
export function withdrawSummary(
  coin: string,
  destination: WithdrawDestination,
  amount: string,
  fee: FeeRule,
  remark = '',
): WithdrawSummary {
  const number = amount.trim();
  return {
    coin,
    destination,
    amount: plainAmount(number),
    fee: withdrawalFee(number, fee),
    received: receivedAmount(number, fee),
    remark,
  };
}
