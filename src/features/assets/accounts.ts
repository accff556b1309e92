// The user's four fund accounts (product-spec §3): 1 legal (funding), 2 change (spot),
// 3 lever (contract), 4 micro (seconds options), and where each one's balance pair sits on the wire.
import type { AccountType, UserCurrencyWallet, WalletBalance, WalletDetail, WalletOverview } from '@generated/model';

export type AccountName = 'legal' | 'change' | 'lever' | 'micro';

export interface AccountDef {
  id: AccountType;
  name: AccountName;
  wallet: keyof Pick<WalletOverview, 'legal_wallet' | 'change_wallet' | 'lever_wallet' | 'micro_wallet'>;
}

export const ACCOUNTS: readonly AccountDef[] = [
  { id: 1, name: 'legal', wallet: 'legal_wallet' },
  { id: 2, name: 'change', wallet: 'change_wallet' },
  { id: 3, name: 'lever', wallet: 'lever_wallet' },
  { id: 4, name: 'micro', wallet: 'micro_wallet' },
];

export const DEFAULT_ACCOUNT: AccountDef = ACCOUNTS[1] as AccountDef;

export const isAccountName = (value: unknown): value is AccountName =>
  ACCOUNTS.some((account) => account.name === value);

/** The account with that id or name (a query parameter may carry either), else undefined. */
export function findAccount(value: string | number | null | undefined): AccountDef | undefined {
  if (value === null || value === undefined) return undefined;
  return ACCOUNTS.find((account) => String(account.id) === String(value) || account.name === value);
}

type BalanceSource = Partial<Record<`${AccountName}_balance` | `lock_${AccountName}_balance`, string | null>>;

/** Available and frozen amount of one account in a wallet row (null and missing count as "0"). */
export function balancePair(
  row: WalletBalance | WalletDetail | UserCurrencyWallet | BalanceSource,
  account: AccountName,
): { available: string; frozen: string } {
  const source = row as BalanceSource;
  return {
    available: source[`${account}_balance`] ?? '0',
    frozen: source[`lock_${account}_balance`] ?? '0',
  };
}
