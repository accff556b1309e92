// Destination addresses: the contract's rule for any address (14-128 letters, digits or `:`),
// and the shape of each known network, so that an address of the wrong chain is refused before
// the user sends funds to it.
import * as z from 'zod/mini';
import type { Currency } from '@generated/model';
import {
  addressWithdrawalRequestAddressRegExp,
  addressWithdrawalRequestMemoRegExp,
} from '@generated/zod/schemas/addressWithdrawalRequest.zod';

const HEX_40 = /^0x[0-9a-fA-F]{40}$/;
const NETWORK_ADDRESS: Readonly<Record<string, RegExp>> = {
  trc20: /^T[1-9A-HJ-NP-Za-km-z]{33}$/,
  erc20: HEX_40,
  eth: HEX_40,
  btc: /^(?:bc1[ac-hj-np-z02-9]{11,71}|[13][1-9A-HJ-NP-Za-km-z]{25,34})$/,
};

/** True when `address` can receive on `network` (any contract-valid address for other networks). */
export function isAddressFor(network: string | null | undefined, address: string): boolean {
  if (!addressWithdrawalRequestAddressRegExp.test(address)) return false;
  const rule = network ? NETWORK_ADDRESS[network.toLowerCase()] : undefined;
  return rule ? rule.test(address) : true;
}

/** The label of a network code as users know it (`trc20` gives `TRC20`). */
export const networkLabel = (code: string | null | undefined): string => (code ?? '').toUpperCase();

const blank = (v: string) => v.trim() === '';

/** The address field of a form: required, and valid on `network` (i18n keys of `withdraw`). */
export function addressRule(network: string | null) {
  return z.string().check(
    z.refine((v) => !blank(v), 'validation.addressRequired'),
    z.refine((v) => blank(v) || isAddressFor(network, v.trim()), 'validation.addressInvalid'),
  );
}

/** Whether a coin's network needs a memo/tag besides the address (`memo_required` of /currency/list). */
export function needsMemo(coin: Pick<Currency, 'networks'>, network: string | null): boolean {
  return (coin.networks ?? []).some((n) => n.type === network && n.memo_required === 1);
}

/** The memo/tag: required where the network needs one (ignored elsewhere: the field is not shown). */
export function memoRule(required: boolean) {
  return z.string().check(
    z.refine((v) => !required || !blank(v), 'validation.memoRequired'),
    z.refine(
      (v) => !required || blank(v) || addressWithdrawalRequestMemoRegExp.test(v.trim()),
      'validation.memoInvalid',
    ),
  );
}
