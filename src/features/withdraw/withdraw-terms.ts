// The terms of a withdrawal from /wallet/get_info: to an address, the chosen network's minimum and
// fixed fee (multi-network currencies list them per network in `type_data`); to a bank card, the
// currency's own minimum and `withdraw_fee` (no network). Both add the percentage `rate` and are
// bounded by the spot balance. And the user's verification level, which sets the 24 h limit.
import { useMemo } from 'react';
import { useGetUserInfo } from '@generated/api/account/account';
import { useGetWithdrawInfo } from '@generated/api/withdraw/withdraw';
import type { Currency, WithdrawInfo } from '@generated/model';
import { useSession } from '@/api/session';
import { networkLabel } from './address-rules';
import type { AmountLimits } from './withdraw-amount';
import { withdrawLimit } from './withdraw-limits';

export interface AddressTerms {
  /** The network code sent as `type` (`trc20`), or null for a currency without one. */
  network: string | null;
  /** The network as users know it (`USDT-TRC20`, `BTC`). */
  networkName: string | null;
  limits: AmountLimits | null;
}

/** The network chosen (or the first), its code for the request and the limits that apply to it. */
export function addressTerms(info: WithdrawInfo | undefined, chosenNetwork: string | null): AddressTerms {
  if (!info) return { network: null, networkName: null, limits: null };
  const networks = info.multi_protocol === 1 ? (info.type_data ?? []) : [];
  const active = networks.find((n) => n.type === chosenNetwork) ?? networks[0];
  const limits: AmountLimits = {
    min: active?.min_number ?? info.min_number,
    balance: info.change_balance,
    fee: { fixedFee: active?.withdraw_fee ?? info.withdraw_fee, ratePercent: info.rate },
  };
  const network = active?.type ?? info.type ?? null;
  return { network, networkName: active?.name ?? (info.type ? networkLabel(info.type) : null), limits };
}

/** The limits of a bank-card withdrawal: the currency's own minimum and fee, whatever its networks. */
export function cardTerms(info: WithdrawInfo): AmountLimits {
  return {
    min: info.min_number,
    balance: info.change_balance,
    fee: { fixedFee: info.withdraw_fee, ratePercent: info.rate },
  };
}

export function useAddressTerms(info: WithdrawInfo | undefined, chosenNetwork: string | null): AddressTerms {
  return useMemo(() => addressTerms(info, chosenNetwork), [info, chosenNetwork]);
}

/** The user's verification level: from /wallet/get_info when it says, else from /user/info. */
export function useWithdrawLevel(info: WithdrawInfo | undefined): number | undefined {
  const { token, user } = useSession();
  const needUser = info !== undefined && info.level === undefined && !user;
  const fetched = useGetUserInfo(undefined, { query: { enabled: Boolean(token) && needUser, staleTime: 60_000 } });
  return info?.level ?? user?.level ?? fetched.data?.level;
}

/** The conditions of withdrawing `coin` (/wallet/get_info), its name as the server spells it and the user's 24 h limit. */
export function useWithdrawConditions(coin: Currency) {
  const info = useGetWithdrawInfo({ currency: coin.id });
  const limit = withdrawLimit(useWithdrawLevel(info.data), info.data?.day_limit_btc);
  return { info, limit, coinName: info.data?.name ?? coin.name };
}

export type WithdrawConditions = ReturnType<typeof useWithdrawConditions>;
