// The accounts, directions and times of the bills ledger; its pages are the shared
// /wallet/legal_log pages (src/hooks/use-legal-log-pages.ts).
import type { AccountLogEntry, AccountType } from '@generated/model';
import { formatDateTime } from '@/lib/format';

/** The four fund accounts of product-spec §3, by the id /wallet/legal_log takes. */
export const BILL_ACCOUNTS = [
  { id: 1, key: 'legal' },
  { id: 2, key: 'change' },
  { id: 3, key: 'lever' },
  { id: 4, key: 'micro' },
] as const satisfies readonly { id: AccountType; key: string }[];

export type BillAccount = (typeof BILL_ACCOUNTS)[number];
export const DEFAULT_BILL_ACCOUNT: BillAccount = BILL_ACCOUNTS[1];

/** The account with that id or name (from a link), else undefined. */
export function findBillAccount(value: string | null | undefined): BillAccount | undefined {
  if (!value) return undefined;
  return BILL_ACCOUNTS.find((account) => String(account.id) === value || account.key === value);
}

/** Direction of a movement: money in (positive change) or out (negative). */
export type BillDirection = 'all' | 'in' | 'out';
export const BILL_DIRECTIONS: readonly BillDirection[] = ['all', 'in', 'out'];

/** Whether a movement goes in the chosen direction (the signed `value` says which way). */
export function matchesDirection(entry: AccountLogEntry, direction: BillDirection): boolean {
  if (direction === 'all') return true;
  const value = String(entry.value).trim();
  const out = value.startsWith('-');
  const zero = /^[+-]?0*(\.0*)?$/.test(value);
  return direction === 'out' ? out && !zero : !out && !zero;
}

/**
 * The server's `Y-m-d H:i:s` time as the user's locale writes it ("Nov 21, 2026, 4:20 PM"). The
 * wall-clock time is shown as the server wrote it (the wire has no zone).
 */
export function formatBillTime(value: string, locale: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/.exec(value.trim());
  if (!match) return value;
  const [, y, mo, d, h, mi, s = '0'] = match;
  return formatDateTime(Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s)), locale, true);
}
